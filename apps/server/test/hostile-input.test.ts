import { readFileSync } from 'node:fs';
import { schema } from '@ccp/db';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCollegeCsv } from '../src/modules/colleges/college-import.service';
import { CATALOGUE_CSV } from '../src/seed/colleges';
import { csvFor, multipartOf } from './support/csv-arbitraries';
import { databaseDigest } from './support/database-digest';
import {
  asParam,
  encodeParam,
  hostileValue,
  type IdPools,
  type JsonSchema,
  valueFor,
} from './support/openapi-arbitraries';
import { type Operation, operationsOf, requestFor, type Sent } from './support/openapi-requests';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Property tests generated from the zod contracts (through the OpenAPI document the server builds from them):
 * every route gets random and hostile path parameters, search parameters and bodies, as an anonymous caller, as a
 * family and as an administrator. Whatever comes in, the answer is never a 5xx, a refusal is in the one error
 * shape, and a refused write changes nothing in the database. PROPERTY_RUNS sets the requests per route and role.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 6);
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined;

let t: TestApp;
let roles: Record<'anonymous' | 'family' | 'admin', Record<string, string>>;
let operations: Operation[];
let sampleRows: string[][];
let csvHeader: string[];
const digest = () => databaseDigest(t.db);
/**
 * The digest read after the last request, a refused write that changed nothing; null once any other request was
 * sent. Nothing else writes between two requests, so it is the next write's "before" without reading it again.
 */
let digestNow: string | null = null;

async function idPools(): Promise<IdPools> {
  const [students, parents, favourites, colleges] = await Promise.all([
    t.db.select({ id: schema.students.id }).from(schema.students),
    t.db.select({ id: schema.parents.id }).from(schema.parents),
    t.db.select({ id: schema.favourites.id }).from(schema.favourites),
    t.db.select({ id: schema.colleges.id }).from(schema.colleges),
  ]);
  const uuids = [...students, ...parents, ...favourites].map((r) => r.id);
  const collegeIds = colleges.map((r) => r.id);
  return { id: [...uuids, ...collegeIds], studentId: students.map((r) => r.id), collegeId: collegeIds };
}

interface Finding {
  request: string;
  status: number;
  problem: string;
}

/** Sends one request and returns what is wrong with the answer (null: nothing). */
async function check(sent: Sent, headers: Record<string, string>): Promise<Finding | null> {
  const write = sent.method !== 'GET' && sent.method !== 'HEAD';
  const before = write ? (digestNow ?? (await digest())) : '';
  digestNow = null;
  const options: InjectOptions = {
    method: sent.method as InjectOptions['method'],
    url: sent.url,
    headers: { ...headers, ...(sent.contentType ? { 'content-type': sent.contentType } : {}) },
    ...(sent.payload !== undefined ? { payload: sent.payload as InjectOptions['payload'] } : {}),
  };
  const res: LightMyRequestResponse = await t.inject(options);
  const request = `${sent.method} ${sent.url.slice(0, 300)} ${sent.payload === undefined ? '' : JSON.stringify(sent.payload)?.slice(0, 600)}`;
  if (res.statusCode >= 500) return { request, status: res.statusCode, problem: res.body.slice(0, 300) };
  if (res.statusCode >= 400) {
    const body = (() => {
      try {
        return res.json() as { error?: { code?: unknown } };
      } catch {
        return null;
      }
    })();
    if (typeof body?.error?.code !== 'string') {
      return { request, status: res.statusCode, problem: `not the error shape: ${res.body.slice(0, 200)}` };
    }
    if (write) {
      const after = await digest();
      if (after !== before) {
        return { request, status: res.statusCode, problem: 'a refused write changed the database' };
      }
      digestNow = after;
    }
  }
  return null;
}

async function runProperty(arbitrary: fc.Arbitrary<Sent>, headers: Record<string, string>, numRuns = RUNS) {
  const findings: Finding[] = [];
  const result = await fc.check(
    fc.asyncProperty(arbitrary, async (sent) => {
      const finding = await check(sent, headers);
      if (finding) findings.push(finding);
      return finding === null;
    }),
    { numRuns, endOnFailure: true, ...(SEED !== undefined ? { seed: SEED } : {}) },
  );
  // A failure that is not a finding is an error of the test itself: show it.
  if (result.failed && findings.length === 0) throw new Error(fc.defaultReportMessage(result));
  return findings;
}

beforeAll(async () => {
  t = await createTestApp();
  const lines = readFileSync(CATALOGUE_CSV, 'utf8').split('\n');
  const csv = lines.slice(0, 41).join('\n');
  await importCollegeCsv(t.db, Buffer.from(csv), { acceptPartial: false });
  await t.app.collegeCatalogue.refresh();
  csvHeader = lines[0]!.split(',');
  sampleRows = lines.slice(1, 6).map((line) => line.split(','));
  const [family, admin] = await Promise.all([t.user('family'), t.user('admin')]);
  roles = { anonymous: {}, family: family.headers, admin: admin.headers };
  for (const name of ['Ana', 'Ben']) {
    const parent = await t.inject({
      method: 'POST',
      url: '/api/family/profile/parent',
      headers: family.headers,
      payload: { firstName: name, annualIncome: 80_000, age: 45 },
    });
    expect(parent.statusCode, parent.body).toBe(201);
    const student = await t.inject({
      method: 'POST',
      url: '/api/family/profile/student',
      headers: family.headers,
      payload: { name: `${name} junior`, graduationYear: 2028 },
    });
    expect(student.statusCode, student.body).toBe(201);
  }
  operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
}, 120_000);
afterAll(async () => t?.close());

describe('hostile input on every route', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(35);
    expect(operations.some((op) => op.path === '/api/admin/colleges/import')).toBe(true);
  });

  for (const role of ['anonymous', 'family', 'admin'] as const) {
    it(`never answers 5xx, and a refused write changes nothing, as ${role}`, async () => {
      const findings: Finding[] = [];
      for (const op of operations) {
        // An anonymous caller is refused at the door on most routes: fewer runs find as much there.
        const runs = role === 'anonymous' ? Math.ceil(RUNS / 2) : RUNS;
        findings.push(...(await runProperty(requestFor(op, await idPools()), roles[role], runs)));
      }
      expect(findings).toEqual([]);
    }, 300_000);
  }

  it('imports of CSV files with hostile cells never answer 5xx, and a refused one changes nothing', async () => {
    const upload = csvFor(csvHeader, sampleRows).map((csv): Sent => {
      const { payload, contentType } = multipartOf(csv);
      return { method: 'POST', url: '/api/admin/colleges/import', payload, contentType };
    });
    expect(await runProperty(upload, roles.admin, RUNS * 5)).toEqual([]);
  }, 300_000);

  it('the auth endpoints, the web pages and forged credentials never get a 5xx', async () => {
    const authPaths = [
      'sign-in/email',
      'request-password-reset',
      'reset-password',
      'change-password',
      'sign-out',
      'get-session',
      'token',
    ];
    const loose: JsonSchema = {
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email' },
        password: { type: 'string' },
        newPassword: { type: 'string' },
        token: { type: 'string' },
        redirectTo: { type: 'string' },
      },
    };
    const auth = fc
      .tuple(fc.constantFrom(...authPaths), fc.constantFrom('GET', 'POST'), valueFor(loose, 'mixed', {}))
      .map(
        ([path, method, payload]): Sent => ({
          method,
          url: `/api/auth/${path}`,
          ...(method === 'POST' ? { payload } : {}),
        }),
      );
    const pages = hostileValue.map(
      (value): Sent => ({ method: 'GET', url: `/${encodeParam(asParam(value)).slice(0, 2_000)}` }),
    );
    const findings = [
      ...(await runProperty(auth, roles.anonymous)),
      ...(await runProperty(pages, roles.anonymous)),
    ];
    // Forged credentials: a session cookie or a bearer token made of hostile text.
    const credentials = fc
      .tuple(
        fc.constantFrom('/api/me', '/api/family/colleges', '/api/auth/get-session', '/api/auth/token'),
        fc.constantFrom('cookie', 'authorization'),
        hostileValue.map((v) => encodeParam(asParam(v)).slice(0, 4_000)),
      )
      .map(([url, header, value]) => ({
        url,
        headers:
          header === 'cookie'
            ? { cookie: `better-auth.session_token=${value}` }
            : { authorization: `Bearer ${value}` },
      }));
    await fc.assert(
      fc.asyncProperty(credentials, async ({ url, headers }) => {
        const res = await t.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers).slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS * 4, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
    expect(findings).toEqual([]);
  }, 300_000);
});
