import {
  AgentFamilyDetailSchema,
  type AgentFamilyListRequest,
  AgentFamilyListResponseSchema,
  RemoveFamilyResponseSchema,
} from '@ccp/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

const familyUrl = (id: string) => `/api/agents/families/${encodeURIComponent(id)}`;

/** The organisation's families, one page, with the dashboard's figures. */
export function useAgentFamilies(request: AgentFamilyListRequest) {
  return useQuery({
    queryKey: ['agent-families', 'list', request],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/agents/families${queryString(request)}`, AgentFamilyListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAgentFamily(id: string) {
  return useQuery({
    queryKey: ['agent-families', 'one', id],
    queryFn: ({ signal }) => apiClient.get(familyUrl(id), AgentFamilyDetailSchema, { signal }),
    retry: false,
  });
}

/** Takes the family out of the agent's organisation. */
export function useRemoveFamily(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.send('POST', `${familyUrl(id)}/remove-family`, undefined, RemoveFamilyResponseSchema),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['agent-families', 'one', id] });
      return queryClient.invalidateQueries({ queryKey: ['agent-families', 'list'] });
    },
  });
}
