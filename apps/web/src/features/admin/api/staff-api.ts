import {
  InvitationSchema,
  type InviteStaffRequest,
  StaffFamiliesResponseSchema,
  type StaffListRequest,
  StaffListResponseSchema,
  StaffMemberSchema,
  type UpdateStaffRequest,
} from '@ccp/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

export type StaffKind = 'agent' | 'professional';

const BASE: Record<StaffKind, string> = {
  agent: '/api/admin/agents',
  professional: '/api/admin/admission-professionals',
};
const FAMILIES_BASE: Record<StaffKind, string> = {
  agent: '/api/admin/agents',
  professional: '/api/admin/professionals',
};
/** The invitations lists (features/invitations) use this key: a new invitation refreshes them. */
const INVITATIONS_KEY = ['invitations'];

export function useStaffList(kind: StaffKind, request: StaffListRequest) {
  return useQuery({
    queryKey: ['admin-staff', kind, 'list', request],
    queryFn: ({ signal }) =>
      apiClient.get(`${BASE[kind]}${queryString(request)}`, StaffListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffFamilies(kind: StaffKind, id: string | null, page: number) {
  return useQuery({
    queryKey: ['admin-staff', kind, 'families', id, page],
    queryFn: ({ signal }) =>
      apiClient.get(
        `${FAMILIES_BASE[kind]}/${encodeURIComponent(id!)}/families${queryString({ page, limit: 10 })}`,
        StaffFamiliesResponseSchema,
        { signal },
      ),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

export function useInviteStaff(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffRequest) => apiClient.send('POST', BASE[kind], body, InvitationSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export function useUpdateStaff(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStaffRequest }) =>
      apiClient.send('PUT', `${BASE[kind]}/${encodeURIComponent(id)}`, body, StaffMemberSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-staff', kind] }),
  });
}

export function useRemoveStaff(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.send('DELETE', `${BASE[kind]}/${encodeURIComponent(id)}`, undefined, StaffMemberSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-staff', kind] }),
  });
}
