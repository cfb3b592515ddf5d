import { type StaffProfile, StaffProfileSchema, type UpdateStaffProfileRequest } from '@ccp/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeWriteAnswer } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';

/** Whose own profile: each staff role has its own endpoint. */
export type StaffKind = 'admin' | 'agent' | 'professional';

const PROFILE_PATH: Record<StaffKind, string> = {
  admin: '/api/admin/profile',
  agent: '/api/agents/profile',
  professional: '/api/admission-professionals/profile',
};

export const staffProfileKeys = {
  all: ['staff-profile'] as const,
  one: (kind: StaffKind) => [...staffProfileKeys.all, kind] as const,
};

export const staffProfileQuery = (kind: StaffKind) =>
  queryOptions({
    queryKey: staffProfileKeys.one(kind),
    queryFn: () => apiClient.get(PROFILE_PATH[kind], StaffProfileSchema),
  });

export function useStaffProfile(kind: StaffKind) {
  return useQuery(staffProfileQuery(kind));
}

export function useUpdateStaffProfile(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStaffProfileRequest) =>
      apiClient.send('PUT', PROFILE_PATH[kind], body, StaffProfileSchema),
    onSuccess: (profile: StaffProfile) => {
      storeWriteAnswer(queryClient, staffProfileQuery(kind).queryKey, profile);
      // The header shows the name and initials from the session.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
