import type {
  AidOffer,
  AidOfferRequest,
  AidOffersResponse,
  AppealLetterResponse,
  FavouritesResponse,
  OfferComparisonResponse,
} from '@ccp/contracts';
import { OkResponseSchema } from '@ccp/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FiguresScope,
  figuresScope,
  useFiguresScope,
} from '../../../domains/family/figures/figures-scope';
import { familyKeys } from '../../../domains/family/profile/family-keys';
import { apiClient, serverChecked } from '../../../lib/api-client';

/*
 * While staff acting as the family have a case study selected, every offer query reads the case study's own copy
 * (`familyVersionId`) and every write goes to the draft-profile routes (docs/decisions/0065): `scope` says whose.
 */
const OWN = figuresScope(null);

/** Every write to an offer or an appeal refreshes all of them (`all`). */
export const offerKeys = {
  all: [...familyKeys.all, 'aid-offers'] as const,
  list: (familyId?: string, scope: FiguresScope = OWN) =>
    [...offerKeys.all, 'list', familyId ?? scope.key] as const,
  colleges: (scope: FiguresScope = OWN) => [...offerKeys.all, 'colleges', scope.key] as const,
  compare: (ids: readonly string[], familyId?: string, scope: FiguresScope = OWN) =>
    [...offerKeys.all, 'compare', familyId ?? scope.key, ids.join(',')] as const,
  appeal: (id: string, scope: FiguresScope = OWN) => [...offerKeys.all, 'appeal', scope.key, id] as const,
};

/** The family's aid offers (or, for staff, the family's by id: `familyId`), or the selected case study's copy. */
export const aidOffersQuery = (familyId?: string, scope: FiguresScope = OWN) =>
  queryOptions({
    queryKey: offerKeys.list(familyId, scope),
    queryFn: ({ signal }) =>
      apiClient.get(
        scope.url(`/api/family/aid-offers${familyId ? `?familyId=${familyId}` : ''}`),
        serverChecked<AidOffersResponse>(),
        { signal },
      ),
  });

export function useAidOffers(familyId?: string) {
  return useQuery(aidOffersQuery(familyId, useFiguresScope()));
}

/** Where an offer is written: the family's own, or the selected case study's copy. */
function offerUrl(scope: FiguresScope, id: string | null, suffix = ''): string {
  if (scope.versionId === null) return `/api/family/aid-offers${id ? `/${id}` : ''}${suffix}`;
  return `/api/family/draft-profile/aid-offer${id ? `/${id}` : ''}/${scope.versionId}${suffix}`;
}

/** Each student's favourite colleges (the case study's while one is selected): the colleges an offer can be for. */
export const offerCollegesQuery = (scope: FiguresScope = OWN) =>
  queryOptions({
    queryKey: offerKeys.colleges(scope),
    queryFn: ({ signal }) =>
      apiClient.get(scope.url('/api/family/favourites'), serverChecked<FavouritesResponse>(), { signal }),
  });

export function useOfferColleges() {
  return useQuery(offerCollegesQuery(useFiguresScope()));
}

/** The offers side by side, as the aid engine reads them (at most six). */
export const offerComparisonQuery = (ids: readonly string[], familyId?: string, scope: FiguresScope = OWN) =>
  queryOptions({
    queryKey: offerKeys.compare(ids, familyId, scope),
    enabled: ids.length > 0,
    queryFn: ({ signal }) =>
      apiClient.get(
        scope.url(
          `/api/family/aid-offers/compare?ids=${ids.join(',')}${familyId ? `&familyId=${familyId}` : ''}`,
        ),
        serverChecked<OfferComparisonResponse>(),
        { signal },
      ),
  });

export function useOfferComparison(ids: readonly string[], familyId?: string) {
  return useQuery(offerComparisonQuery(ids, familyId, useFiguresScope()));
}

export const appealLetterQuery = (id: string, scope: FiguresScope = OWN) =>
  queryOptions({
    queryKey: offerKeys.appeal(id, scope),
    queryFn: ({ signal }) =>
      apiClient.get(
        scope.url(`/api/family/aid-offers/${id}/appeal-letter`),
        serverChecked<AppealLetterResponse>(),
        { signal },
      ),
  });

export function useAppealLetter(id: string) {
  return useQuery(appealLetterQuery(id, useFiguresScope()));
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  const scope = useFiguresScope();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AidOfferRequest }) =>
      apiClient.send(id === null ? 'POST' : 'PUT', offerUrl(scope, id), body, serverChecked<AidOffer>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  const scope = useFiguresScope();
  return useMutation({
    mutationFn: (id: string) => apiClient.send('DELETE', offerUrl(scope, id), undefined, OkResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

export function useSaveAppeal(id: string) {
  const queryClient = useQueryClient();
  const scope = useFiguresScope();
  return useMutation({
    mutationFn: (circumstances: string) =>
      apiClient.send('PUT', offerUrl(scope, id, '/appeal'), { circumstances }, serverChecked<AidOffer>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
