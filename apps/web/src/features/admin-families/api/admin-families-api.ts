import {
  AdminFamilyDetailSchema,
  type AdminFamilyListRequest,
  AdminFamilyListResponseSchema,
  AgentOptionsResponseSchema,
  DeleteFamiliesResponseSchema,
  NotRequestedHelpResponseSchema,
} from '@ccp/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

export function useAdminFamilies(request: AdminFamilyListRequest) {
  return useQuery({
    queryKey: ['admin-families', 'list', request],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/families${queryString(request)}`, AdminFamilyListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHelpWithoutAgentCount() {
  return useQuery({
    queryKey: ['admin-families', 'not-requested-help'],
    queryFn: ({ signal }) =>
      apiClient.get('/api/admin/families/not-requested-help', NotRequestedHelpResponseSchema, { signal }),
  });
}

export function useDeleteFamilies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (familyIds: string[]) =>
      apiClient.send('DELETE', '/api/admin/families/delete', { familyIds }, DeleteFamiliesResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-families'] }),
  });
}

export function useAdminFamily(id: string) {
  return useQuery({
    queryKey: ['admin-families', 'one', id],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/families/${encodeURIComponent(id)}`, AdminFamilyDetailSchema, { signal }),
  });
}

export function useAgentOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin-families', 'agent-options', search],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/admin/financial-agents/options${queryString({ search })}`,
        AgentOptionsResponseSchema,
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useFamilyAgent(id: string) {
  const queryClient = useQueryClient();
  const done = (detail: unknown) => {
    queryClient.setQueryData(['admin-families', 'one', id], detail);
    void queryClient.invalidateQueries({ queryKey: ['admin-families', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['admin-families', 'not-requested-help'] });
  };
  const assign = useMutation({
    mutationFn: (agentId: string) =>
      apiClient.send(
        'POST',
        `/api/admin/families/${encodeURIComponent(id)}/assign-financial-agent`,
        { agentId },
        AdminFamilyDetailSchema,
      ),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: () =>
      apiClient.send(
        'POST',
        `/api/admin/families/${encodeURIComponent(id)}/remove-financial-agent`,
        undefined,
        AdminFamilyDetailSchema,
      ),
    onSuccess: done,
  });
  return { assign, remove };
}
