import { writeSync } from 'node:fs';
import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { FastifyLoggerStreamDestination } from 'fastify/types/logger';
import { databaseErrorOf } from './database/db-errors';

const nameOf = (value: unknown) =>
  typeof value === 'string' && /^[\w.$-]{1,128}$/.test(value) ? value : undefined;

/**
 * An error as a log line holds it: class, code, status, SQLSTATE (with the constraint, table and column names) and
 * the stack frames. Never the message: a database error's message and a Drizzle error's carry the query's values
 * (the whole CSV of an import, a family's incomes), and a validation message can quote the input.
 */
export function errorForLog(err: unknown) {
  const e = (typeof err === 'object' && err !== null ? err : {}) as Record<string, unknown>;
  const type = (err as { constructor?: { name?: string } } | null)?.constructor?.name ?? typeof err;
  const code = nameOf(e.code);
  const db = databaseErrorOf(err);
  const stack =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 20)
          .join('\n')
      : '';
  return {
    type,
    message: code ? `${type} ${code}` : type,
    stack,
    ...(code ? { code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(db
      ? {
          sqlState: nameOf(db.code),
          constraint: nameOf(db.constraint),
          table: nameOf(db.table),
          column: nameOf(db.column),
        }
      : {}),
  };
}

/** A request as a log line holds it: no headers (cookie, authorization), no body, and no search parameters. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}

/** Whatever a log call passes by mistake under these keys is removed before the line is written. */
const REDACTED_PATHS = [
  'req.headers',
  'req.body',
  'req.query',
  'body',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'err.params',
  'err.query',
  'err.cause',
];

/** The server's logger: personal and financial data never reach a log line. */
export function loggerOptions(
  level: string,
  stream?: FastifyLoggerStreamDestination,
): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: requestForLog,
      err: (err: FastifyError) => errorForLog(err),
    },
    redact: { paths: REDACTED_PATHS, remove: true },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Where the server's log lines go by default: standard output, one blocking write per line (as Node writes
 * `console.log` to a pipe), nothing buffered. pino's own default buffers lines and, at exit, writes them out in a
 * loop that retries every 100 ms until they are written: when standard output is a pipe whose reader has gone
 * (EPIPE, a parent that exited), that loop never ends and the process never exits (issue 18 item 8). Here a
 * failed write drops the line, and after a broken pipe every later one: a log line is never worth a hang.
 */
export function stdoutLogStream(fd = 1): { write(line: string): void } {
  let broken = false;
  return {
    write(line: string) {
      if (broken) return;
      let rest = Buffer.from(line);
      try {
        while (rest.length > 0) rest = rest.subarray(writeSync(fd, rest));
      } catch (err) {
        // EAGAIN: a non-blocking pipe that is full; this line is dropped, the next may pass. Anything else
        // (EPIPE, EBADF) will not get better.
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') broken = true;
      }
    },
  };
}
