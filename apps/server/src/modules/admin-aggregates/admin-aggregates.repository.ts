import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { desc, isNotNull, sql } from 'drizzle-orm';

const { families, agents, admissionProfessionals } = schema;

const last30 = (column: unknown) => sql`${column} >= now() - interval '30 days'`;
const previous30 = (column: unknown) =>
  sql`${column} >= now() - interval '60 days' and ${column} < now() - interval '30 days'`;

/** Every family figure in one pass over the families table (counts with FILTER, no rows loaded). */
export async function familyCounts(db: DbOrTx) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      count30days: sql<number>`(count(*) filter (where ${last30(families.createdAt)}))::int`,
      previous30days: sql<number>`(count(*) filter (where ${previous30(families.createdAt)}))::int`,
      count60days: sql<number>`(count(*) filter (where ${families.createdAt} >= now() - interval '60 days'))::int`,
      today: sql<number>`(count(*) filter (where ${families.createdAt} >= date_trunc('day', now())))::int`,
      directSignUp: sql<number>`(count(*) filter (where ${families.directSignUp}))::int`,
    })
    .from(families);
  return row!;
}

/** Total, last 30 days and the 30 days before, for a staff table. */
export async function staffCounts(db: DbOrTx, table: typeof agents | typeof admissionProfessionals) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      count30days: sql<number>`(count(*) filter (where ${last30(table.createdAt)}))::int`,
      previous30days: sql<number>`(count(*) filter (where ${previous30(table.createdAt)}))::int`,
    })
    .from(table);
  return row!;
}

export function familiesByState(db: DbOrTx) {
  return db
    .select({ state: sql<string>`${families.state}`, count: sql<number>`count(*)::int` })
    .from(families)
    .where(isNotNull(families.state))
    .groupBy(families.state)
    .orderBy(sql`count(*) desc`, families.state);
}

export function latestFamilies(db: DbOrTx, limit: number) {
  return db
    .select({
      id: families.id,
      userId: families.userId,
      name: families.name,
      email: families.email,
      state: families.state,
      directSignUp: families.directSignUp,
      createdAt: families.createdAt,
    })
    .from(families)
    .orderBy(desc(families.createdAt))
    .limit(limit);
}

/** Sign-ups per ISO week (direct and invited) since the start of the week `weeks - 1` weeks ago. */
export function signUpsByWeek(db: DbOrTx, weeks: number) {
  const week = sql`date_trunc('week', ${families.createdAt})`;
  return db
    .select({
      weekStart: sql<string>`to_char(${week}, 'YYYY-MM-DD')`,
      direct: sql<number>`(count(*) filter (where ${families.directSignUp}))::int`,
      invited: sql<number>`(count(*) filter (where not ${families.directSignUp}))::int`,
    })
    .from(families)
    .where(sql`${families.createdAt} >= date_trunc('week', now()) - make_interval(weeks => ${weeks - 1})`)
    .groupBy(week)
    .orderBy(week);
}
