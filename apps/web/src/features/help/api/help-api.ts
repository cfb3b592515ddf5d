import { type RequestHelpRequest, RequestHelpResponseSchema } from '@ccp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { familyProfileQuery } from '../../../lib/family-profile';
import { helpThreadKeys } from '../../../lib/help-threads';

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
