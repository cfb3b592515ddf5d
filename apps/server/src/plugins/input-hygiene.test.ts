import { readFileSync } from 'node:fs';
import { MAX_INTEGER_ID, NUL_MESSAGE } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/support/test-app';
import { CATALOGUE_CSV } from '../seed/colleges';
import { findNul } from './input-hygiene';

let t: TestApp;
let family: TestUser;
let admin: TestUser;
let studentId: string;

beforeAll(async () => {
  t = await createTestApp();
  [family, admin] = await Promise.all([t.user('family'), t.user('admin')]);
  const student = await t.inject({
    method: 'POST',
    url: '/api/family/profile/student',
    headers: family.headers,
    payload: { name: 'Robin' },
  });
  studentId = (student.json() as { id: string }).id;
});
afterAll(async () => t?.close());

function expectFieldRefused(res: { statusCode: number; json(): unknown }, field: string, message?: string) {
  expect(res.statusCode).toBe(400);
  const { error } = res.json() as { error: { code: string; fields?: Record<string, string> } };
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.fields?.[field]).toBe(message ?? error.fields?.[field]);
  expect(Object.keys(error.fields ?? {})).toContain(field);
}

describe('findNul', () => {
  it('names the first field holding NUL, at any depth, and a key holding NUL by its parent', () => {
    expect(findNul({ a: 'ok', b: [{ c: 'x\u0000' }] }, 'body')).toBe('b.0.c');
    expect(findNul({ nested: { 'bad\u0000key': 1 } }, 'body')).toBe('nested');
    expect(findNul('\u0000', 'body')).toBe('body');
    expect(findNul({ a: ['fine', 1, null, true] }, 'body')).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findNul(deep, 'body')).toMatch(/^0(\.0)*$/);
  });
});

describe('NUL is refused on every route with the field named', () => {
  it('in a body (names, organisation, help message, nested college text)', async () => {
    const cases = [
      {
        url: '/api/family/signup',
        body: { name: 'A\u0000', email: 'nul@example.test', password: 'long-password' },
      },
      {
        url: '/api/agents/signup',
        body: { name: 'Ann', email: 'a@example.test', password: 'long-password', organisation: 'Org\u0000' },
      },
    ];
    expectFieldRefused(
      await t.inject({ method: 'POST', url: cases[0]!.url, payload: cases[0]!.body }),
      'name',
      NUL_MESSAGE,
    );
    expectFieldRefused(
      await t.inject({ method: 'POST', url: cases[1]!.url, payload: cases[1]!.body }),
      'organisation',
      NUL_MESSAGE,
    );
    expectFieldRefused(
      await t.inject({
        method: 'PUT',
        url: '/api/family/profile/request-help',
        headers: family.headers,
        payload: { message: 'help\u0000' },
      }),
      'message',
      NUL_MESSAGE,
    );
    expectFieldRefused(
      await t.inject({
        method: 'PUT',
        url: `/api/family/profile/student/${studentId}/family`,
        headers: family.headers,
        payload: { name: 'Ro\u0000bin' },
      }),
      'name',
      NUL_MESSAGE,
    );
    expectFieldRefused(
      await t.inject({
        method: 'POST',
        url: '/api/admin/colleges/add',
        headers: admin.headers,
        payload: { name: 'College', city: 'Town\u0000', extra: { deep: ['\u0000'] } },
      }),
      'city',
    );
  });

  it('in search parameters and path parameters', async () => {
    for (const url of ['/api/family/colleges?search=%00', '/api/family/favourites?family_state=%00']) {
      expectFieldRefused(
        await t.inject({ method: 'GET', url, headers: family.headers }),
        url.split(/[?=]/)[1]!,
      );
    }
    expectFieldRefused(
      await t.inject({ method: 'GET', url: '/api/admin/colleges?search=a%00b', headers: admin.headers }),
      'search',
      NUL_MESSAGE,
    );
    expectFieldRefused(
      await t.inject({
        method: 'GET',
        url: '/api/admin/calculator/users?search=%00',
        headers: admin.headers,
      }),
      'search',
    );
    expectFieldRefused(
      await t.inject({ method: 'DELETE', url: '/api/family/delete-student/%00', headers: family.headers }),
      'id',
    );
  });

  it('on the auth endpoints, which have no zod schema', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'x\u0000@example.test', password: 'whatever-it-is' },
    });
    expectFieldRefused(res, 'email', NUL_MESSAGE);
  });

  it("after a route's authorisation in preValidation, as its schema validation would be", async () => {
    const res = await t.inject({
      method: 'PUT',
      url: '/api/admin/colleges/1',
      headers: family.headers,
      payload: { name: '\u0000' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('an anonymous caller is refused before the body is looked at', async () => {
    const res = await t.inject({ method: 'PUT', url: '/api/admin/colleges/1', payload: { name: '\u0000' } });
    expect(res.statusCode).toBe(401);
  });

  it('in a CSV cell: a row problem, and nothing is written', async () => {
    const lines = readFileSync(CATALOGUE_CSV, 'utf8').split('\n');
    const header = lines[0]!.split(',');
    const cells = lines[1]!.split(',');
    cells[header.indexOf('city')] = 'Spring\u0000field';
    const csv = [lines[0], cells.join(',')].join('\n');
    const boundary = '----nul-boundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    );
    const before = await t.db.$count(schema.colleges);
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/colleges/import',
      payload,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(422);
    const { report } = res.json() as {
      report: { problems: { row: number; column: string; message: string }[] };
    };
    expect(report.problems).toEqual([
      { row: 2, column: 'city', message: expect.stringContaining('NUL character') },
    ]);
    expect(await t.db.$count(schema.colleges)).toBe(before);
  });
});

describe('integer ids past 2,147,483,647 are refused with the field named', () => {
  const tooLarge = MAX_INTEGER_ID + 1;

  it('on admin college routes and college pages (path)', async () => {
    const requests = [
      { method: 'GET', url: `/api/admin/colleges/${tooLarge}`, headers: admin.headers },
      { method: 'PUT', url: `/api/admin/colleges/${tooLarge}`, headers: admin.headers, payload: {} },
      { method: 'POST', url: `/api/admin/colleges/remove/${tooLarge}`, headers: admin.headers },
      { method: 'GET', url: `/api/family/colleges/${tooLarge}`, headers: family.headers },
      { method: 'GET', url: '/api/family/colleges/99999999999999999999', headers: family.headers },
    ] as const;
    for (const request of requests) expectFieldRefused(await t.inject(request), 'id', 'Not a college id.');
  });

  it('in the bodies of favourites and the calculator', async () => {
    const favourite = await t.inject({
      method: 'POST',
      url: '/api/family/favourite/family',
      headers: family.headers,
      payload: { collegeId: tooLarge, studentId },
    });
    expectFieldRefused(favourite, 'collegeId', 'Choose a college.');
    const calculator = await t.inject({
      method: 'POST',
      url: '/api/family/calculator/uses',
      headers: family.headers,
      payload: {
        collegeId: 2 ** 53,
        familyState: null,
        federalSai: null,
        startYear: 2027,
        years: 4,
        annualIncreasePercent: 3,
      },
    });
    expectFieldRefused(calculator, 'collegeId', 'Choose a college.');
  });

  it('the largest id is accepted as an id (and is simply not found)', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/admin/colleges/${MAX_INTEGER_ID}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
