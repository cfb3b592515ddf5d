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
import { apiClient } from '../../../lib/api-client';
import { useWriteRole } from '../../../lib/family-profile';
import { queryString } from '../../../lib/query-string';

const keys = {
  defaults: ['colleges', 'defaults'] as const,
  search: (request: CollegeSearchRequest) => ['colleges', 'search', request] as const,
  detail: (id: number, request: CollegeDetailRequest) => ['colleges', 'detail', id, request] as const,
  favourites: (request: CollegeDetailRequest) => ['colleges', 'favourites', request] as const,
};

/** The family's own state, SAI and students: what the college screens start from. */
export function useCollegeDefaults() {
  return useQuery({
    queryKey: keys.defaults,
    queryFn: () => apiClient.get('/api/family/colleges/defaults', CollegeDefaultsResponseSchema),
  });
}

export function useCollegeSearch(request: CollegeSearchRequest) {
  return useQuery({
    queryKey: keys.search(request),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/family/colleges${queryString(request)}`, CollegeSearchResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCollege(id: number, request: CollegeDetailRequest) {
  return useQuery({
    queryKey: keys.detail(id, request),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/family/colleges/${id}${queryString(request)}`, CollegeDetailResponseSchema, {
        signal,
      }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useFavourites(request: CollegeDetailRequest = {}) {
  return useQuery({
    queryKey: keys.favourites(request),
    queryFn: () => apiClient.get(`/api/family/favourites${queryString(request)}`, FavouritesResponseSchema),
  });
}

/** The role suffix of family writes: `family`, or `admin`/`agent` while one of them acts as the family. */
export function useAddFavourite() {
  const queryClient = useQueryClient();
  const role = useWriteRole();
  return useMutation({
    mutationFn: (body: AddFavouriteRequest) =>
      apiClient.send('POST', `/api/family/favourite/${role}`, body, FavouriteSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['colleges', 'favourites'] }),
  });
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  const role = useWriteRole();
  return useMutation({
    mutationFn: (favouriteId: string) =>
      apiClient.send('DELETE', `/api/family/favourite/${favouriteId}/${role}`, undefined, OkResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['colleges', 'favourites'] }),
  });
}
