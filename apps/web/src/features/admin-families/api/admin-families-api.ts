import {
  type AdminFamilyDetail,
  AdminFamilyDetailSchema,
  type AdminFamilyListRequest,
  AdminFamilyListResponseSchema,
  AgentOptionsResponseSchema,
  DeleteFamiliesResponseSchema,
  NotRequestedHelpResponseSchema,
} from '@ccp/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffFamilyRoots } from '../../../domains/family/staff/staff-family-keys';
import { apiClient } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

/** Under the root a help thread's answer refreshes (domains/family/staff/staff-family-keys.ts). */
export const adminFamilyKeys = {
  all: staffFamilyRoots.admin,
  lists: () => [...adminFamilyKeys.all, 'list'] as const,
  list: (request: AdminFamilyListRequest) => [...adminFamilyKeys.lists(), request] as const,
  helpWithoutAgent: () => [...adminFamilyKeys.all, 'not-requested-help'] as const,
  one: (id: string) => [...adminFamilyKeys.all, 'one', id] as const,
  agentOptions: (search: string) => [...adminFamilyKeys.all, 'agent-options', search] as const,
};

export const adminFamiliesQuery = (request: AdminFamilyListRequest) =>
  queryOptions({
    queryKey: adminFamilyKeys.list(request),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/families${queryString(request)}`, AdminFamilyListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminFamilies(request: AdminFamilyListRequest) {
  return useQuery(adminFamiliesQuery(request));
}

export const helpWithoutAgentCountQuery = () =>
  queryOptions({
    queryKey: adminFamilyKeys.helpWithoutAgent(),
    queryFn: ({ signal }) =>
      apiClient.get('/api/admin/families/not-requested-help', NotRequestedHelpResponseSchema, { signal }),
  });

export function useHelpWithoutAgentCount() {
  return useQuery(helpWithoutAgentCountQuery());
}

export function useDeleteFamilies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (familyIds: string[]) =>
      apiClient.send('DELETE', '/api/admin/families/delete', { familyIds }, DeleteFamiliesResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFamilyKeys.all }),
  });
}

export const adminFamilyQuery = (id: string) =>
  queryOptions({
    queryKey: adminFamilyKeys.one(id),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/families/${encodeURIComponent(id)}`, AdminFamilyDetailSchema, { signal }),
  });

export function useAdminFamily(id: string) {
  return useQuery(adminFamilyQuery(id));
}

export const agentOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: adminFamilyKeys.agentOptions(search),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/admin/financial-agents/options${queryString({ search })}`,
        AgentOptionsResponseSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useAgentOptions(search: string, enabled: boolean) {
  return useQuery({ ...agentOptionsQuery(search), enabled });
}

export function useFamilyAgent(id: string) {
  const queryClient = useQueryClient();
  const done = (detail: AdminFamilyDetail) => {
    queryClient.setQueryData(adminFamilyQuery(id).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: adminFamilyKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: adminFamilyKeys.helpWithoutAgent() });
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
