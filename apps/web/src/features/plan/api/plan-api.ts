import type { FamilyPlanResponse, PlanAssumptionsRequest } from '@ccp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';
import { useFiguresScope } from '../../../lib/figures-scope';

const PLAN_KEY = ['family', 'plan'] as const;

/**
 * The family's four-year plan, as the aid engine computes it on the server (the server encodes it with its schema):
 * the selected case study's while staff act as the family and chose one.
 */
export function useFamilyPlan() {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: [...PLAN_KEY, scope.key],
    queryFn: ({ signal }) =>
      apiClient.get(scope.url('/api/family/plan'), serverChecked<FamilyPlanResponse>(), { signal }),
  });
}

/** Saves the growth rates and each student's college; the answer is the plan as it now stands. */
export function useSavePlanAssumptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanAssumptionsRequest) =>
      apiClient.send('PUT', '/api/family/plan/assumptions', body, serverChecked<FamilyPlanResponse>()),
    onSuccess: (plan) => {
      queryClient.setQueryData([...PLAN_KEY, 'own'], plan);
      // The growth moves every screen's figures (docs/decisions/0046).
      void queryClient.invalidateQueries({ queryKey: ['family'] });
      void queryClient.invalidateQueries({ queryKey: ['colleges'] });
      // (The funding plan, under ['family'], follows the plan's colleges and growth rates too.)
    },
  });
}
