import type { MailOutboxItem, MailOutboxResponse, MailStatus } from '@ccp/contracts/mail-outbox';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';

export interface MailOutboxRequest {
  page: number;
  limit: number;
  status: MailStatus | null;
}

export const mailKeys = {
  all: ['admin-mail'] as const,
  list: (request: MailOutboxRequest) => [...mailKeys.all, 'list', request] as const,
};

/** GET /api/admin/mail: the outbox, newest first, with each mail's attempts and last error (ADR 0042). */
export const mailOutboxQuery = (request: MailOutboxRequest) => {
  const params = new URLSearchParams({ page: String(request.page), limit: String(request.limit) });
  if (request.status) params.set('status', request.status);
  return queryOptions({
    queryKey: mailKeys.list(request),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/mail?${params}`, serverChecked<MailOutboxResponse>(), { signal }),
    placeholderData: keepPreviousData,
    // Mail leaves within seconds of being queued: the page follows it.
    refetchInterval: 5_000,
  });
};

export function useMailOutbox(request: MailOutboxRequest) {
  return useQuery(mailOutboxQuery(request));
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
