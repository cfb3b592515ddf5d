import {
  AgentFamilyDetailSchema,
  type AgentFamilyListRequest,
  AgentFamilyListResponseSchema,
  RemoveFamilyResponseSchema,
} from '@ccp/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffFamilyRoots } from '../../../domains/family/staff/staff-family-keys';
import { apiClient } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

/** Under the root a help thread's answer refreshes (domains/family/staff/staff-family-keys.ts). */
export const agentFamilyKeys = {
  all: staffFamilyRoots.agent,
  lists: () => [...agentFamilyKeys.all, 'list'] as const,
  list: (request: AgentFamilyListRequest) => [...agentFamilyKeys.lists(), request] as const,
  one: (id: string) => [...agentFamilyKeys.all, 'one', id] as const,
};

const familyUrl = (id: string) => `/api/agents/families/${encodeURIComponent(id)}`;

/** The organisation's families, one page, with the dashboard's figures. */
export const agentFamiliesQuery = (request: AgentFamilyListRequest) =>
  queryOptions({
    queryKey: agentFamilyKeys.list(request),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/agents/families${queryString(request)}`, AgentFamilyListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAgentFamilies(request: AgentFamilyListRequest) {
  return useQuery(agentFamiliesQuery(request));
}

export const agentFamilyQuery = (id: string) =>
  queryOptions({
    queryKey: agentFamilyKeys.one(id),
    queryFn: ({ signal }) => apiClient.get(familyUrl(id), AgentFamilyDetailSchema, { signal }),
    retry: false,
  });

export function useAgentFamily(id: string) {
  return useQuery(agentFamilyQuery(id));
}

/** Takes the family out of the agent's organisation. */
export function useRemoveFamily(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.send('POST', `${familyUrl(id)}/remove-family`, undefined, RemoveFamilyResponseSchema),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: agentFamilyKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: agentFamilyKeys.lists() });
    },
  });
}
