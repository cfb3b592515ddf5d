import type { DbOrTx } from '@ccp/db';
import { asc, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A queue table (mail outbox, CRM events): rows wait as `pending` until `next_attempt_at` has come. */
type QueueTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * Claims up to `limit` due rows of a queue for this worker: `FOR UPDATE SKIP LOCKED` lets every instance poll at
 * once without two claiming the same row, and the claim pushes `next_attempt_at` past the attempt (a lease longer
 * than a send may take), so a row whose worker died mid-send is tried again after `leaseMs`, never while in flight.
 * The rows come back oldest first, counted as one more attempt.
 */
export async function claimDue<T extends QueueTable>(
  db: DbOrTx,
  table: T,
  limit: number,
  leaseMs: number,
): Promise<T['$inferSelect'][]> {
  const result = (await db.execute(sql`
    update ${table}
       set attempts = attempts + 1,
           last_attempt_at = now(),
           next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
     where id in (
       select id from ${table}
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
     returning id`)) as unknown as { rows: { id: string }[] };
  const ids = result.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const queue: QueueTable = table;
  const rows = await db.select().from(queue).where(inArray(queue.id, ids)).orderBy(asc(queue.createdAt));
  return rows as T['$inferSelect'][];
}
