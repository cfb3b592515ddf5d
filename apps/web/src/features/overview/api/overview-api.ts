import { FamilyOverviewResponseSchema, FavouritesResponseSchema } from '@ccp/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useFiguresScope } from '../../../lib/figures-scope';

/** The overview's figures: the family's own, or the selected case study's while staff act as the family. */
export function useFamilyOverview() {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: ['family', 'overview', scope.key],
    queryFn: () => apiClient.get(scope.url('/api/family/overview'), FamilyOverviewResponseSchema),
  });
}

/** Each student's favourite colleges with their cost for this family (the colleges area's API). */
export function useFavouriteColleges() {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: ['family', 'favourite-colleges', scope.key],
    queryFn: () => apiClient.get(scope.url('/api/family/favourites'), FavouritesResponseSchema),
  });
}
