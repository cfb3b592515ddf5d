import type { CrmDeliveriesResponse, CrmDeliveryStatus } from '@ccp/contracts/crm-deliveries';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';

export interface CrmDeliveriesRequest {
  page: number;
  limit: number;
  status: CrmDeliveryStatus | null;
}

export const crmKeys = {
  all: ['admin-crm'] as const,
  deliveries: (request: CrmDeliveriesRequest) => [...crmKeys.all, 'deliveries', request] as const,
};

/** GET /api/admin/crm-deliveries: the CRM webhook's events, newest first, with their attempts and failures. */
export const crmDeliveriesQuery = (request: CrmDeliveriesRequest) => {
  const params = new URLSearchParams({ page: String(request.page), limit: String(request.limit) });
  if (request.status) params.set('status', request.status);
  return queryOptions({
    queryKey: crmKeys.deliveries(request),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/crm-deliveries?${params}`, serverChecked<CrmDeliveriesResponse>(), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
};

export function useCrmDeliveries(request: CrmDeliveriesRequest) {
  return useQuery(crmDeliveriesQuery(request));
}
