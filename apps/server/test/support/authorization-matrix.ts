/**
 * The authorisation matrix harness (issue 11 "Authorisation"): one test database with the callers of the issue
 * (testing/authorization-matrix-fixture.ts: each with a real session, a bearer token as the web app sends), and a runner that asserts every cell of
 * `{ method, url, expected: Record<Caller, number> }` rows and, for every refused write, that no table changed.
 *
 * A row is one line:
 *   row('GET', '/api/admin/families/{familyAUser}', adminOnly())
 *   row('POST', '/api/notifications/mark-read-all/family', only({ familyA: 200, familyB: 200 }))
 *   row('DELETE', '/api/admin/families/delete', adminOnly(), { payload: { familyIds: ['{spareFamily}'] }, spare: ['family'] })
 * `{name}` in the URL or anywhere in the payload is replaced by the fixture's id of that name (see MatrixIds).
 * A row whose allowed caller changes or removes a record asks for spare records (`spare`), made for that row only,
 * so the shared fixture stays the same for every row. Callers run in CALLERS order: the admin, last, runs after
 * every refusal has been checked against an unchanged database.
 */

import { schema } from '@ccp/db';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLERS,
  type Caller,
  createMatrixFixture,
  type MatrixFixture,
  makeSpares,
  type Spare,
} from './authorization-matrix-fixture';
import { tableDigests } from './database-digest';

export {
  CALLERS,
  type Caller,
  createMatrixFixture,
  type MatrixFixture,
  type MatrixIds,
  type Spare,
} from './authorization-matrix-fixture';

export type Expected = Record<Caller, number>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MatrixRow {
  method: Method;
  url: string;
  expected: Expected;
  payload?: unknown;
  spare?: Spare[];
  /**
   * Spares made again for every caller (a write that succeeds once per record, e.g. revoke, or an invitation
   * that needs an unused email): each caller meets the record in the same state.
   */
  perCaller?: boolean;
  /** Ids (`{name}` allowed) a caller's answer must contain, or must not: a list shows its own records only. */
  shows?: Partial<Record<Caller, string[]>>;
  hides?: Partial<Record<Caller, string[]>>;
}

/** Anonymous 401, every signed-in caller 403, except the given ones. */
export function only(allowed: Partial<Expected>): Expected {
  const expected = Object.fromEntries(CALLERS.map((c) => [c, c === 'anonymous' ? 401 : 403])) as Expected;
  return { ...expected, ...allowed };
}
/** Only the admin: 401 anonymous, 403 everyone else, `status` for the admin. */
export const adminOnly = (status = 200) => only({ admin: status });

export function row(
  method: Method,
  url: string,
  expected: Expected,
  options: Pick<MatrixRow, 'payload' | 'spare' | 'perCaller' | 'shows' | 'hides'> = {},
): MatrixRow {
  return { method, url, expected, ...options };
}

// ---- the runner -------------------------------------------------------------------------------------------------

function fill<T>(value: T, ids: Record<string, string>): T {
  const text = (s: string) =>
    s.replace(/\{(\w+)\}/g, (_whole, name: string) => {
      const id = ids[name];
      if (id === undefined) throw new Error(`the matrix fixture has no id named ${name}`);
      return id;
    });
  if (typeof value === 'string') return text(value) as T;
  if (Array.isArray(value)) return value.map((v) => fill(v, ids)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, ids)])) as T;
  return value;
}

/**
 * Tables a refused request may not change: every table but sessions (an act-as session's last activity included),
 * keys, limits and the college catalogue.
 */
const UNWATCHED = new Set([
  'session',
  'simulation_sessions',
  'verification',
  'jwks',
  'rate_limit_hits',
  'revoked_sessions',
  'colleges',
  'catalogue_revisions',
  'college_deletions',
]);
const WATCHED: string[] = [];
for (const value of Object.values(schema) as unknown[]) {
  if (is(value, PgTable) && !UNWATCHED.has(getTableName(value))) WATCHED.push(getTableName(value));
}

/** Every watched table's digest (its row count and a hash of its rows), read in one statement. */
export async function snapshotTables(fx: MatrixFixture): Promise<Record<string, string>> {
  return tableDigests(fx.t.db, WATCHED);
}

/** Runs one row: every caller, its status, and for a refused write an unchanged database. */
export async function checkRow(fx: MatrixFixture, r: MatrixRow): Promise<void> {
  const write = r.method !== 'GET';
  const failures: string[] = [];
  let spares = r.perCaller ? {} : await makeSpares(fx, r.spare);
  for (const caller of CALLERS) {
    if (r.perCaller) spares = await makeSpares(fx, r.spare);
    const ids = { ...fx.ids, ...spares } as Record<string, string>;
    const url = fill(r.url, ids);
    const payload = r.payload === undefined ? undefined : fill(r.payload, ids);
    const expected = r.expected[caller];
    const refused = expected >= 400;
    const before = write && refused ? await snapshotTables(fx) : null;
    const options: InjectOptions = {
      method: r.method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...(caller === 'anonymous' ? {} : { headers: fx.users[caller].headers }),
    };
    const res = await fx.t.inject(options);
    if (res.statusCode !== expected) {
      failures.push(`${caller}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    for (const id of fill(r.shows?.[caller] ?? [], ids)) {
      if (!res.body.includes(id)) failures.push(`${caller}: the answer does not show ${id}`);
    }
    for (const id of fill(r.hides?.[caller] ?? [], ids)) {
      if (res.body.includes(id)) failures.push(`${caller}: the answer shows ${id}, which is not its own`);
    }
    if (before) {
      const after = await snapshotTables(fx);
      for (const table of Object.keys(before)) {
        if (before[table] !== after[table])
          failures.push(`${caller}: refused with ${res.statusCode} but changed the table ${table}`);
      }
    }
  }
  expect(failures, `${r.method} ${r.url}`).toEqual([]);
}

/** A describe block: one fixture for the file, one test per row. */
export function describeMatrix(title: string, rows: MatrixRow[]): void {
  describe(title, () => {
    let fx: MatrixFixture;
    beforeAll(async () => {
      fx = await createMatrixFixture();
    });
    afterAll(async () => fx?.t.close());
    for (const r of rows) {
      it(`${r.method} ${r.url}`, async () => checkRow(fx, r));
    }
  });
}
