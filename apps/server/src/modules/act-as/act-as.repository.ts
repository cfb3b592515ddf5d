import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import { type FamilyAccess, familyIdInScope, familyScope } from '../../auth/family-access';

const { families, user, session, simulationSessions, familyActivity } = schema;

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

export async function findSession(db: DbOrTx, sessionId: string) {
  const [row] = await db.select().from(session).where(eq(session.id, sessionId)).limit(1);
  return row ?? null;
}

export async function insertSimulation(db: DbOrTx, values: typeof simulationSessions.$inferInsert) {
  const [row] = await db.insert(simulationSessions).values(values).returning();
  return row!;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The families the switcher offers: those the staff member may act as, searched by name or email. */
export async function listFamilies(
  db: DbOrTx,
  access: FamilyAccess,
  q: { search?: string; page: number; limit: number },
) {
  const where: SQL[] = [familyScope(access, 'act')];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    where.push(or(ilike(families.name, like), ilike(families.email, like))!);
  }
  const condition = and(...where);
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

/** One page of the log, newest first. */
async function pageOfActivity(db: DbOrTx, condition: SQL | undefined, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(familyActivity)
      .where(condition)
      .orderBy(desc(familyActivity.createdAt), desc(familyActivity.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((page - 1) * ACTIVITY_PAGE_SIZE),
    db.select({ n: count() }).from(familyActivity).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The log of the families the access reaches (with money), filterable by family and actor. */
export function listActivity(
  db: DbOrTx,
  access: FamilyAccess,
  q: { familyId?: string; actorId?: string; page: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const where: SQL[] = [familyIdInScope(familyActivity.familyId, access, 'money')];
  if (q.familyId) where.push(eq(familyActivity.familyId, q.familyId));
  if (q.actorId) where.push(eq(familyActivity.actorUserId, q.actorId));
  return pageOfActivity(db, and(...where), q.page);
}

/** A family's own log (read by the family itself). */
export function listOwnActivity(db: DbOrTx, familyId: string, page: number) {
  return pageOfActivity(db, eq(familyActivity.familyId, familyId), page);
}

/** The families and actors that appear in the log (the admin's filters), by their latest names. */
export async function activityFilters(db: DbOrTx, access: FamilyAccess) {
  const inScope = familyIdInScope(familyActivity.familyId, access, 'money');
  const [familyRows, actorRows] = await Promise.all([
    db
      .selectDistinctOn([familyActivity.familyId], {
        id: familyActivity.familyId,
        name: familyActivity.familyName,
      })
      .from(familyActivity)
      .where(inScope)
      .orderBy(familyActivity.familyId, desc(familyActivity.id)),
    db
      .selectDistinctOn([familyActivity.actorUserId], {
        id: familyActivity.actorUserId,
        name: familyActivity.actorName,
        role: familyActivity.actorRole,
      })
      .from(familyActivity)
      .where(and(inScope, isNotNull(familyActivity.actorUserId)))
      .orderBy(familyActivity.actorUserId, desc(familyActivity.id)),
  ]);
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  return { families: familyRows.sort(byName), actors: actorRows.sort(byName) };
}
