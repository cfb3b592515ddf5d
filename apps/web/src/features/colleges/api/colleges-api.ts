import {
  type AddFavouriteRequest,
  CollegeDefaultsResponseSchema,
  type CollegeDetailRequest,
  CollegeDetailResponseSchema,
  type CollegeSearchRequest,
  CollegeSearchResponseSchema,
  FavouriteSchema,
  FavouritesResponseSchema,
  OkResponseSchema,
} from '@ccp/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';
import { useWriteRole } from '../../../lib/family-profile';
import { useFiguresScope } from '../../../lib/figures-scope';
import { queryString } from '../../../lib/query-string';

/*
 * Every college screen's figures are the family's own, or the selected case study's while staff act as the family
 * and chose one (lib/figures-scope.ts, docs/decisions/0047): the scope is in each key and each request.
 */
const keys = {
  defaults: (scope: string) => ['colleges', 'defaults', scope] as const,
  search: (scope: string, request: CollegeSearchRequest) => ['colleges', 'search', scope, request] as const,
  detail: (scope: string, id: number, request: CollegeDetailRequest) =>
    ['colleges', 'detail', scope, id, request] as const,
  favourites: (scope: string, request: CollegeDetailRequest) =>
    ['colleges', 'favourites', scope, request] as const,
};

/** The family's own state, SAI and students (or the case study's): what the college screens start from. */
export function useCollegeDefaults() {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: keys.defaults(scope.key),
    queryFn: () => apiClient.get(scope.url('/api/family/colleges/defaults'), CollegeDefaultsResponseSchema),
  });
}

export function useCollegeSearch(request: CollegeSearchRequest) {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: keys.search(scope.key, request),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/family/colleges${queryString({ ...request, ...scope.params })}`,
        CollegeSearchResponseSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCollege(id: number, request: CollegeDetailRequest) {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: keys.detail(scope.key, id, request),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/family/colleges/${id}${queryString({ ...request, ...scope.params })}`,
        CollegeDetailResponseSchema,
        { signal },
      ),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useFavourites(request: CollegeDetailRequest = {}) {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: keys.favourites(scope.key, request),
    queryFn: () =>
      apiClient.get(
        `/api/family/favourites${queryString({ ...request, ...scope.params })}`,
        FavouritesResponseSchema,
      ),
  });
}

/**
 * Adds a favourite: the family's own (the role suffix of family writes: `family`, or `admin`/`agent` while one of
 * them acts as the family), or the selected case study's (its draft favourites: the family's own stay as they are).
 */
export function useAddFavourite() {
  const queryClient = useQueryClient();
  const role = useWriteRole();
  const { versionId } = useFiguresScope();
  return useMutation({
    mutationFn: (body: AddFavouriteRequest): Promise<unknown> =>
      versionId
        ? apiClient.send('POST', `/api/family/draft-profile/favourite/${versionId}`, body, serverChecked())
        : apiClient.send('POST', `/api/family/favourite/${role}`, body, FavouriteSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['colleges', 'favourites'] }),
  });
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  const role = useWriteRole();
  const { versionId } = useFiguresScope();
  return useMutation({
    mutationFn: (favouriteId: string): Promise<unknown> =>
      versionId
        ? apiClient.send(
            'DELETE',
            `/api/family/draft-profile/favourite/${favouriteId}/${versionId}`,
            undefined,
            serverChecked(),
          )
        : apiClient.send(
            'DELETE',
            `/api/family/favourite/${favouriteId}/${role}`,
            undefined,
            OkResponseSchema,
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['colleges', 'favourites'] }),
  });
}
