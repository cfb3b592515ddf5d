import { type RequestHelpRequest, RequestHelpResponseSchema } from '@ccp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { helpThreadKeys } from '../../../domains/family/help/help-threads';
import { familyProfileQuery } from '../../../domains/family/profile/family-profile';
import { apiClient } from '../../../lib/api-client';

/** Records a help request (PUT /api/family/profile/request-help); the profile and the help page then show it open. */
export function useRequestHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestHelpRequest) =>
      apiClient.send('PUT', '/api/family/profile/request-help', input, RequestHelpResponseSchema),
    onSuccess: ({ helpRequest }) => {
      queryClient.setQueryData(familyProfileQuery().queryKey, (profile) =>
        profile ? { ...profile, helpRequest } : profile,
      );
      return queryClient.invalidateQueries({ queryKey: helpThreadKeys.all });
    },
  });
}
