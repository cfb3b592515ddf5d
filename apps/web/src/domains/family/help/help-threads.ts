import type { HelpThreadResponse, HelpThreadsResponse } from '@ccp/contracts/help-threads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';
import { familyKeys } from '../profile/family-keys';
import { staffFamilyRoots } from '../staff/staff-family-keys';

/** The family's help requests with their threads, under the `family` key (a profile write refreshes it too). */
export const helpThreadKeys = { all: [...familyKeys.all, 'help-requests'] as const };

export const helpThreadsQuery = () =>
  queryOptions({
    queryKey: helpThreadKeys.all,
    queryFn: () => apiClient.get('/api/family/help-requests', serverChecked<HelpThreadsResponse>()),
  });

export function useHelpThreads() {
  return useQuery(helpThreadsQuery());
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
        [helpThreadKeys.all, familyKeys.profile(), staffFamilyRoots.admin, staffFamilyRoots.agent].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
