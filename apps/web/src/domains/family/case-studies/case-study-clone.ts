import type { MeResponse } from '@ccp/contracts/accounts';
import { type CloneType, type SavedVersion, SavedVersionSchema } from '@ccp/contracts/case-studies';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * Who is acting for whom: the family's user id and the acting staff member's (`/api/me`'s simulation), and which
 * of the spec's addresses that staff member uses (admin or agent). Case studies exist only then (ADR 0031).
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

export interface CloneInput {
  versionName: string;
  cloneType: CloneType;
  versionId: string | null;
}

/** POST /api/family/clone-to-draft/{userId} (admin) or /clone-to-draft-agent/{userId} (agent): the new case study. */
export function cloneToDraft(acting: ActingAs, input: CloneInput): Promise<SavedVersion> {
  const path =
    acting.staffRole === 'admin'
      ? `/api/family/clone-to-draft/${acting.familyUserId}`
      : `/api/family/clone-to-draft-agent/${acting.familyUserId}`;
  return apiClient.send(
    'POST',
    path,
    {
      adminId: acting.staffId,
      versionName: input.versionName,
      versionId: input.versionId,
      cloneType: input.cloneType,
      agent_access_id: acting.staffRole === 'agent' ? acting.staffId : null,
    },
    SavedVersionSchema,
  );
}
