import type { AdminFamilyListQuery } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type FamilyAccess, familyScope } from '../../auth/family-access';
import { escapeLike, familySearch, openHelpSql as openHelp } from '../family-detail/family-columns';
import { advisedFamilyListColumns, pageOfFamilies } from '../family-detail/family-list';

const { families, agents, agentOrganisations, user } = schema;

function since(period: NonNullable<AdminFamilyListQuery['since']>): SQL {
  if (period === 'today') return sql`${families.createdAt} >= date_trunc('day', now())`;
  return sql`${families.createdAt} >= now() - ${period === '30d' ? sql`interval '30 days'` : sql`interval '60 days'`}`;
}

/** The WHERE clause of the families list: search and filters. */
function listFilter(q: AdminFamilyListQuery): SQL | undefined {
  const where: SQL[] = [];
  // The search shared with the staff portals (a trigram-indexed pre-filter, then the exact test; docs/decisions/0036).
  if (q.search) where.push(familySearch(q.search));
  if (q.notRequestedHelp === '1') where.push(sql`(${openHelp} and ${families.agentId} is null)`);
  if (q.requestedHelp === '1') where.push(openHelp);
  if (q.awaitingAgent === '1') where.push(isNull(families.agentId));
  if (q.directSignUp) where.push(eq(families.directSignUp, q.directSignUp === '1'));
  if (q.state) where.push(eq(families.state, q.state));
  if (q.since) where.push(since(q.since));
  if (q.status === 'invited') where.push(eq(families.invitationStatus, 'invited'));
  if (q.status === 'onboarding')
    where.push(sql`${families.invitationStatus} <> 'invited' and not ${families.completeOnboarding}`);
  if (q.status === 'active')
    where.push(sql`${families.invitationStatus} <> 'invited' and ${families.completeOnboarding}`);
  return where.length ? and(...where) : undefined;
}

const SORTS = {
  name: sql`lower(${families.name})`,
  state: families.state,
  // Kept by a trigger on students, indexed with the id (docs/decisions/0036).
  students: families.studentCount,
  federal_sai: families.federalSai,
  created: families.createdAt,
  last_activity: families.updatedAt,
} as const;
/** Only these sort columns hold nulls; the others can use their index in either direction. */
const NULLABLE_SORTS = new Set<AdminFamilyListQuery['sort_by']>(['state', 'federal_sai']);

export async function listFamilies(db: DbOrTx, access: FamilyAccess, q: AdminFamilyListQuery) {
  const where = and(familyScope(access, 'money'), listFilter(q));
  const direction = q.sort_order === 'ASC' ? asc : desc;
  const nulls = !NULLABLE_SORTS.has(q.sort_by)
    ? sql``
    : q.sort_order === 'ASC'
      ? sql`nulls first`
      : sql`nulls last`;
  const order = sql`${SORTS[q.sort_by]} ${q.sort_order === 'ASC' ? sql`asc` : sql`desc`} ${nulls}`;
  return pageOfFamilies(
    db,
    db
      .select({ ...advisedFamilyListColumns, directSignUp: families.directSignUp })
      .from(families)
      .$dynamic(),
    where,
    [order, direction(families.id)],
    q,
  );
}

/** The families that requested help and have no financial agent yet. */
export async function countHelpWithoutAgent(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(families)
    .where(and(isNull(families.agentId), openHelp));
  return row?.count ?? 0;
}

const agentRef = {
  id: agents.id,
  userId: agents.userId,
  name: user.name,
  email: user.email,
  organisationId: agents.organisationId,
  organisation: agentOrganisations.name,
};

/** The agents an admin may pick, by name, e-mail or organisation. */
export function listAgentOptions(db: DbOrTx, search: string | undefined) {
  const like = search ? `%${escapeLike(search)}%` : null;
  return db
    .select(agentRef)
    .from(agents)
    .innerJoin(user, eq(user.id, agents.userId))
    .innerJoin(agentOrganisations, eq(agentOrganisations.id, agents.organisationId))
    .where(
      like
        ? sql`(${user.name} ilike ${like} or ${user.email} ilike ${like} or ${agentOrganisations.name} ilike ${like})`
        : undefined,
    )
    .orderBy(asc(user.name))
    .limit(50);
}

export async function setAgent(
  db: DbOrTx,
  familyId: string,
  agent: { id: string; organisationId: string } | null,
) {
  await db
    .update(families)
    // Without an agent the family leaves the organisation too (issue 11 item 6: "once its agent is removed it
    // leaves that list"), as when an agent removes it or its agent's account is removed.
    .set({ agentId: agent?.id ?? null, organisationId: agent?.organisationId ?? null })
    .where(eq(families.id, familyId));
}

export function findFamiliesByIds(db: DbOrTx, access: FamilyAccess, ids: string[]) {
  return db
    .select({ id: families.id, userId: families.userId, name: families.name, email: families.email })
    .from(families)
    .where(and(inArray(families.id, ids), familyScope(access, 'write')))
    .for('update');
}

/** Removes the families (their parents, students, favourites, help requests... cascade) and their family accounts. */
export async function deleteFamilies(db: DbOrTx, ids: string[], userIds: string[]) {
  await db.delete(families).where(inArray(families.id, ids));
  if (userIds.length > 0) {
    await db.delete(user).where(and(inArray(user.id, userIds), eq(user.role, 'family')));
  }
}
