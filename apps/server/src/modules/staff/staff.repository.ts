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
      lastLogin,
      query: db
        .select(columns)
        .from(agents)
        .innerJoin(user, eq(user.id, agents.userId))
        .innerJoin(agentOrganisations, eq(agentOrganisations.id, agents.organisationId)),
      count: db
        .select({ total: sql<number>`count(*)::int` })
        .from(agents)
        .innerJoin(user, eq(user.id, agents.userId))
        .innerJoin(agentOrganisations, eq(agentOrganisations.id, agents.organisationId)),
    };
  }
  return {
    s,
    lastLogin,
    query: db
      .select(columns)
      .from(admissionProfessionals)
      .innerJoin(user, eq(user.id, admissionProfessionals.userId)),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(admissionProfessionals)
      .innerJoin(user, eq(user.id, admissionProfessionals.userId)),
  };
}

export async function listMembers(db: DbOrTx, kind: StaffKind, q: StaffListQuery) {
  const { s, lastLogin, query, count } = selectMembers(db, kind);
  const where: SQL[] = [];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    where.push(
      sql`concat_ws(' ', ${user.name}, ${user.email}, ${s.organisation}, ${user.phone}) ilike ${like}`,
    );
  }
  if (q.status) where.push(eq(s.status, q.status));
  const condition = where.length ? and(...where) : undefined;
  const sorts: Record<StaffSort, SQL> = {
    name: sql`lower(${user.name})`,
    email: sql`lower(${user.email})`,
    organisation: sql`lower(${s.organisation})`,
    status: sql`${s.status}::text`,
    families: s.families,
    last_login: sql`${lastLogin}`,
    created: sql`${s.createdAt}`,
  };
  const direction = q.sort_order === 'ASC' ? sql`asc nulls first` : sql`desc nulls last`;
  const [rows, [total]] = await Promise.all([
    query
      .where(condition)
      .orderBy(sql`${sorts[q.sort_by]} ${direction}`, desc(s.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    count.where(condition),
  ]);
  return { rows, total: total?.total ?? 0 };
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
