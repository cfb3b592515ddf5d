import { AdminAggregatesSchema, AdminSignUpsSchema } from '@ccp/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useAdminAggregates() {
  return useQuery({
    queryKey: ['admin-dashboard', 'aggregates'],
    queryFn: ({ signal }) => apiClient.get('/api/admin/aggregates', AdminAggregatesSchema, { signal }),
  });
}

export function useAdminSignUps() {
  return useQuery({
    queryKey: ['admin-dashboard', 'sign-ups'],
    queryFn: ({ signal }) => apiClient.get('/api/admin/aggregates/sign-ups', AdminSignUpsSchema, { signal }),
  });
}
