import type { Db, Tx } from '@ccp/db';
import { isRetryableSqlState, sqlStateOf } from './db-errors';

export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts?: number;
  /** Wait before the first retry; each further retry waits twice as long, with ±50% jitter. */
  baseDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction and, when PostgreSQL aborts it for a deadlock or a serialisation failure, runs it
 * again after a short random wait (3 more times by default). Past that the error goes on, and the error handler
 * answers 503 with Retry-After. `work` may run more than once: it must write only through `tx`.
 */
export async function retryingTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  { attempts = 4, baseDelayMs = 25 }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt >= attempts || !isRetryableSqlState(sqlStateOf(err))) throw err;
      await sleep(baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
}
