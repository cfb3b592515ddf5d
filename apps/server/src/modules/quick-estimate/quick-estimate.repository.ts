import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { sql } from 'drizzle-orm';

/** Adds one to the day's anonymous count of estimates (the day in UTC). */
export async function countEstimate(db: DbOrTx, day: string): Promise<void> {
  await db
    .insert(schema.quickEstimateCounts)
    .values({ day, count: 1 })
    .onConflictDoUpdate({
      target: schema.quickEstimateCounts.day,
      set: { count: sql`${schema.quickEstimateCounts.count} + 1` },
    });
}
