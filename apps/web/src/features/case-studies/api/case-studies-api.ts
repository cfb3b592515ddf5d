import type { MeResponse } from '@ccp/contracts/accounts';
import {
  type CloneType,
  CompareResponseSchema,
  DeleteVersionResponseSchema,
  SavedVersionSchema,
  SavedVersionsResponseSchema,
} from '@ccp/contracts/case-studies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

const KEY = ['family', 'case-studies'] as const;

/**
 * Who is acting for whom: the family's user id and the acting staff member's (`/api/me`'s simulation), and which
 * of the spec's addresses that staff member uses (admin or agent).
 */
export interface ActingAs {
  familyUserId: string;
  staffId: string;
  staffRole: 'admin' | 'agent';
}

export function actingAsOf(me: MeResponse | null | undefined): ActingAs | null {
  const simulation = me?.simulation;
  if (!me || !simulation) return null;
  if (simulation.actorRole !== 'admin' && simulation.actorRole !== 'financial_agent') return null;
  return {
    familyUserId: me.user.id,
    staffId: simulation.actorUserId,
    staffRole: simulation.actorRole === 'admin' ? 'admin' : 'agent',
  };
}

export function useActingAs(): ActingAs | null {
  return actingAsOf(useSession().data);
}

/** The family's saved case studies (GET /api/family/saved-family-versions/{userId}/{adminId} or -agent/...). */
export function useSavedVersions(acting: ActingAs | null) {
  return useQuery({
    queryKey: [...KEY, 'list', acting?.familyUserId],
    enabled: acting !== null,
    queryFn: ({ signal }) => {
      const a = acting!;
      const path =
        a.staffRole === 'admin'
          ? `/api/family/saved-family-versions/${a.familyUserId}/${a.staffId}`
          : `/api/family/saved-family-versions-agent/${a.familyUserId}/${a.staffId}`;
      return apiClient.get(path, SavedVersionsResponseSchema, { signal });
    },
  });
}

export interface CloneInput {
  versionName: string;
  cloneType: CloneType;
  versionId: string | null;
}

/** POST /api/family/clone-to-draft/{userId} (admin) or /clone-to-draft-agent/{userId} (agent). */
export function useCloneVersion(acting: ActingAs | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloneInput) => {
      const a = acting!;
      const path =
        a.staffRole === 'admin'
          ? `/api/family/clone-to-draft/${a.familyUserId}`
          : `/api/family/clone-to-draft-agent/${a.familyUserId}`;
      return apiClient.send(
        'POST',
        path,
        {
          adminId: a.staffId,
          versionName: input.versionName,
          versionId: input.versionId,
          cloneType: input.cloneType,
          agent_access_id: a.staffRole === 'agent' ? a.staffId : null,
        },
        SavedVersionSchema,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] }),
  });
}

/** DELETE /api/family/delete-simulate-version/{id}. */
export function useDeleteVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.send(
        'DELETE',
        `/api/family/delete-simulate-version/${encodeURIComponent(id)}`,
        undefined,
        DeleteVersionResponseSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** GET /api/family/case-studies/compare?versionIds=a,b,c: the family profile and up to three case studies. */
export function useCompare(versionIds: string[]) {
  return useQuery({
    queryKey: [...KEY, 'compare', versionIds],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/family/case-studies/compare?versionIds=${versionIds.map(encodeURIComponent).join(',')}`,
        CompareResponseSchema,
        { signal },
      ),
  });
}
