import type { FamilyPlanResponse, PlanAssumptionsRequest } from '@ccp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';

const PLAN_KEY = ['family', 'plan'] as const;

/** The family's four-year plan, as the aid engine computes it on the server (the server encodes it with its schema). */
export function useFamilyPlan() {
  return useQuery({
    queryKey: PLAN_KEY,
    queryFn: ({ signal }) =>
      apiClient.get('/api/family/plan', serverChecked<FamilyPlanResponse>(), { signal }),
  });
}

/** Saves the growth rates and each student's college; the answer is the plan as it now stands. */
export function useSavePlanAssumptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanAssumptionsRequest) =>
      apiClient.send('PUT', '/api/family/plan/assumptions', body, serverChecked<FamilyPlanResponse>()),
    onSuccess: (plan) => {
      queryClient.setQueryData(PLAN_KEY, plan);
      // The funding plan follows the plan's colleges and growth rates.
      void queryClient.invalidateQueries({ queryKey: ['family', 'funding-plan'] });
    },
  });
}
