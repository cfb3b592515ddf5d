import { FamilyOverviewResponseSchema } from '@ccp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { favouriteCollegesQuery } from '../../../domains/family/figures/favourite-colleges';
import { type FiguresScope, useFiguresScope } from '../../../domains/family/figures/figures-scope';
import { familyKeys } from '../../../domains/family/profile/family-keys';
import { apiClient } from '../../../lib/api-client';

export const overviewKeys = {
  all: [...familyKeys.all, 'overview'] as const,
  one: (scopeKey: string) => [...overviewKeys.all, scopeKey] as const,
};

/** The overview's figures: the family's own, or the selected case study's while staff act as the family. */
export const familyOverviewQuery = (scope: FiguresScope) =>
  queryOptions({
    queryKey: overviewKeys.one(scope.key),
    queryFn: () => apiClient.get(scope.url('/api/family/overview'), FamilyOverviewResponseSchema),
  });

export function useFamilyOverview() {
  return useQuery(familyOverviewQuery(useFiguresScope()));
}

/** Each student's favourite colleges with their cost for this family (the colleges area's API). */
export function useFavouriteColleges() {
  return useQuery(favouriteCollegesQuery(useFiguresScope()));
}
