import type { DbHandle } from '@ccp/db';
import { createTestDb } from '@ccp/db/testing';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../plugins/errors';
import { dbFailureOf, sqlStateOf } from './db-errors';
import { retryingTransaction } from './retrying-transaction';

let handle: DbHandle;
let app: FastifyInstance;

/** What failing PostgreSQL raises, wrapped as Drizzle wraps it (the SQLSTATE is on the cause). */
function wrappedDbError(code: string) {
  const cause = Object.assign(new Error('deadlock detected'), { code, severity: 'ERROR' });
  return Object.assign(new Error('Failed query: update ...\nparams: secret'), { cause });
}

const failingStatements = {
  unique: sql`insert into probe (id) values (1), (1)`,
  nul: sql`insert into probe (id, label) values (2, ${'a\u0000b'})`,
  range: sql`insert into probe (id) values (${2_147_483_648})`,
  syntax: sql`insert into probe (id) values (${'twelve'}::int)`,
  bug: sql`select 1 / 0`,
} as const;

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.execute(sql`create table probe (id integer primary key, label text)`);
  app = Fastify();
  await app.register(errorsPlugin);
  app.get<{ Params: { kind: keyof typeof failingStatements } }>('/fail/:kind', async (request) => {
    await handle.db.execute(failingStatements[request.params.kind]);
    return { ok: true };
  });
  app.get('/fail/deadlock', async () => {
    throw wrappedDbError('40P01');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe('database errors', () => {
  it('finds the SQLSTATE on the cause of a Drizzle error, on this engine', async () => {
    const err = await handle.db.execute(failingStatements.unique).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(sqlStateOf(err)).toBe('23505');
    expect(sqlStateOf(new Error('plain'))).toBeNull();
    expect(sqlStateOf(Object.assign(new Error('node'), { code: 'EPIPE' }))).toBeNull();
  });

  it('answer with the right status and the one error shape', async () => {
    const expected = {
      unique: [409, 'CONFLICT'],
      nul: [400, 'VALIDATION_FAILED'],
      range: [400, 'VALIDATION_FAILED'],
      syntax: [400, 'VALIDATION_FAILED'],
      bug: [500, 'INTERNAL'],
      deadlock: [503, 'SERVICE_UNAVAILABLE'],
    } as const;
    for (const [kind, [status, code]] of Object.entries(expected)) {
      const res = await app.inject({ method: 'GET', url: `/fail/${kind}` });
      expect([kind, res.statusCode, (res.json() as { error: { code: string } }).error.code]).toEqual([
        kind,
        status,
        code,
      ]);
      expect(res.body).not.toContain('probe');
      expect(res.body).not.toContain('secret');
    }
    const busy = await app.inject({ method: 'GET', url: '/fail/deadlock' });
    expect(busy.headers['retry-after']).toBe('1');
  });

  it('maps serialisation failures and lost connections to 503, and leaves bugs alone', () => {
    expect(dbFailureOf('40001')?.code).toBe('SERVICE_UNAVAILABLE');
    expect(dbFailureOf('08006')?.retryAfter).toBe(1);
    expect(dbFailureOf('23503')?.code).toBe('CONFLICT');
    expect(dbFailureOf('42P01')).toBeNull();
  });
});

describe('retryingTransaction', () => {
  it('runs a transaction aborted by a deadlock again, and only the last run is kept', async () => {
    let runs = 0;
    const result = await retryingTransaction(
      handle.db,
      async (tx) => {
        runs += 1;
        await tx.execute(sql`insert into probe (id, label) values (${100 + runs}, 'run')`);
        if (runs < 3) throw wrappedDbError(runs === 1 ? '40P01' : '40001');
        return runs;
      },
      { baseDelayMs: 1 },
    );
    expect(result).toBe(3);
    const rows = (await handle.db.execute(sql`select id from probe where label = 'run'`)) as unknown as {
      rows: { id: number }[];
    };
    expect(rows.rows).toEqual([{ id: 103 }]);
  });

  it('gives up after its attempts, and never retries other errors', async () => {
    let runs = 0;
    const deadlocked = retryingTransaction(
      handle.db,
      async () => {
        runs += 1;
        throw wrappedDbError('40P01');
      },
      { attempts: 3, baseDelayMs: 1 },
    );
    await expect(deadlocked).rejects.toThrow();
    expect(runs).toBe(3);

    runs = 0;
    const unique = retryingTransaction(handle.db, async (tx) => {
      runs += 1;
      await tx.execute(failingStatements.unique);
    });
    await expect(unique).rejects.toThrow();
    expect(runs).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, two writers that lock the same rows in opposite order both succeed',
    async () => {
      await handle.db.execute(sql`insert into probe (id, label) values (201, 'a'), (202, 'b')`);
      const writer = (first: number, second: number) =>
        retryingTransaction(handle.db, async (tx) => {
          await tx.execute(sql`update probe set label = label || '+' where id = ${first}`);
          await tx.execute(sql`select pg_sleep(0.2)`);
          await tx.execute(sql`update probe set label = label || '+' where id = ${second}`);
        });
      await Promise.all([writer(201, 202), writer(202, 201)]);
      const rows = (await handle.db.execute(
        sql`select label from probe where id in (201, 202) order by id`,
      )) as unknown as { rows: { label: string }[] };
      expect(rows.rows.map((r) => r.label)).toEqual(['a++', 'b++']);
    },
  );
});
