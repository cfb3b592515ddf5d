import type { MailOutboxItem, MailOutboxResponse, MailStatus } from '@ccp/contracts/mail-outbox';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';

export interface MailOutboxRequest {
  page: number;
  limit: number;
  status: MailStatus | null;
}

const MAIL_QUERY_KEY = ['admin-mail'] as const;

/** GET /api/admin/mail: the outbox, newest first, with each mail's attempts and last error (ADR 0042). */
export function useMailOutbox(request: MailOutboxRequest) {
  const params = new URLSearchParams({ page: String(request.page), limit: String(request.limit) });
  if (request.status) params.set('status', request.status);
  return useQuery<MailOutboxResponse>({
    queryKey: [...MAIL_QUERY_KEY, 'list', request],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/mail?${params}`, serverChecked<MailOutboxResponse>(), { signal }),
    placeholderData: keepPreviousData,
    // Mail leaves within seconds of being queued: the page follows it.
    refetchInterval: 5_000,
  });
}

/** POST /api/admin/mail/{id}/retry: a failed mail goes back in the queue, due now. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.send(
        'POST',
        `/api/admin/mail/${encodeURIComponent(id)}/retry`,
        undefined,
        serverChecked<MailOutboxItem>(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MAIL_QUERY_KEY }),
  });
}
