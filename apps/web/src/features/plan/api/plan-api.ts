import type { FamilyPlanResponse, PlanAssumptionsRequest } from '@ccp/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FiguresScope,
  figuresScope,
  useFiguresScope,
} from '../../../domains/family/figures/figures-scope';
import { familyKeys } from '../../../domains/family/profile/family-keys';
import { apiClient, serverChecked } from '../../../lib/api-client';
import { collegeKeys } from '../../../lib/college-keys';

export const planKeys = {
  all: [...familyKeys.all, 'plan'] as const,
  one: (scopeKey: string) => [...planKeys.all, scopeKey] as const,
};

/**
 * The family's four-year plan, as the aid engine computes it on the server (the server encodes it with its schema):
 * the selected case study's while staff act as the family and chose one.
 */
export const familyPlanQuery = (scope: FiguresScope) =>
  queryOptions({
    queryKey: planKeys.one(scope.key),
    queryFn: ({ signal }) =>
      apiClient.get(scope.url('/api/family/plan'), serverChecked<FamilyPlanResponse>(), { signal }),
  });

export function useFamilyPlan() {
  return useQuery(familyPlanQuery(useFiguresScope()));
}

/** Saves the growth rates and each student's college; the answer is the plan as it now stands. */
export function useSavePlanAssumptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanAssumptionsRequest) =>
      apiClient.send('PUT', '/api/family/plan/assumptions', body, serverChecked<FamilyPlanResponse>()),
    onSuccess: (plan) => {
      queryClient.setQueryData(familyPlanQuery(figuresScope(null)).queryKey, plan);
      // The growth moves every screen's figures (docs/decisions/0046).
      void queryClient.invalidateQueries({ queryKey: familyKeys.all });
      void queryClient.invalidateQueries({ queryKey: collegeKeys.all });
      // (The funding plan, under ['family'], follows the plan's colleges and growth rates too.)
    },
  });
}
