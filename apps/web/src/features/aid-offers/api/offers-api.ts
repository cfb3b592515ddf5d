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

const KEY = ['family', 'aid-offers'] as const;

/** The family's aid offers (or, for staff, the family's by id: `familyId`). */
export function useAidOffers(familyId?: string) {
  return useQuery({
    queryKey: [...KEY, 'list', familyId ?? 'own'],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/family/aid-offers${familyId ? `?familyId=${familyId}` : ''}`,
        serverChecked<AidOffersResponse>(),
        { signal },
      ),
  });
}

/** Each student's favourite colleges: the colleges an offer can be entered for. */
export function useOfferColleges() {
  return useQuery({
    queryKey: [...KEY, 'colleges'],
    queryFn: ({ signal }) =>
      apiClient.get('/api/family/favourites', serverChecked<FavouritesResponse>(), { signal }),
  });
}

/** The offers side by side, as the aid engine reads them (at most six). */
export function useOfferComparison(ids: readonly string[], familyId?: string) {
  return useQuery({
    queryKey: [...KEY, 'compare', familyId ?? 'own', ids.join(',')],
    enabled: ids.length > 0,
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/family/aid-offers/compare?ids=${ids.join(',')}${familyId ? `&familyId=${familyId}` : ''}`,
        serverChecked<OfferComparisonResponse>(),
        { signal },
      ),
  });
}

export function useAppealLetter(id: string) {
  return useQuery({
    queryKey: [...KEY, 'appeal', id],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/family/aid-offers/${id}/appeal-letter`, serverChecked<AppealLetterResponse>(), {
        signal,
      }),
  });
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AidOfferRequest }) =>
      id === null
        ? apiClient.send('POST', '/api/family/aid-offers', body, serverChecked<AidOffer>())
        : apiClient.send('PUT', `/api/family/aid-offers/${id}`, body, serverChecked<AidOffer>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.send('DELETE', `/api/family/aid-offers/${id}`, undefined, OkResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
