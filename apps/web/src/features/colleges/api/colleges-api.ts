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
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FiguresScope, useFiguresScope } from '../../../domains/family/figures/figures-scope';
import { useWriteRole } from '../../../domains/family/profile/family-profile';
import { apiClient, serverChecked } from '../../../lib/api-client';
import { collegeKeys } from '../../../lib/college-keys';
import { queryString } from '../../../lib/query-string';

/*
 * Every college screen's figures are the family's own, or the selected case study's while staff act as the family
 * and chose one (domains/family/figures/figures-scope.ts, docs/decisions/0047): the scope is in each key and each request.
 */
export { collegeKeys };

/** The family's own state, SAI and students (or the case study's): what the college screens start from. */
export const collegeDefaultsQuery = (scope: FiguresScope) =>
  queryOptions({
    queryKey: collegeKeys.defaults(scope.key),
    queryFn: () => apiClient.get(scope.url('/api/family/colleges/defaults'), CollegeDefaultsResponseSchema),
  });

export const collegeSearchQuery = (scope: FiguresScope, request: CollegeSearchRequest) =>
  queryOptions({
    queryKey: collegeKeys.search(scope.key, request),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/family/colleges${queryString({ ...request, ...scope.params })}`,
        CollegeSearchResponseSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const collegeQuery = (scope: FiguresScope, id: number, request: CollegeDetailRequest) =>
  queryOptions({
    queryKey: collegeKeys.detail(scope.key, id, request),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/family/colleges/${id}${queryString({ ...request, ...scope.params })}`,
        CollegeDetailResponseSchema,
        { signal },
      ),
    enabled: Number.isInteger(id) && id > 0,
  });

export const favouritesQuery = (scope: FiguresScope, request: CollegeDetailRequest = {}) =>
  queryOptions({
    queryKey: collegeKeys.favourites(scope.key, request),
    queryFn: () =>
      apiClient.get(
        `/api/family/favourites${queryString({ ...request, ...scope.params })}`,
        FavouritesResponseSchema,
      ),
  });

export function useCollegeDefaults() {
  return useQuery(collegeDefaultsQuery(useFiguresScope()));
}

export function useCollegeSearch(request: CollegeSearchRequest) {
  return useQuery(collegeSearchQuery(useFiguresScope(), request));
}

export function useCollege(id: number, request: CollegeDetailRequest) {
  return useQuery(collegeQuery(useFiguresScope(), id, request));
}

export function useFavourites(request: CollegeDetailRequest = {}) {
  return useQuery(favouritesQuery(useFiguresScope(), request));
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collegeKeys.favouriteLists() }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collegeKeys.favouriteLists() }),
  });
}
