import {
  type InvitationListRequest,
  InvitationListResponseSchema,
  InvitationSchema,
  type InviteFamilyRequest,
} from '@ccp/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

/** Every invitations query starts with `all` (the admin's staff pages refresh it after adding a member). */
export const invitationKeys = {
  all: ['invitations'] as const,
  list: (request: InvitationListRequest) => [...invitationKeys.all, request] as const,
};

export type Inviter = 'agent' | 'professional';
const INVITE_FAMILY_PATH: Record<Inviter, string> = {
  agent: '/api/agents/invite-family',
  professional: '/api/admission-professionals/invite-family',
};

export const invitationsQuery = (request: InvitationListRequest) =>
  queryOptions({
    queryKey: invitationKeys.list(request),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/invitations${queryString(request)}`, InvitationListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export function useInvitations(request: InvitationListRequest) {
  return useQuery(invitationsQuery(request));
}

export function useInviteFamily(inviter: Inviter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteFamilyRequest) =>
      apiClient.send('POST', INVITE_FAMILY_PATH[inviter], body, InvitationSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

/** Revoke the invitation `id` (the one a confirmation dialog asks about). */
export function useRevokeInvitation(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      if (!id) return Promise.reject(new Error('No invitation was chosen.'));
      return apiClient.send(
        'POST',
        `/api/invitations/${encodeURIComponent(id)}/revoke`,
        undefined,
        InvitationSchema,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

/** Send the invitation again: a new link, 14 more days (the old link stops working). */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.send(
        'POST',
        `/api/invitations/${encodeURIComponent(id)}/resend`,
        undefined,
        InvitationSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
