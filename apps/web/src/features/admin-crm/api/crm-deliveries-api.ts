import type { CrmDeliveriesResponse, CrmDeliveryStatus } from '@ccp/contracts/crm-deliveries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';

export interface CrmDeliveriesRequest {
  page: number;
  limit: number;
  status: CrmDeliveryStatus | null;
}

/** GET /api/admin/crm-deliveries: the CRM webhook's events, newest first, with their attempts and failures. */
export function useCrmDeliveries(request: CrmDeliveriesRequest) {
  const params = new URLSearchParams({ page: String(request.page), limit: String(request.limit) });
  if (request.status) params.set('status', request.status);
  return useQuery<CrmDeliveriesResponse>({
    queryKey: ['admin-crm', 'deliveries', request],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/crm-deliveries?${params}`, serverChecked<CrmDeliveriesResponse>(), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
