/* Who may work on a family's case studies (issue 12): an admin (any family) or a financial agent of the family's
 * organisation, acting as the family or with its own session; never the family alone, never a professional. */
import type { DbOrTx } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { type FamilyAccess, type FamilyAction, may, requireFamilyAccess } from '../../auth/family-access';
import { forbidden, notFound } from '../../errors';
import type { FamilyRow, VersionRow } from './case-studies.repository';
import * as repo from './case-studies.repository';

export const STAFF_ONLY =
  'Case studies are made by an administrator or a financial agent, with their own session or acting as the family.';
export const FAMILY_NOT_FOUND = 'That family';
export const VERSION_NOT_FOUND = 'That case study';

export interface Staff {
  /** The staff member's user id (the spec's adminId / agentId). */
  userId: string;
  role: 'admin' | 'financial_agent';
  /** The agent record and its organisation; null for an admin. */
  agentId: string | null;
  organisationId: string | null;
  /** Whether the request comes from a family session an admin or agent acts in (simulation). */
  simulated: boolean;
  /** The staff member's access to families (auth/family-access: the one rule). */
  access: FamilyAccess;
}

/** The staff member behind a request: the actor itself, or the admin or agent acting as the family. */
export async function staffOf(db: DbOrTx, actor: Actor): Promise<Staff> {
  if (actor.role === 'family' && !actor.impersonatedBy) throw forbidden(STAFF_ONLY);
  const access = await requireFamilyAccess(db, actor, ['admin', 'agent'], STAFF_ONLY);
  const simulated = actor.role === 'family';
  if (access.kind === 'admin') {
    return { userId: access.userId, role: 'admin', agentId: null, organisationId: null, simulated, access };
  }
  return {
    userId: access.userId,
    role: 'financial_agent',
    agentId: access.agentId,
    organisationId: access.organisationId,
    simulated,
    access,
  };
}

/**
 * The family, if the staff member may `action` it (auth/family-access: an admin any family, an agent its
 * organisation's); acting as a family, the session's own family only. Anything else is "not found", so that ids
 * of other families leak nothing.
 */
export function assertSees(
  actor: Actor,
  staff: Staff,
  action: FamilyAction,
  family: FamilyRow | undefined,
): FamilyRow {
  if (!family) throw notFound(FAMILY_NOT_FOUND);
  if (staff.simulated && family.userId !== actor.userId) throw notFound(FAMILY_NOT_FOUND);
  if (!may(staff.access, action, family)) throw notFound(FAMILY_NOT_FOUND);
  return family;
}

/** The family a path's `userId` names, if the caller may `action` it. */
export async function familyOfUser(
  db: DbOrTx,
  actor: Actor,
  staff: Staff,
  action: FamilyAction,
  familyUserId: string,
) {
  return assertSees(actor, staff, action, await repo.findFamilyByUser(db, familyUserId));
}

/** A case study and its family, if the caller may `action` that family (otherwise: not found). */
export async function versionFor(
  db: DbOrTx,
  actor: Actor,
  staff: Staff,
  action: FamilyAction,
  version: VersionRow | undefined,
): Promise<{ version: VersionRow; family: FamilyRow }> {
  if (!version) throw notFound(VERSION_NOT_FOUND);
  const family = await repo.findFamily(db, version.familyId);
  try {
    return { version, family: assertSees(actor, staff, action, family) };
  } catch {
    throw notFound(VERSION_NOT_FOUND);
  }
}

/** The spec's staff id in a path or body must be the caller's own (actor.id while acting as the family). */
export function assertStaffId(
  staff: Staff,
  id: string | null | undefined,
  expectedRole?: Staff['role'],
): void {
  if (expectedRole && staff.role !== expectedRole) {
    throw forbidden(
      expectedRole === 'admin'
        ? 'This address is for an administrator; an agent uses the -agent address.'
        : 'This address is for a financial agent; an administrator uses the address without -agent.',
    );
  }
  if (id != null && id !== staff.userId && id !== staff.agentId) {
    throw forbidden('The staff id does not match who is signed in.');
  }
}
