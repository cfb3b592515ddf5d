import { FamilyOverviewResponseSchema, FavouritesResponseSchema } from '@ccp/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useFamilyOverview() {
  return useQuery({
    queryKey: ['family', 'overview'],
    queryFn: () => apiClient.get('/api/family/overview', FamilyOverviewResponseSchema),
  });
}

/** Each student's favourite colleges with their cost for this family (the colleges area's API). */
export function useFavouriteColleges() {
  return useQuery({
    queryKey: ['family', 'favourite-colleges'],
    queryFn: () => apiClient.get('/api/family/favourites', FavouritesResponseSchema),
  });
}
