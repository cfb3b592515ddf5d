import type { ErrorCode } from '@ccp/contracts';

/**
 * The database error in a cause chain, or null: Drizzle wraps the errors of pg and PGlite (both carry `code`, the
 * SQLSTATE, and `severity`) in a DrizzleQueryError whose `cause` is the original.
 */
export function databaseErrorOf(err: unknown): Record<string, unknown> | null {
  let current: unknown = err;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const record = current as Record<string, unknown>;
    if (
      typeof record.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(record.code) &&
      typeof record.severity === 'string'
    ) {
      return record;
    }
    current = record.cause;
  }
  return null;
}

/** The SQLSTATE of a database error, wherever it sits in the cause chain; null for any other error. */
export const sqlStateOf = (err: unknown) => (databaseErrorOf(err)?.code as string | undefined) ?? null;

/** Deadlock and serialisation failure: PostgreSQL aborted the transaction, and running it again may succeed. */
export const isRetryableSqlState = (state: string | null) => state === '40P01' || state === '40001';

export interface DbFailure {
  code: ErrorCode;
  message: string;
  /** Seconds, for the Retry-After header of a 503. */
  retryAfter?: number;
}

const CONFLICT = 'This record already exists or was changed by someone else. Reload and try again.';
const NOT_STORABLE = 'The request holds text that cannot be stored, such as an invisible NUL character.';
const BUSY: DbFailure = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is busy. Please try again in a moment.',
  retryAfter: 1,
};

const BY_STATE: Record<string, DbFailure> = {
  '23505': { code: 'CONFLICT', message: CONFLICT },
  '23503': {
    code: 'CONFLICT',
    message: 'A record this change refers to was removed, or is still in use. Reload and try again.',
  },
  '23514': { code: 'VALIDATION_FAILED', message: 'A value in the request is not allowed.' },
  '22021': { code: 'VALIDATION_FAILED', message: NOT_STORABLE },
  '22P05': { code: 'VALIDATION_FAILED', message: NOT_STORABLE },
  '22003': { code: 'VALIDATION_FAILED', message: 'A number in the request is too large or too small.' },
  '22001': { code: 'VALIDATION_FAILED', message: 'A text in the request is too long.' },
  '22P02': { code: 'VALIDATION_FAILED', message: 'A value in the request is not in the expected form.' },
  '22007': { code: 'VALIDATION_FAILED', message: 'A date in the request is not in the expected form.' },
  '22008': { code: 'VALIDATION_FAILED', message: 'A date in the request is out of range.' },
  '40P01': BUSY,
  '40001': BUSY,
  '55P03': BUSY,
  '57014': BUSY,
  '53300': BUSY,
  '57P01': BUSY,
  '57P03': BUSY,
};

/**
 * The answer to a request that failed on a database error caused by its input or by load; null for the rest
 * (those are bugs: 500). Class 08 (connection exceptions) is load or an outage: 503 as well.
 */
export function dbFailureOf(state: string): DbFailure | null {
  return BY_STATE[state] ?? (state.startsWith('08') ? BUSY : null);
}
