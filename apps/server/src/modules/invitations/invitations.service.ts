import {
  EMAIL_NOT_INVITABLE_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationKind,
  type InvitationListQuery,
  type InvitationListResponse,
  type InvitationPreview,
  type InviteFamilyRequest,
  type InviteStaffRequest,
} from '@ccp/contracts';
import type { Db, DbOrTx, Tx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, forbidden, notFound, validationFailed } from '../../errors';
import { queueMail } from '../../mail/outbox';
import { invitationMail, staffInvitationMail } from '../../mail/templates';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import * as repo from './invitations.repository';

export interface InvitationsDeps {
  db: Db;
  /** Where links in mail point (PUBLIC_URL). */
  publicUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SIGN_UP_PATH: Record<InvitationKind, string> = {
  family: '/family/signup',
  financial_agent: '/agent/signup',
  admission_professional: '/admission-professional/signup',
};
const ROLE_LABEL: Record<Exclude<InvitationKind, 'family'>, string> = {
  financial_agent: 'a financial agent',
  admission_professional: 'an admission professional',
};

const expiryFromNow = () => new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
const notInvitable = () =>
  new AppError('CONFLICT', EMAIL_NOT_INVITABLE_MESSAGE, { email: EMAIL_NOT_INVITABLE_MESSAGE });
const invalidInvitation = () =>
  new AppError('INVALID_TOKEN', INVITATION_INVALID_MESSAGE, { inviteToken: INVITATION_INVALID_MESSAGE });

export function invitationLink(publicUrl: string, kind: InvitationKind, token: string): string {
  return `${publicUrl}${SIGN_UP_PATH[kind]}?invite=${encodeURIComponent(token)}`;
}

/** The inviter's reach: an agent its organisation's invitations, a professional its own, an admin all. */
export async function scopeOf(db: DbOrTx, actor: Actor): Promise<repo.InviterScope> {
  if (actor.role === 'admin') return { kind: 'admin' };
  if (actor.role === 'financial_agent') {
    const agent = await repo.findAgentOfUser(db, actor.userId);
    if (agent) return { kind: 'agent', organisationId: agent.organisationId };
  }
  if (actor.role === 'admission_professional') {
    const professional = await repo.findProfessionalOfUser(db, actor.userId);
    if (professional) return { kind: 'professional', professionalId: professional.id };
  }
  throw forbidden();
}

function inScope(invitation: repo.InvitationRow, scope: repo.InviterScope): boolean {
  if (scope.kind === 'admin') return true;
  if (scope.kind === 'agent')
    return invitation.kind === 'family' && invitation.organisationId === scope.organisationId;
  return invitation.kind === 'family' && invitation.professionalId === scope.professionalId;
}

type ListItem = NonNullable<Awaited<ReturnType<typeof repo.findInvitationListItem>>>;
const iso = (d: Date | string) => new Date(d).toISOString();

function toInvitation(row: ListItem): Invitation {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organisation: row.organisation,
    invitedBy: row.inviterName ? { name: row.inviterName, role: row.inviterRole } : null,
    sentAt: iso(row.sentAt),
    expiresAt: iso(row.expiresAt),
    acceptedAt: row.acceptedAt ? iso(row.acceptedAt) : null,
  };
}

async function present(db: DbOrTx, id: string): Promise<Invitation> {
  const row = await repo.findInvitationListItem(db, id);
  if (!row) throw notFound('That invitation');
  return toInvitation(row);
}

async function inviterName(db: DbOrTx, actor: Actor): Promise<string> {
  const row = await db.query.user.findFirst({ where: eq(schema.user.id, actor.userId) });
  return row?.name ?? 'College Cost Planner';
}

/** Queues the invitation's mail in the transaction that writes its token (sent by the outbox's sender). */
async function mailInvitation(
  tx: Tx,
  publicUrl: string,
  actor: Actor,
  invitation: repo.InvitationRow,
  token: string,
) {
  const link = invitationLink(publicUrl, invitation.kind, token);
  const inviter = await inviterName(tx, actor);
  await queueMail(
    tx,
    invitation.kind === 'family'
      ? invitationMail({ to: invitation.email, inviter, link })
      : staffInvitationMail({
          to: invitation.email,
          name: invitation.name,
          inviter,
          roleLabel: ROLE_LABEL[invitation.kind],
          link,
          expiresAt: invitation.expiresAt,
        }),
  );
}

/**
 * An agent, a professional or an admin invites a family: the family record (status 'invited') is created attached
 * to the inviter, with the invitation, in one transaction; then the link is mailed.
 */
export async function inviteFamily(
  deps: InvitationsDeps,
  actor: Actor,
  input: InviteFamilyRequest,
): Promise<Invitation> {
  const { token, hash } = newInvitationToken();
  const invitation = await retryingTransaction(deps.db, async (tx) => {
    const scope = await scopeOf(tx, actor);
    if (await repo.findUserByEmail(tx, input.email)) throw notInvitable();
    const existing = await repo.findFamilyByEmail(tx, input.email);
    if (existing?.userId) throw notInvitable();
    const pending = await repo.findPendingForEmail(tx, input.email, 'family');
    if (pending) {
      if (!inScope(pending, scope)) throw notInvitable();
      const message = 'This family already has a pending invitation: resend it from the list instead.';
      throw new AppError('CONFLICT', message, { email: message });
    }
    const agent = scope.kind === 'agent' ? await repo.findAgentOfUser(tx, actor.userId) : undefined;
    const attachment = {
      agentId: agent?.id ?? null,
      organisationId: agent?.organisationId ?? null,
      invitedByProfessionalId: scope.kind === 'professional' ? scope.professionalId : null,
    };
    const familyValues = {
      name: input.name,
      invitationStatus: 'invited' as const,
      directSignUp: false,
      invitedAt: new Date(),
      ...attachment,
    };
    const [family] = existing
      ? await tx
          .update(schema.families)
          .set(familyValues)
          .where(eq(schema.families.id, existing.id))
          .returning()
      : await tx
          .insert(schema.families)
          .values({ ...familyValues, email: input.email })
          .returning();
    const [row] = await repo.insertInvitation(tx, {
      kind: 'family',
      email: input.email,
      name: input.name,
      phone: input.phone || null,
      inviterUserId: actor.userId,
      inviterRole: actor.role,
      agentId: attachment.agentId,
      organisationId: attachment.organisationId,
      professionalId: attachment.invitedByProfessionalId,
      familyId: family!.id,
      tokenHash: hash,
      expiresAt: expiryFromNow(),
    });
    await mailInvitation(tx, deps.publicUrl, actor, row!, token);
    return row!;
  });
  return present(deps.db, invitation.id);
}

/** An admin invites a financial agent or an admission professional; the account is made when the link is used. */
export async function inviteStaff(
  deps: InvitationsDeps,
  actor: Actor,
  kind: Exclude<InvitationKind, 'family'>,
  input: InviteStaffRequest,
): Promise<Invitation> {
  if (actor.role !== 'admin') throw forbidden();
  if (kind === 'financial_agent' && !input.organisation) {
    throw validationFailed({ organisation: 'Enter the organisation the agent joins.' });
  }
  const { token, hash } = newInvitationToken();
  const invitation = await retryingTransaction(deps.db, async (tx) => {
    if (await repo.findUserByEmail(tx, input.email)) throw notInvitable();
    if (await repo.findPendingForEmail(tx, input.email, kind)) {
      const message = 'This person already has a pending invitation: resend it from the list instead.';
      throw new AppError('CONFLICT', message, { email: message });
    }
    const [row] = await repo.insertInvitation(tx, {
      kind,
      email: input.email,
      name: input.name,
      phone: input.phone || null,
      organisationName: input.organisation ?? null,
      inviterUserId: actor.userId,
      inviterRole: actor.role,
      tokenHash: hash,
      expiresAt: expiryFromNow(),
    });
    await mailInvitation(tx, deps.publicUrl, actor, row!, token);
    return row!;
  });
  return present(deps.db, invitation.id);
}

export async function listInvitations(
  db: Db,
  actor: Actor,
  query: InvitationListQuery,
): Promise<InvitationListResponse> {
  const scope = await scopeOf(db, actor);
  const { rows, total } = await repo.listInvitations(db, scope, query);
  return { items: rows.map(toInvitation), page: query.page, limit: query.limit, total };
}

async function invitationInScope(db: DbOrTx, actor: Actor, id: string) {
  const scope = await scopeOf(db, actor);
  const invitation = await repo.findInvitation(db, id);
  // Another inviter's invitation is answered as missing: its existence is not told.
  if (!invitation || !inScope(invitation, scope)) throw notFound('That invitation');
  return invitation;
}

/** A new link (new token, 14 more days); the old link stops working. */
export async function resendInvitation(deps: InvitationsDeps, actor: Actor, id: string): Promise<Invitation> {
  const { token, hash } = newInvitationToken();
  await retryingTransaction(deps.db, async (tx) => {
    const current = await invitationInScope(tx, actor, id);
    if (current.status === 'accepted') {
      throw new AppError('CONFLICT', 'This invitation was already accepted.');
    }
    if (current.status === 'revoked') {
      throw new AppError('CONFLICT', 'This invitation was revoked: send a new invitation instead.');
    }
    if (await repo.findUserByEmail(tx, current.email)) throw notInvitable();
    const updated = await repo.replaceToken(tx, id, hash, expiryFromNow());
    if (!updated) throw new AppError('CONFLICT', 'This invitation can no longer be resent.');
    await mailInvitation(tx, deps.publicUrl, actor, updated, token);
    return updated;
  });
  return present(deps.db, id);
}

/** Voids the link; a family invitation's family record, never signed up, is removed with it. */
export async function revokeInvitation(db: Db, actor: Actor, id: string): Promise<Invitation> {
  await retryingTransaction(db, async (tx) => {
    const current = await invitationInScope(tx, actor, id);
    if (current.status === 'accepted')
      throw new AppError('CONFLICT', 'This invitation was already accepted.');
    if (current.status === 'revoked') throw new AppError('CONFLICT', 'This invitation was already revoked.');
    await repo.markRevoked(tx, id);
    if (current.kind === 'family' && current.familyId) {
      await tx
        .delete(schema.families)
        .where(and(eq(schema.families.id, current.familyId), isNull(schema.families.userId)));
    }
  });
  return present(db, id);
}

/** A usable invitation of the kind for this token, or INVALID_TOKEN. */
export async function usableInvitation(
  db: DbOrTx,
  token: string,
  kind?: InvitationKind,
): Promise<repo.InvitationRow> {
  const found = await repo.findInvitationByHash(db, hashInvitationToken(token));
  if (found?.status !== 'pending' || (kind && found.invitation.kind !== kind)) throw invalidInvitation();
  return found.invitation;
}

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const invitation = await usableInvitation(db, token);
  return {
    kind: invitation.kind,
    name: invitation.name,
    email: invitation.email,
    organisation: invitation.kind === 'family' ? null : invitation.organisationName,
  };
}

/** Spends the invitation inside the sign-up's transaction; a second use (or a race) is refused. */
export async function acceptInvitation(
  tx: Tx,
  invitationId: string,
  userId: string,
): Promise<repo.InvitationRow> {
  const accepted = await repo.markAccepted(tx, invitationId, userId);
  if (!accepted) throw invalidInvitation();
  return accepted;
}

/** A direct sign-up with an invited family's email: that family's pending links stop working. */
export async function voidFamilyInvitations(tx: Tx, familyId: string): Promise<void> {
  await repo.revokePendingOfFamily(tx, familyId);
}
