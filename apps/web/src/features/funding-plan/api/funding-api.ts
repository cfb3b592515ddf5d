import type { FamilyFundingResponse, FundingSettingsRequest } from '@ccp/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { canWePayKeys } from '../../../domains/family/figures/use-can-we-pay';
import { familyKeys } from '../../../domains/family/profile/family-keys';
import { apiClient, serverChecked } from '../../../lib/api-client';

export const fundingKeys = { all: [...familyKeys.all, 'funding-plan'] as const };

/** The family's funding plan and its saved choices, as the aid engine computes them on the server. */
export const familyFundingQuery = () =>
  queryOptions({
    queryKey: fundingKeys.all,
    queryFn: ({ signal }) =>
      apiClient.get('/api/family/funding-plan', serverChecked<FamilyFundingResponse>(), { signal }),
  });

export function useFamilyFunding() {
  return useQuery(familyFundingQuery());
}

/** Saves the funding choices; the answer is the funding plan as it now stands. */
export function useSaveFunding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FundingSettingsRequest) =>
      apiClient.send('PUT', '/api/family/funding-plan', body, serverChecked<FamilyFundingResponse>()),
    onSuccess: (funding) => {
      queryClient.setQueryData(familyFundingQuery().queryKey, funding);
      // "Can we pay for this?" lines elsewhere follow the new choices.
      void queryClient.invalidateQueries({ queryKey: canWePayKeys.all });
    },
  });
}
