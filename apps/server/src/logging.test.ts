import type { DbHandle } from '@ccp/db';
import { createTestDb } from '@ccp/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './config';
import { errorForLog } from './logging';

const SECRET = 'Zebra-4417-secret';
const ORIGIN = 'http://localhost:3999';

let handle: DbHandle;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  handle = await createTestDb();
  app = await buildApp({
    config: testConfig({ logLevel: 'info', publicUrl: ORIGIN }),
    db: handle.db,
    mailer: { send: async () => undefined },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  // Routes that fail the way real ones can: a database error whose query carries the request's values.
  app.post<{ Body: { income: string } }>('/test/unmapped-db-error', async (request) => {
    await handle.db.execute(sql`select ${request.body.income}::text, 1 / 0`);
    return { ok: true };
  });
  app.post<{ Body: { income: string } }>('/test/mapped-db-error', async (request) => {
    await handle.db.execute(sql`select ${request.body.income}::int`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const headers = {
  origin: ORIGIN,
  cookie: `better-auth.session_token=${SECRET}`,
  authorization: `Bearer ${SECRET}`,
};

describe('log lines', () => {
  it('hold no body, header, search parameter or error message, however a request fails', async () => {
    lines.length = 0;
    const failures = await Promise.all([
      app.inject({
        method: 'POST',
        url: `/test/unmapped-db-error?sai=${SECRET}`,
        headers,
        payload: { income: SECRET },
      }),
      app.inject({ method: 'POST', url: '/test/mapped-db-error', headers, payload: { income: SECRET } }),
      app.inject({
        method: 'POST',
        url: '/api/family/signup',
        headers: { origin: ORIGIN },
        payload: { name: SECRET, email: 'logs@example.test', password: `${SECRET}-password`, state: 'ZZ' },
      }),
      app.inject({ method: 'GET', url: `/api/family/colleges?search=${SECRET}`, headers }),
    ]);
    expect(failures.map((r) => r.statusCode)).toEqual([500, 400, 400, 401]);
    const log = lines.join('');
    expect(log).not.toContain(SECRET);
    expect(log).not.toMatch(/Failed query|division by zero|invalid input syntax/);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const unhandled = entries.find((e) => e.msg === 'unhandled error') as {
      requestId: string;
      route: string;
      err: { type: string; sqlState: string };
    };
    expect(unhandled).toMatchObject({ route: '/test/unmapped-db-error', err: { sqlState: '22012' } });
    expect(unhandled.requestId).toBeTruthy();
    expect(unhandled.err.type).toBe('DrizzleQueryError');
    const refused = entries.find((e) => e.msg === 'database refused the request');
    expect(refused).toMatchObject({ route: '/test/mapped-db-error', err: { sqlState: '22P02' } });
    const incoming = entries.find((e) => e.msg === 'incoming request') as { req: Record<string, unknown> };
    expect(Object.keys(incoming.req).sort()).toEqual(['method', 'remoteAddress', 'route', 'url']);
  });
});

describe('errorForLog', () => {
  it('keeps the class, code, status and stack frames, never the message', () => {
    const err = Object.assign(new Error(`value ${SECRET} is bad`), { code: 'E_SOMETHING', statusCode: 418 });
    const logged = errorForLog(err);
    expect(logged).toMatchObject({ type: 'Error', code: 'E_SOMETHING', statusCode: 418 });
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    expect(logged.stack).toMatch(/^\s*at /);
  });
});
