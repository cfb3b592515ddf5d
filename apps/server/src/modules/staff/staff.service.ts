import type {
  StaffFamiliesResponse,
  StaffListItem,
  StaffListQuery,
  StaffListResponse,
  StaffMember,
  UpdateStaffRequest,
} from '@ccp/contracts';
import type { Db, DbOrTx } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import type { SessionRevocations } from '../../auth/session-revocations';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, notFound, validationFailed } from '../../errors';
import * as repo from './staff.repository';

export type { StaffKind } from './staff.repository';

export interface StaffDeps {
  db: Db;
  revocations: SessionRevocations;
}

const LABEL: Record<repo.StaffKind, string> = {
  financial_agent: 'That financial agent',
  admission_professional: 'That admission professional',
};
const iso = (d: Date | string) => new Date(d).toISOString();

type Row = NonNullable<Awaited<ReturnType<typeof repo.findMember>>>;
function toMember(row: Row): StaffMember {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organisation: row.organisation,
    status: row.status,
    families: row.families,
    lastLoginAt: row.lastLoginAt ? iso(row.lastLoginAt) : null,
    createdAt: iso(row.createdAt),
  };
}

function toListItem(row: repo.StaffListRow): StaffListItem {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organisation: row.organisation ?? '',
    status: row.status,
    families: Number(row.families),
    lastLoginAt: row.last_login_at ? iso(row.last_login_at) : null,
    createdAt: iso(row.created_at),
    invitationId: row.invitation_id,
    invitationExpiresAt: row.invitation_expires_at ? iso(row.invitation_expires_at) : null,
    invitationExpired: row.invitation_expired === true,
  };
}

async function memberOrNotFound(db: DbOrTx, kind: repo.StaffKind, id: string) {
  const row = await repo.findMember(db, kind, id);
  if (!row) throw notFound(LABEL[kind]);
  return row;
}

/** The members and the pending invitations of the kind, one list (ADR 0037). */
export async function listMembers(
  db: Db,
  kind: repo.StaffKind,
  q: StaffListQuery,
): Promise<StaffListResponse> {
  const { rows, total } = await repo.listMembers(db, kind, q);
  return { items: rows.map(toListItem), page: q.page, limit: q.limit, total };
}

export async function getMember(db: Db, kind: repo.StaffKind, id: string): Promise<StaffMember> {
  return toMember(await memberOrNotFound(db, kind, id));
}

/** Edits a member; status inactive bans the account (no log-in, sessions ended), active lifts it. */
export async function updateMember(
  deps: StaffDeps,
  actor: Actor,
  kind: repo.StaffKind,
  id: string,
  input: UpdateStaffRequest,
): Promise<StaffMember> {
  const member = await retryingTransaction(deps.db, async (tx) => {
    const current = await memberOrNotFound(tx, kind, id);
    if (current.status === 'removed') {
      throw new AppError(
        'CONFLICT',
        'This account was removed: invite the person again to give access back.',
      );
    }
    if (input.organisation !== undefined && input.organisation.trim() === '') {
      throw validationFailed({ organisation: 'Enter the organisation.' });
    }
    await repo.updateUser(tx, current.userId, {
      name: input.name,
      ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
    });
    if (input.organisation !== undefined && input.organisation !== current.organisation) {
      if (kind === 'financial_agent') await repo.setOrganisation(tx, id, input.organisation);
      else await repo.setInstitution(tx, id, input.organisation);
    }
    if (input.status && input.status !== current.status) {
      await repo.setStatus(tx, kind, id, input.status);
      await repo.setBanned(tx, current.userId, input.status === 'inactive' ? 'inactive' : null);
    }
    await recordAudit(tx, actor, {
      familyId: null,
      action: `${kind}.${input.status && input.status !== current.status ? (input.status === 'inactive' ? 'deactivate' : 'reactivate') : 'update'}`,
      entity: kind,
      entityId: id,
      details: { status: input.status ?? current.status },
    });
    return current;
  });
  if (input.status === 'inactive') await deps.revocations.revokeUser(member.userId);
  return getMember(deps.db, kind, id);
}

/** Removes a member: it can no longer sign in; its families stay, unassigned. */
export async function removeMember(
  deps: StaffDeps,
  actor: Actor,
  kind: repo.StaffKind,
  id: string,
): Promise<StaffMember> {
  const member = await retryingTransaction(deps.db, async (tx) => {
    const current = await memberOrNotFound(tx, kind, id);
    if (current.status === 'removed') throw new AppError('CONFLICT', 'This account was already removed.');
    await repo.setStatus(tx, kind, id, 'removed');
    await repo.setBanned(tx, current.userId, 'removed');
    await repo.releaseFamilies(tx, kind, id);
    await recordAudit(tx, actor, { familyId: null, action: `${kind}.remove`, entity: kind, entityId: id });
    return current;
  });
  await deps.revocations.revokeUser(member.userId);
  return getMember(deps.db, kind, id);
}

export async function familiesOf(
  db: Db,
  kind: repo.StaffKind,
  id: string,
  page: number,
  limit: number,
): Promise<StaffFamiliesResponse> {
  await memberOrNotFound(db, kind, id);
  const { rows, total } = await repo.listFamiliesOf(db, kind, id, page, limit);
  return {
    items: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    page,
    limit,
    total,
  };
}
