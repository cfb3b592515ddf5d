import { type StaffProfile, StaffProfileSchema, type UpdateStaffProfileRequest } from '@ccp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/** Whose own profile: each staff role has its own endpoint. */
export type StaffKind = 'admin' | 'agent' | 'professional';

const PROFILE_PATH: Record<StaffKind, string> = {
  admin: '/api/admin/profile',
  agent: '/api/agents/profile',
  professional: '/api/admission-professionals/profile',
};

const profileKey = (kind: StaffKind) => ['staff-profile', kind] as const;

export function useStaffProfile(kind: StaffKind) {
  return useQuery({
    queryKey: profileKey(kind),
    queryFn: () => apiClient.get(PROFILE_PATH[kind], StaffProfileSchema),
  });
}

export function useUpdateStaffProfile(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStaffProfileRequest) =>
      apiClient.send('PUT', PROFILE_PATH[kind], body, StaffProfileSchema),
    onSuccess: (profile: StaffProfile) => {
      queryClient.setQueryData(profileKey(kind), profile);
      // The header shows the name and initials from the session.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
