import type { Db } from '@ccp/db';
import { isEmbedded, schema } from '@ccp/db';
import { lt, sql } from 'drizzle-orm';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends (epoch milliseconds): the count starts again after it. */
  windowEndsAt: number;
}

/** Counts hits per key in windows that start at a key's first hit. */
export interface WindowCounter {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one hit back (an attempt that turned out not to count, such as a successful log-in). */
  undo(key: string): Promise<void>;
  /** Deletes the windows that have ended. */
  prune(): Promise<number>;
}

const t = schema.rateLimitHits;

/** One in-memory counter per embedded database, shared by every app built on it in this process. */
const memoryCounters = new WeakMap<Db, WindowCounter>();

/**
 * The counter every instance on `db` shares: the `rate_limit_hits` table on a PostgreSQL server; memory on
 * embedded PGlite, which only one process can open (a write there costs about a millisecond, and a flood of
 * counted requests should not queue on the one database connection).
 */
export function windowCounter(db: Db): WindowCounter {
  if (!isEmbedded(db)) return databaseWindowCounter(db);
  let counter = memoryCounters.get(db);
  if (!counter) {
    counter = memoryWindowCounter();
    memoryCounters.set(db, counter);
  }
  return counter;
}

/** Counts in process memory. */
export function memoryWindowCounter(): WindowCounter {
  const windows = new Map<string, WindowCount>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const current = windows.get(key);
      if (current && current.windowEndsAt > now) {
        current.count += 1;
        return { ...current };
      }
      const fresh = { count: 1, windowEndsAt: now + windowMs };
      windows.set(key, fresh);
      return { ...fresh };
    },
    async undo(key) {
      const current = windows.get(key);
      if (current && current.windowEndsAt > Date.now()) current.count = Math.max(0, current.count - 1);
    },
    async prune() {
      const now = Date.now();
      let pruned = 0;
      for (const [key, window] of windows) {
        if (window.windowEndsAt <= now) {
          windows.delete(key);
          pruned += 1;
        }
      }
      return pruned;
    },
  };
}

/**
 * Counts in the database, so that every instance on the same PostgreSQL counts together. One atomic upsert per
 * hit: concurrent hits on any instance never lose a count.
 */
export function databaseWindowCounter(db: Db): WindowCounter {
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
