import type {
  AidOffer,
  AidOfferRequest,
  AidOffersResponse,
  AppealLetterResponse,
  FavouritesResponse,
  OfferComparisonResponse,
} from '@ccp/contracts';
import { OkResponseSchema } from '@ccp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';
import { type FiguresScope, useFiguresScope } from '../../../lib/figures-scope';

const KEY = ['family', 'aid-offers'] as const;

/**
 * The family's aid offers (or, for staff, the family's by id: `familyId`); while staff acting as the family have a
 * case study selected, the case study's own copy (docs/decisions/0065), written through the draft-profile routes.
 */
export function useAidOffers(familyId?: string) {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: [...KEY, 'list', familyId ?? scope.key],
    queryFn: ({ signal }) =>
      apiClient.get(
        scope.url(`/api/family/aid-offers${familyId ? `?familyId=${familyId}` : ''}`),
        serverChecked<AidOffersResponse>(),
        { signal },
      ),
  });
}

/** Where an offer is written: the family's own, or the selected case study's copy. */
function offerUrl(scope: FiguresScope, id: string | null, suffix = ''): string {
  if (scope.versionId === null) return `/api/family/aid-offers${id ? `/${id}` : ''}${suffix}`;
  return `/api/family/draft-profile/aid-offer${id ? `/${id}` : ''}/${scope.versionId}${suffix}`;
}

/** Each student's favourite colleges (the case study's while one is selected): the colleges an offer can be for. */
export function useOfferColleges() {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: [...KEY, 'colleges', scope.key],
    queryFn: ({ signal }) =>
      apiClient.get(scope.url('/api/family/favourites'), serverChecked<FavouritesResponse>(), { signal }),
  });
}

/** The offers side by side, as the aid engine reads them (at most six). */
export function useOfferComparison(ids: readonly string[], familyId?: string) {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: [...KEY, 'compare', familyId ?? scope.key, ids.join(',')],
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
}

export function useAppealLetter(id: string) {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: [...KEY, 'appeal', scope.key, id],
    queryFn: ({ signal }) =>
      apiClient.get(
        scope.url(`/api/family/aid-offers/${id}/appeal-letter`),
        serverChecked<AppealLetterResponse>(),
        { signal },
      ),
  });
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  const scope = useFiguresScope();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AidOfferRequest }) =>
      apiClient.send(id === null ? 'POST' : 'PUT', offerUrl(scope, id), body, serverChecked<AidOffer>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  const scope = useFiguresScope();
  return useMutation({
    mutationFn: (id: string) => apiClient.send('DELETE', offerUrl(scope, id), undefined, OkResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSaveAppeal(id: string) {
  const queryClient = useQueryClient();
  const scope = useFiguresScope();
  return useMutation({
    mutationFn: (circumstances: string) =>
      apiClient.send('PUT', offerUrl(scope, id, '/appeal'), { circumstances }, serverChecked<AidOffer>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
