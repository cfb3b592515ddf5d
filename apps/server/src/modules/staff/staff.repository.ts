import type { StaffListQuery, StaffSort } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';

const { agents, agentOrganisations, admissionProfessionals, user, families, invitations } = schema;

export type StaffKind = 'financial_agent' | 'admission_professional';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns and joins of one kind of staff member (agents with their organisation, professionals with their
 * institution), so that both lists share one query shape. */
function source(kind: StaffKind) {
  if (kind === 'financial_agent') {
    const memberId = sql.raw('"agents"."id"');
    return {
      table: agents,
      id: agents.id,
      userId: agents.userId,
      status: agents.status,
      createdAt: agents.createdAt,
      organisation: agentOrganisations.name,
      families: sql<number>`(select count(*)::int from ${families} f where f.agent_id = ${memberId})`,
      familyOf: (id: string) => eq(families.agentId, id),
    };
  }
  const memberId = sql.raw('"admission_professionals"."id"');
  return {
    table: admissionProfessionals,
    id: admissionProfessionals.id,
    userId: admissionProfessionals.userId,
    status: admissionProfessionals.status,
    createdAt: admissionProfessionals.createdAt,
    organisation: admissionProfessionals.institution,
    families: sql<number>`(select count(*)::int from ${families} f where f.invited_by_professional_id = ${memberId})`,
    familyOf: (id: string) => eq(families.invitedByProfessionalId, id),
  };
}

function selectMembers(db: DbOrTx, kind: StaffKind) {
  const s = source(kind);
  const lastLogin = sql<
    Date | string | null
  >`(select max(se.created_at) from ${schema.session} se where se.user_id = ${user.id} and se.impersonated_by is null)`;
  const columns = {
    id: s.id,
    userId: s.userId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    organisation: s.organisation,
    status: s.status,
    families: s.families,
    lastLoginAt: lastLogin,
    createdAt: s.createdAt,
  };
  if (kind === 'financial_agent') {
    return {
      s,
      query: db
        .select(columns)
        .from(agents)
        .innerJoin(user, eq(user.id, agents.userId))
        .innerJoin(agentOrganisations, eq(agentOrganisations.id, agents.organisationId)),
    };
  }
  return {
    s,
    query: db
      .select(columns)
      .from(admissionProfessionals)
      .innerJoin(user, eq(user.id, admissionProfessionals.userId)),
  };
}

/**
 * One arm of the list per kind: the members (signed-up accounts) with their organisation. Column order and names
 * match `invitedArm`, so that both arms form one UNION ALL (ADR 0037). The costly columns (families, last log-in)
 * are computed by the outer query, for the page's rows only unless the list is sorted by them.
 */
function membersArm(kind: StaffKind): SQL {
  if (kind === 'financial_agent') {
    return sql`select ${agents.id} as id, ${agents.userId} as user_id, ${user.name} as name, ${user.email} as email,
        ${user.phone} as phone, ${agentOrganisations.name} as organisation, ${agents.status}::text as status,
        ${agents.createdAt} as created_at, null::uuid as invitation_id, null::timestamptz as invitation_expires_at
      from ${agents}
      join ${user} on ${user.id} = ${agents.userId}
      join ${agentOrganisations} on ${agentOrganisations.id} = ${agents.organisationId}`;
  }
  return sql`select ${admissionProfessionals.id} as id, ${admissionProfessionals.userId} as user_id,
      ${user.name} as name, ${user.email} as email, ${user.phone} as phone,
      ${admissionProfessionals.institution} as organisation, ${admissionProfessionals.status}::text as status,
      ${admissionProfessionals.createdAt} as created_at, null::uuid as invitation_id,
      null::timestamptz as invitation_expires_at
    from ${admissionProfessionals}
    join ${user} on ${user.id} = ${admissionProfessionals.userId}`;
}

/**
 * The pending (not accepted, not revoked) invitations of the kind, as rows with status 'invited'. An accepted
 * invitation is no longer pending, so the member's own row replaces it; an invitation whose email has an account
 * anyway (a self sign-up) is left out rather than listed twice (emails are stored lower-case: the unique index on
 * the user's email answers).
 */
function invitedArm(kind: StaffKind): SQL {
  return sql`select ${invitations.id} as id, null::text as user_id, ${invitations.name} as name,
      ${invitations.email} as email, ${invitations.phone} as phone,
      coalesce(${invitations.organisationName}, '') as organisation, 'invited'::text as status,
      ${invitations.createdAt} as created_at, ${invitations.id} as invitation_id,
      ${invitations.expiresAt} as invitation_expires_at
    from ${invitations}
    where ${invitations.kind} = ${kind} and ${invitations.status} = 'pending'
      and not exists (select 1 from ${user} u where u.email = lower(${invitations.email}))`;
}

/** A member's families (0 for an invited row) and last log-in (null for an invited row), from the row `s`. */
function familiesOfRow(kind: StaffKind): SQL {
  const column = sql.raw(kind === 'financial_agent' ? 'f.agent_id' : 'f.invited_by_professional_id');
  return sql`(case when s.invitation_id is null then (select count(*)::int from ${families} f where ${column} = s.id) else 0 end)`;
}
const lastLoginOfRow = sql`(select max(se.created_at) from ${schema.session} se where se.user_id = s.user_id and se.impersonated_by is null)`;

function sortOf(kind: StaffKind, by: StaffSort): SQL {
  if (by === 'families') return familiesOfRow(kind);
  if (by === 'last_login') return lastLoginOfRow;
  const plain: Record<Exclude<StaffSort, 'families' | 'last_login'>, string> = {
    name: 'lower(s.name)',
    email: 'lower(s.email)',
    organisation: 'lower(s.organisation)',
    status: 's.status',
    created: 's.created_at',
  };
  return sql.raw(plain[by]);
}

export interface StaffListRow {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  organisation: string;
  status: 'invited' | 'active' | 'inactive' | 'removed';
  families: number;
  last_login_at: Date | string | null;
  created_at: Date | string;
  invitation_id: string | null;
  invitation_expires_at: Date | string | null;
  invitation_expired: boolean;
}

/**
 * The admin's list: members and pending invitations in one UNION ALL, filtered, sorted, counted and paged in SQL.
 * Only the arms the status filter can match are read (`invited` reads the invitations alone, a member status the
 * members alone).
 */
export async function listMembers(db: DbOrTx, kind: StaffKind, q: StaffListQuery) {
  const arms: SQL[] = [];
  if (q.status === undefined || q.status === 'invited') arms.push(invitedArm(kind));
  if (q.status !== 'invited') arms.push(membersArm(kind));
  const union = sql.join(arms, sql` union all `);
  const where: SQL[] = [];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    where.push(sql`concat_ws(' ', s.name, s.email, s.organisation, s.phone) ilike ${like}`);
  }
  if (q.status) where.push(sql`s.status = ${q.status}`);
  const condition = where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``;
  const direction = q.sort_order === 'ASC' ? sql`asc nulls first` : sql`desc nulls last`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select s.*, ${familiesOfRow(kind)} as families, ${lastLoginOfRow} as last_login_at,
        coalesce(s.invitation_expires_at <= now(), false) as invitation_expired
      from (${union}) s${condition}
      order by ${sortOf(kind, q.sort_by)} ${direction}, s.id desc
      limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
    db.execute(sql`select count(*)::int as total from (${union}) s${condition}`),
  ]);
  const total = (counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
  return { rows: (rows as unknown as { rows: StaffListRow[] }).rows, total };
}

export async function findMember(db: DbOrTx, kind: StaffKind, id: string) {
  const { s, query } = selectMembers(db, kind);
  const [row] = await query.where(eq(s.id, id)).limit(1);
  return row;
}

export async function setStatus(
  db: DbOrTx,
  kind: StaffKind,
  id: string,
  status: 'active' | 'inactive' | 'removed',
) {
  const table = kind === 'financial_agent' ? agents : admissionProfessionals;
  await db.update(table).set({ status }).where(eq(table.id, id));
}

/** Banned users cannot sign in (better-auth's admin plugin refuses their log-in). */
export async function setBanned(db: DbOrTx, userId: string, banReason: string | null) {
  await db
    .update(user)
    .set({ banned: banReason !== null, banReason, banExpires: null })
    .where(eq(user.id, userId));
}

export async function updateUser(
  db: DbOrTx,
  userId: string,
  values: { name: string; phone?: string | null },
) {
  await db.update(user).set(values).where(eq(user.id, userId));
}

export async function setInstitution(db: DbOrTx, id: string, institution: string) {
  await db.update(admissionProfessionals).set({ institution }).where(eq(admissionProfessionals.id, id));
}

export async function setOrganisation(db: DbOrTx, id: string, name: string) {
  const trimmed = name.trim();
  let organisation = await db.query.agentOrganisations.findFirst({
    where: eq(sql`lower(${agentOrganisations.name})`, trimmed.toLowerCase()),
  });
  if (!organisation) {
    [organisation] = await db.insert(agentOrganisations).values({ name: trimmed }).returning();
  }
  await db.update(agents).set({ organisationId: organisation!.id }).where(eq(agents.id, id));
}

/** A removed member's families stay, unassigned: an agent's lose their agent and organisation, a professional's
 * their inviter; the member's pending invitations stop working. */
export async function releaseFamilies(db: DbOrTx, kind: StaffKind, id: string) {
  if (kind === 'financial_agent') {
    await db.update(families).set({ agentId: null, organisationId: null }).where(eq(families.agentId, id));
    await db
      .update(invitations)
      .set({ status: 'revoked' })
      .where(and(eq(invitations.agentId, id), eq(invitations.status, 'pending')));
    return;
  }
  await db
    .update(families)
    .set({ invitedByProfessionalId: null })
    .where(eq(families.invitedByProfessionalId, id));
  await db
    .update(invitations)
    .set({ status: 'revoked' })
    .where(and(eq(invitations.professionalId, id), eq(invitations.status, 'pending')));
}

const familyStatus = sql<
  'invited' | 'onboarding' | 'active'
>`case when ${families.invitationStatus} = 'invited' then 'invited' when ${families.completeOnboarding} then 'active' else 'onboarding' end`;

export async function listFamiliesOf(db: DbOrTx, kind: StaffKind, id: string, page: number, limit: number) {
  const where = source(kind).familyOf(id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: families.id,
        userId: families.userId,
        name: families.name,
        email: families.email,
        state: families.state,
        status: familyStatus,
        createdAt: families.createdAt,
      })
      .from(families)
      .where(where)
      .orderBy(desc(families.createdAt), desc(families.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(families).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
