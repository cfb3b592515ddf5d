import type { InvitationKind, InvitationListQuery } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';

const { invitations, agents, agentOrganisations, admissionProfessionals, user, families } = schema;

export type InvitationRow = typeof invitations.$inferSelect;

/** Which invitations an inviter may see and act on (ADR 0025). */
export type InviterScope =
  | { kind: 'admin' }
  | { kind: 'agent'; organisationId: string }
  | { kind: 'professional'; professionalId: string };

/** A pending invitation past its expiry reads as expired. */
export const effectiveStatus = sql<
  'pending' | 'accepted' | 'revoked' | 'expired'
>`case when ${invitations.status} = 'pending' and ${invitations.expiresAt} <= now() then 'expired' else ${invitations.status}::text end`;

function scopeCondition(scope: InviterScope): SQL | undefined {
  if (scope.kind === 'agent') return eq(invitations.organisationId, scope.organisationId);
  if (scope.kind === 'professional') return eq(invitations.professionalId, scope.professionalId);
  return undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const listColumns = {
  id: invitations.id,
  kind: invitations.kind,
  status: effectiveStatus,
  name: invitations.name,
  email: invitations.email,
  phone: invitations.phone,
  organisation: sql<
    string | null
  >`coalesce(${invitations.organisationName}, (select o.name from ${agentOrganisations} o where o.id = ${invitations.organisationId}))`,
  inviterName: user.name,
  inviterRole: invitations.inviterRole,
  sentAt: invitations.sentAt,
  expiresAt: invitations.expiresAt,
  acceptedAt: invitations.acceptedAt,
};

export async function listInvitations(db: DbOrTx, scope: InviterScope, q: InvitationListQuery) {
  const where: SQL[] = [];
  const scoped = scopeCondition(scope);
  if (scoped) where.push(scoped);
  if (q.kind) where.push(eq(invitations.kind, q.kind));
  if (q.status) where.push(sql`${effectiveStatus} = ${q.status}`);
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    where.push(sql`concat_ws(' ', ${invitations.name}, ${invitations.email}) ilike ${like}`);
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(invitations)
      .leftJoin(user, eq(user.id, invitations.inviterUserId))
      .where(condition)
      .orderBy(desc(invitations.sentAt), desc(invitations.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(invitations).where(condition),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findInvitationListItem(db: DbOrTx, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(invitations)
    .leftJoin(user, eq(user.id, invitations.inviterUserId))
    .where(eq(invitations.id, id));
  return row;
}

export async function findInvitation(db: DbOrTx, id: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

export async function findInvitationByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ invitation: invitations, status: effectiveStatus })
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash));
  return row;
}

/** A pending, unexpired invitation of the email (any inviter). */
export async function findPendingForEmail(db: DbOrTx, email: string, kind: InvitationKind) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
        eq(invitations.kind, kind),
        eq(invitations.status, 'pending'),
        sql`${invitations.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return row;
}

export function insertInvitation(db: DbOrTx, values: typeof invitations.$inferInsert) {
  return db.insert(invitations).values(values).returning();
}

/** Marks a usable invitation accepted; none is returned when it was used, revoked or expired meanwhile. */
export async function markAccepted(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: new Date(), acceptedUserId: userId })
    .where(
      and(eq(invitations.id, id), eq(invitations.status, 'pending'), sql`${invitations.expiresAt} > now()`),
    )
    .returning();
  return row;
}

export async function replaceToken(db: DbOrTx, id: string, tokenHash: string, expiresAt: Date) {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash, expiresAt, sentAt: new Date(), status: 'pending' })
    .where(and(eq(invitations.id, id), sql`${invitations.status} in ('pending', 'expired')`))
    .returning();
  return row;
}

export async function markRevoked(db: DbOrTx, id: string) {
  const [row] = await db
    .update(invitations)
    .set({ status: 'revoked' })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning();
  return row;
}

/** Every pending invitation of a family record (a direct sign-up or a new invitation voids them). */
export function revokePendingOfFamily(db: DbOrTx, familyId: string) {
  return db
    .update(invitations)
    .set({ status: 'revoked' })
    .where(and(eq(invitations.familyId, familyId), eq(invitations.status, 'pending')));
}

export function findUserByEmail(db: DbOrTx, email: string) {
  return db.query.user.findFirst({ where: eq(sql`lower(${user.email})`, email.toLowerCase()) });
}

export function findFamilyByEmail(db: DbOrTx, email: string) {
  return db.query.families.findFirst({ where: eq(sql`lower(${families.email})`, email.toLowerCase()) });
}

export async function findAgentOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: agents.id, organisationId: agents.organisationId, organisation: agentOrganisations.name })
    .from(agents)
    .innerJoin(agentOrganisations, eq(agentOrganisations.id, agents.organisationId))
    .where(eq(agents.userId, userId));
  return row;
}

export async function findProfessionalOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: admissionProfessionals.id })
    .from(admissionProfessionals)
    .where(eq(admissionProfessionals.userId, userId));
  return row;
}
