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
import { apiClient, serverChecked } from '../../../lib/api-client';
import { familyKeys } from '../../../lib/family-keys';

/** Every write to an offer or an appeal refreshes all of them (`all`). */
export const offerKeys = {
  all: [...familyKeys.all, 'aid-offers'] as const,
  list: (familyId?: string) => [...offerKeys.all, 'list', familyId ?? 'own'] as const,
  colleges: () => [...offerKeys.all, 'colleges'] as const,
  compare: (ids: readonly string[], familyId?: string) =>
    [...offerKeys.all, 'compare', familyId ?? 'own', ids.join(',')] as const,
  appeal: (id: string) => [...offerKeys.all, 'appeal', id] as const,
};

/** The family's aid offers (or, for staff, the family's by id: `familyId`). */
export const aidOffersQuery = (familyId?: string) =>
  queryOptions({
    queryKey: offerKeys.list(familyId),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/family/aid-offers${familyId ? `?familyId=${familyId}` : ''}`,
        serverChecked<AidOffersResponse>(),
        { signal },
      ),
  });

export function useAidOffers(familyId?: string) {
  return useQuery(aidOffersQuery(familyId));
}

/** Each student's favourite colleges: the colleges an offer can be entered for. */
export const offerCollegesQuery = () =>
  queryOptions({
    queryKey: offerKeys.colleges(),
    queryFn: ({ signal }) =>
      apiClient.get('/api/family/favourites', serverChecked<FavouritesResponse>(), { signal }),
  });

export function useOfferColleges() {
  return useQuery(offerCollegesQuery());
}

/** The offers side by side, as the aid engine reads them (at most six). */
export const offerComparisonQuery = (ids: readonly string[], familyId?: string) =>
  queryOptions({
    queryKey: offerKeys.compare(ids, familyId),
    enabled: ids.length > 0,
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/family/aid-offers/compare?ids=${ids.join(',')}${familyId ? `&familyId=${familyId}` : ''}`,
        serverChecked<OfferComparisonResponse>(),
        { signal },
      ),
  });

export function useOfferComparison(ids: readonly string[], familyId?: string) {
  return useQuery(offerComparisonQuery(ids, familyId));
}

export const appealLetterQuery = (id: string) =>
  queryOptions({
    queryKey: offerKeys.appeal(id),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/family/aid-offers/${id}/appeal-letter`, serverChecked<AppealLetterResponse>(), {
        signal,
      }),
  });

export function useAppealLetter(id: string) {
  return useQuery(appealLetterQuery(id));
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AidOfferRequest }) =>
      id === null
        ? apiClient.send('POST', '/api/family/aid-offers', body, serverChecked<AidOffer>())
        : apiClient.send('PUT', `/api/family/aid-offers/${id}`, body, serverChecked<AidOffer>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.send('DELETE', `/api/family/aid-offers/${id}`, undefined, OkResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

export function useSaveAppeal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (circumstances: string) =>
      apiClient.send(
        'PUT',
        `/api/family/aid-offers/${id}/appeal`,
        { circumstances },
        serverChecked<AidOffer>(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
