import { FamilySaiResponseSchema, FavouritesResponseSchema } from '@ccp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The SAI of one student (the first when none is chosen), as the aid engine computes it on the server. */
export function useFamilySai(studentId: string | null) {
  return useQuery({
    queryKey: ['family', 'sai', studentId ?? 'first'],
    queryFn: () =>
      apiClient.get(
        studentId ? `/api/family/sai?studentId=${encodeURIComponent(studentId)}` : '/api/family/sai',
        FamilySaiResponseSchema,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Each student's favourite colleges, with what the net price rule needs to redo their net prices in a what-if. */
export function useSaiFavourites(enabled: boolean) {
  return useQuery({
    queryKey: ['family', 'favourite-colleges'],
    queryFn: () => apiClient.get('/api/family/favourites', FavouritesResponseSchema),
    enabled,
  });
}
