import { FavouritesResponseSchema } from '@ccp/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { familyKeys } from '../profile/family-keys';
import type { FiguresScope } from './figures-scope';

/**
 * Each student's favourite colleges with their cost for this family, in the given figures' scope: one query shared
 * by the overview and the SAI page's what-ifs (under `family`, so a profile write refreshes it).
 */
export const favouriteCollegesQuery = (scope: FiguresScope) =>
  queryOptions({
    queryKey: familyKeys.favouriteColleges(scope.key),
    queryFn: () => apiClient.get(scope.url('/api/family/favourites'), FavouritesResponseSchema),
  });
