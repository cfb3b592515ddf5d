import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, eq, gt, lt, sql } from 'drizzle-orm';

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

const { signupDrafts } = schema;

/** Keeps a sign-up draft (by its id's hash) and forgets every draft that has expired. */
export async function insertSignUpDraft(
  db: DbOrTx,
  values: { idHash: string; answers: Record<string, unknown>; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(signupDrafts).where(lt(signupDrafts.expiresAt, now));
  await db.insert(signupDrafts).values(values);
}

/** A draft that has not expired, by its id's hash. */
export async function findSignUpDraft(db: DbOrTx, idHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(signupDrafts)
    .where(and(eq(signupDrafts.idHash, idHash), gt(signupDrafts.expiresAt, now)));
  return row;
}

export async function deleteSignUpDraft(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(signupDrafts).where(eq(signupDrafts.idHash, idHash));
}
