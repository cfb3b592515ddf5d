import { FamilySaiResponseSchema, FavouritesResponseSchema } from '@ccp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useFiguresScope } from '../../../lib/figures-scope';
import { queryString } from '../../../lib/query-string';

/**
 * The SAI of one student (the first when none is chosen), as the aid engine computes it on the server: the selected
 * case study's while staff act as the family and chose one.
 */
export function useFamilySai(studentId: string | null) {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: ['family', 'sai', scope.key, studentId ?? 'first'],
    queryFn: () =>
      apiClient.get(
        `/api/family/sai${queryString({ studentId: studentId ?? undefined, ...scope.params })}`,
        FamilySaiResponseSchema,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Each student's favourite colleges, with what the net price rule needs to redo their net prices in a what-if. */
export function useSaiFavourites(enabled: boolean) {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: ['family', 'favourite-colleges', scope.key],
    queryFn: () => apiClient.get(scope.url('/api/family/favourites'), FavouritesResponseSchema),
    enabled,
  });
}
