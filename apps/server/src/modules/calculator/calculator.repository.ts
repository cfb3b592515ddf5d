import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';

const { calculatorUses, colleges, families, user } = schema;

export async function insertUse(db: DbOrTx, values: typeof calculatorUses.$inferInsert) {
  const [row] = await db.insert(calculatorUses).values(values).returning();
  return row!;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Who used the calculator: one row per user, most recent use first, optionally filtered by a search text. */
export async function listCalculatorUsers(
  db: DbOrTx,
  query: { search?: string | undefined; page: number; limit: number },
) {
  const conditions: SQL[] = [isNotNull(calculatorUses.userId)];
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      sql`(${user.name} ilike ${pattern} or ${user.email} ilike ${pattern} or ${families.name} ilike ${pattern}
        or exists (select 1 from ${calculatorUses} as cu2 join ${colleges} as c2 on c2.id = cu2.college_id
          where cu2.user_id = ${calculatorUses.userId} and c2.name ilike ${pattern}))`,
    );
  }
  const where = and(...conditions);
  const lastUsed = sql<Date>`max(${calculatorUses.createdAt})`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        userId: user.id,
        name: user.name,
        email: user.email,
        familyName: sql<string | null>`max(${families.name})`,
        uses: sql<number>`count(*)::int`,
        firstUsedAt: sql<Date>`min(${calculatorUses.createdAt})`,
        lastUsedAt: lastUsed,
      })
      .from(calculatorUses)
      .innerJoin(user, eq(user.id, calculatorUses.userId))
      .leftJoin(families, eq(families.id, calculatorUses.familyId))
      .where(where)
      .groupBy(user.id)
      .orderBy(desc(lastUsed), user.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(distinct ${calculatorUses.userId})::int` })
      .from(calculatorUses)
      .innerJoin(user, eq(user.id, calculatorUses.userId))
      .leftJoin(families, eq(families.id, calculatorUses.familyId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The colleges each of these users calculated for, most recent first. */
export function collegesUsedBy(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  const lastUsed = sql<Date>`max(${calculatorUses.createdAt})`;
  return db
    .select({
      userId: sql<string>`${calculatorUses.userId}`,
      id: colleges.id,
      name: colleges.name,
      state: colleges.state,
      lastUsed,
    })
    .from(calculatorUses)
    .innerJoin(colleges, eq(colleges.id, calculatorUses.collegeId))
    .where(inArray(calculatorUses.userId, userIds))
    .groupBy(calculatorUses.userId, colleges.id)
    .orderBy(desc(lastUsed), colleges.id);
}
