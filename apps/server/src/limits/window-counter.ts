import type { Db } from '@ccp/db';
import { schema } from '@ccp/db';
import { lt, sql } from 'drizzle-orm';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends (epoch milliseconds): the count starts again after it. */
  windowEndsAt: number;
}

/**
 * Counts hits per key in windows that start at a key's first hit, in the database, so that every instance on the
 * same database counts together. One atomic upsert per hit: concurrent hits on any instance never lose a count.
 */
export interface WindowCounter {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one hit back (an attempt that turned out not to count, such as a successful log-in). */
  undo(key: string): Promise<void>;
  /** Deletes the windows that have ended. */
  prune(): Promise<number>;
}

const t = schema.rateLimitHits;

export function windowCounter(db: Db): WindowCounter {
  return {
    async hit(key, windowMs) {
      const ended = sql`${t.windowEndsAt} <= now()`;
      const [row] = await db
        .insert(t)
        .values({ key, count: 1, windowEndsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${ended} then 1 else ${t.count} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${t.windowEndsAt} end`,
          },
        })
        .returning({ count: t.count, windowEndsAt: t.windowEndsAt });
      return { count: row!.count, windowEndsAt: row!.windowEndsAt.getTime() };
    },
    async undo(key) {
      await db
        .update(t)
        .set({ count: sql`greatest(${t.count} - 1, 0)` })
        .where(sql`${t.key} = ${key} and ${t.windowEndsAt} > now()`);
    },
    async prune() {
      const gone = await db.delete(t).where(lt(t.windowEndsAt, sql`now()`)).returning({ key: t.key });
      return gone.length;
    },
  };
}
