import {
  InvitationSchema,
  type InviteStaffRequest,
  StaffFamiliesResponseSchema,
  type StaffListItem,
  type StaffListRequest,
  StaffListResponseSchema,
  StaffMemberSchema,
  type UpdateStaffRequest,
} from '@ccp/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { invitationKeys } from '../../invitations';

export type StaffKind = 'agent' | 'professional';

const BASE: Record<StaffKind, string> = {
  agent: '/api/admin/agents',
  professional: '/api/admin/admission-professionals',
};
const FAMILIES_BASE: Record<StaffKind, string> = {
  agent: '/api/admin/agents',
  professional: '/api/admin/professionals',
};
export const staffKeys = {
  all: ['admin-staff'] as const,
  /** One kind's lists and families (what a change to a member or an invitation refreshes). */
  kind: (kind: StaffKind) => [...staffKeys.all, kind] as const,
  list: (kind: StaffKind, request: StaffListRequest) => [...staffKeys.kind(kind), 'list', request] as const,
  families: (kind: StaffKind, id: string | null, page: number) =>
    [...staffKeys.kind(kind), 'families', id, page] as const,
};

export const staffListQuery = (kind: StaffKind, request: StaffListRequest) =>
  queryOptions({
    queryKey: staffKeys.list(kind, request),
    queryFn: ({ signal }) =>
      apiClient.get(`${BASE[kind]}${queryString(request)}`, StaffListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export function useStaffList(kind: StaffKind, request: StaffListRequest) {
  return useQuery(staffListQuery(kind, request));
}

export const staffFamiliesQuery = (kind: StaffKind, id: string | null, page: number) =>
  queryOptions({
    queryKey: staffKeys.families(kind, id, page),
    queryFn: ({ signal }) =>
      apiClient.get(
        `${FAMILIES_BASE[kind]}/${encodeURIComponent(id!)}/families${queryString({ page, limit: 10 })}`,
        StaffFamiliesResponseSchema,
        { signal },
      ),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });

export function useStaffFamilies(kind: StaffKind, id: string | null, page: number) {
  return useQuery(staffFamiliesQuery(kind, id, page));
}

/** Staff lists and invitations lists (features/invitations) both change when an invitation is sent, resent or revoked. */
function useRefreshStaff(kind: StaffKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.kind(kind) }),
      queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
    ]);
}

export function useInviteStaff(kind: StaffKind) {
  const refresh = useRefreshStaff(kind);
  return useMutation({
    mutationFn: (body: InviteStaffRequest) => apiClient.send('POST', BASE[kind], body, InvitationSchema),
    onSuccess: refresh,
  });
}

/** What the admin can do to a row of the list: a member's standing, or an invited row's invitation. */
export type StaffRowAction = 'deactivate' | 'reactivate' | 'remove' | 'resend' | 'revoke';
export interface StaffRowTarget {
  action: StaffRowAction;
  row: StaffListItem;
}

function runRowAction(kind: StaffKind, { action, row }: StaffRowTarget): Promise<unknown> {
  if (action === 'resend' || action === 'revoke') {
    const id = encodeURIComponent(row.invitationId ?? row.id);
    return apiClient.send('POST', `/api/invitations/${id}/${action}`, undefined, InvitationSchema);
  }
  const url = `${BASE[kind]}/${encodeURIComponent(row.id)}`;
  if (action === 'remove') return apiClient.send('DELETE', url, undefined, StaffMemberSchema);
  return apiClient.send(
    'PUT',
    url,
    { name: row.name, status: action === 'deactivate' ? 'inactive' : 'active' },
    StaffMemberSchema,
  );
}

/** A row action run at once (reactivate, resend an invitation). */
export function useStaffRowAction(kind: StaffKind) {
  const refresh = useRefreshStaff(kind);
  return useMutation({
    mutationFn: (target: StaffRowTarget) => runRowAction(kind, target),
    onSuccess: refresh,
  });
}

/** The row action a confirmation dialog asks about (deactivate, remove, revoke): `target` is the one asked. */
export function useConfirmedStaffAction(kind: StaffKind, target: StaffRowTarget | null) {
  const refresh = useRefreshStaff(kind);
  return useMutation({
    mutationFn: () => {
      if (!target) return Promise.reject(new Error('Nothing to confirm.'));
      return runRowAction(kind, target);
    },
    onSuccess: refresh,
  });
}

export function useUpdateStaff(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStaffRequest }) =>
      apiClient.send('PUT', `${BASE[kind]}/${encodeURIComponent(id)}`, body, StaffMemberSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.kind(kind) }),
  });
}
