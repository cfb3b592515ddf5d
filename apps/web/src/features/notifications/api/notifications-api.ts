import type {
  MarkReadAllResponse,
  NotificationAudience,
  NotificationsResponse,
} from '@ccp/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';

/** docs/product-spec.md §9: notifications refresh every 600000 ms (and when the list opens). */
export const NOTIFICATION_REFRESH_MS = 600_000;

const LIST_PATH: Record<NotificationAudience, string> = {
  family: '/api/notifications/getFamilyNotifications',
  agent: '/api/notifications/getAgentNotifications',
  admin: '/api/notifications/getAdminNotifications',
  professional: '/api/notifications/getProfessionalNotifications',
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (audience: NotificationAudience) => [...notificationKeys.all, audience] as const,
};

export const notificationsQuery = (audience: NotificationAudience) =>
  // The server encodes every answer with its contracts schema: the bell loads no zod (apps/web/README.md).
  queryOptions({
    queryKey: notificationKeys.list(audience),
    queryFn: ({ signal }) =>
      apiClient.get(LIST_PATH[audience], serverChecked<NotificationsResponse>(), { signal }),
    refetchInterval: NOTIFICATION_REFRESH_MS,
    // §8: a failed notification fetch is only logged; the bell keeps what it had.
    retry: false,
  });

export function useNotifications(audience: NotificationAudience) {
  return useQuery(notificationsQuery(audience));
}

/** 'Mark All as Read' (POST /api/notifications/mark-read-all/{audience}), then the list is fetched again. */
export function useMarkAllRead(audience: NotificationAudience) {
  const queryClient = useQueryClient();
  return useMutation<MarkReadAllResponse>({
    mutationFn: () =>
      apiClient.send(
        'POST',
        `/api/notifications/mark-read-all/${audience}`,
        {},
        serverChecked<MarkReadAllResponse>(),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(audience) }),
  });
}
