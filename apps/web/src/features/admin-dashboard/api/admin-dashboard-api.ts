import { AdminAggregatesSchema, AdminSignUpsSchema } from '@ccp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  aggregates: () => [...adminDashboardKeys.all, 'aggregates'] as const,
  signUps: () => [...adminDashboardKeys.all, 'sign-ups'] as const,
};

export const adminAggregatesQuery = () =>
  queryOptions({
    queryKey: adminDashboardKeys.aggregates(),
    queryFn: ({ signal }) => apiClient.get('/api/admin/aggregates', AdminAggregatesSchema, { signal }),
  });

export const adminSignUpsQuery = () =>
  queryOptions({
    queryKey: adminDashboardKeys.signUps(),
    queryFn: ({ signal }) => apiClient.get('/api/admin/aggregates/sign-ups', AdminSignUpsSchema, { signal }),
  });

export function useAdminAggregates() {
  return useQuery(adminAggregatesQuery());
}

export function useAdminSignUps() {
  return useQuery(adminSignUpsQuery());
}
