import type { HelpThreadResponse, HelpThreadsResponse } from '@ccp/contracts/help-threads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, serverChecked } from './api-client';
import { FAMILY_PROFILE_QUERY_KEY } from './family-profile';

/** The family's help requests with their threads, under the `family` key (a profile write refreshes it too). */
export const HELP_THREADS_QUERY_KEY = ['family', 'help-requests'] as const;

export function useHelpThreads() {
  return useQuery({
    queryKey: HELP_THREADS_QUERY_KEY,
    queryFn: () => apiClient.get('/api/family/help-requests', serverChecked<HelpThreadsResponse>()),
  });
}

export type HelpThreadAction =
  | { kind: 'message'; id: string; message: string }
  | { kind: 'resolve'; id: string }
  | { kind: 'reopen'; id: string };

/**
 * Writes in a thread, resolves or reopens it (the family, or its agent or an admin from their own page); then the
 * family's threads and profile and the staff's family pages are read again.
 */
export function useHelpThreadAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: HelpThreadAction) =>
      apiClient.send(
        'POST',
        `/api/help-requests/${encodeURIComponent(action.id)}/${action.kind === 'message' ? 'messages' : action.kind}`,
        action.kind === 'message' ? { message: action.message } : {},
        serverChecked<HelpThreadResponse>(),
      ),
    onSuccess: () =>
      Promise.all(
        [HELP_THREADS_QUERY_KEY, FAMILY_PROFILE_QUERY_KEY, ['admin-families'], ['agent-families']].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
