import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';

const { families, agents, user, session, simulationSessions, familyActivity } = schema;

export interface FamilyToActAs {
  id: string;
  name: string;
  email: string;
  userId: string | null;
  organisationId: string | null;
  agentId: string | null;
}

/** A family by its id or by its user's id (the admin's pages address a family by its user id). */
export async function findFamily(db: DbOrTx, familyId: string): Promise<FamilyToActAs | null> {
  const [row] = await db
    .select({
      id: families.id,
      name: families.name,
      email: families.email,
      userId: families.userId,
      organisationId: families.organisationId,
      agentId: families.agentId,
    })
    .from(families)
    .where(or(eq(families.id, familyId), eq(families.userId, familyId)))
    .limit(1);
  return row ?? null;
}

export async function findFamilyIdByUser(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: families.id })
    .from(families)
    .where(eq(families.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

export async function findUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/** The organisation of an agent's user (the family access rule: same organisation). */
export async function findAgentOrganisation(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ organisationId: agents.organisationId })
    .from(agents)
    .where(eq(agents.userId, userId))
    .limit(1);
  return row?.organisationId ?? null;
}

export async function findSession(db: DbOrTx, sessionId: string) {
  const [row] = await db.select().from(session).where(eq(session.id, sessionId)).limit(1);
  return row ?? null;
}

export async function insertSimulation(db: DbOrTx, values: typeof simulationSessions.$inferInsert) {
  const [row] = await db.insert(simulationSessions).values(values).returning();
  return row!;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The families the switcher offers: all (admin) or one organisation's (agent), searched by name or email. */
export async function listFamilies(
  db: DbOrTx,
  q: { search?: string; organisationId: string | null; page: number; limit: number },
) {
  const where: SQL[] = [];
  if (q.organisationId !== null) where.push(eq(families.organisationId, q.organisationId));
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    where.push(or(ilike(families.name, like), ilike(families.email, like))!);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: families.id, name: families.name, email: families.email, userId: families.userId })
      .from(families)
      .where(condition)
      .orderBy(families.name, families.id)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(families).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const ACTIVITY_PAGE_SIZE = 20;

export type ActivityRow = typeof familyActivity.$inferSelect;

export async function listActivity(
  db: DbOrTx,
  q: { familyId?: string; actorId?: string; page: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const where: SQL[] = [];
  if (q.familyId) where.push(eq(familyActivity.familyId, q.familyId));
  if (q.actorId) where.push(eq(familyActivity.actorUserId, q.actorId));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(familyActivity)
      .where(condition)
      .orderBy(desc(familyActivity.createdAt), desc(familyActivity.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((q.page - 1) * ACTIVITY_PAGE_SIZE),
    db.select({ n: count() }).from(familyActivity).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The families and actors that appear in the log (the admin's filters), by their latest names. */
export async function activityFilters(db: DbOrTx) {
  const [familyRows, actorRows] = await Promise.all([
    db
      .selectDistinctOn([familyActivity.familyId], {
        id: familyActivity.familyId,
        name: familyActivity.familyName,
      })
      .from(familyActivity)
      .orderBy(familyActivity.familyId, desc(familyActivity.id)),
    db
      .selectDistinctOn([familyActivity.actorUserId], {
        id: familyActivity.actorUserId,
        name: familyActivity.actorName,
        role: familyActivity.actorRole,
      })
      .from(familyActivity)
      .where(isNotNull(familyActivity.actorUserId))
      .orderBy(familyActivity.actorUserId, desc(familyActivity.id)),
  ]);
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  return { families: familyRows.sort(byName), actors: actorRows.sort(byName) };
}
