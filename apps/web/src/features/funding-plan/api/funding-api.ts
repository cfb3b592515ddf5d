import type { FamilyFundingResponse, FundingSettingsRequest } from '@ccp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';

export const FUNDING_KEY = ['family', 'funding-plan'] as const;

/** The family's funding plan and its saved choices, as the aid engine computes them on the server. */
export function useFamilyFunding() {
  return useQuery({
    queryKey: FUNDING_KEY,
    queryFn: ({ signal }) =>
      apiClient.get('/api/family/funding-plan', serverChecked<FamilyFundingResponse>(), { signal }),
  });
}

/** Saves the funding choices; the answer is the funding plan as it now stands. */
export function useSaveFunding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FundingSettingsRequest) =>
      apiClient.send('PUT', '/api/family/funding-plan', body, serverChecked<FamilyFundingResponse>()),
    onSuccess: (funding) => {
      queryClient.setQueryData(FUNDING_KEY, funding);
      // "Can we pay for this?" lines elsewhere follow the new choices.
      void queryClient.invalidateQueries({ queryKey: ['family', 'can-we-pay'] });
    },
  });
}
