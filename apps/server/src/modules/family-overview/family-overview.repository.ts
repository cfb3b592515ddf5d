import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { eq, sql } from 'drizzle-orm';

const { favourites } = schema;

/** How many colleges each of the family's students has saved. */
export async function favouriteCounts(db: DbOrTx, familyId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ studentId: favourites.studentId, n: sql<number>`count(*)::int` })
    .from(favourites)
    .where(eq(favourites.familyId, familyId))
    .groupBy(favourites.studentId);
  return new Map(rows.map((r) => [r.studentId, r.n]));
}
