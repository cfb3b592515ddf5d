import { readFileSync } from 'node:fs';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, PASSWORD, type TestApp, type TestUser } from '../../test/support/test-app';
import { CATALOGUE_CSV } from '../seed/colleges';

/** A page on another port of the same host: same-site, so the browser sends the SameSite=Lax cookie along. */
const OTHER_PORT = 'http://localhost:4444';

let t: TestApp;
let admin: TestUser;
let family: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user('admin');
  family = await t.user('family');
});
afterAll(async () => t?.close());

const [csvHeader, csvFirstRow] = readFileSync(CATALOGUE_CSV, 'utf8').split('\n');

function csvUpload() {
  const boundary = '----ccp-same-origin-test';
  const payload = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="colleges.csv"',
    'Content-Type: text/csv',
    '',
    `${csvHeader}\n${csvFirstRow}\n`,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const countColleges = () => t.db.$count(schema.colleges);

function expectRefused(res: { statusCode: number; json(): unknown; body: string }) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toEqual({
    error: {
      code: 'FORBIDDEN',
      message: expect.stringMatching(/did not come from a College Cost Planner page/),
      requestId: expect.any(String),
    },
  });
}

describe('state-changing requests must come from the product origin', () => {
  it('refuses an admin import and delete sent with the cookie from another port; bearer requests pass', async () => {
    const upload = csvUpload();
    const importWith = (headers: Record<string, string>) =>
      t.inject({
        method: 'POST',
        url: '/api/admin/colleges/import',
        payload: upload.payload,
        headers: { 'content-type': upload.contentType, ...headers },
      });

    expectRefused(await importWith({ ...admin.cookieHeaders, origin: OTHER_PORT }));
    expect(await countColleges()).toBe(0);

    const imported = await importWith({ ...admin.headers, origin: OTHER_PORT });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await countColleges()).toBe(1);
    const [college] = await t.db.select().from(schema.colleges);

    const removeWith = (headers: Record<string, string>) =>
      t.inject({ method: 'POST', url: `/api/admin/colleges/remove/${college!.id}`, headers });
    expectRefused(await removeWith({ ...admin.cookieHeaders, origin: OTHER_PORT }));
    expectRefused(await removeWith({ ...admin.cookieHeaders, origin: 'null' }));
    expectRefused(
      await removeWith({ ...admin.cookieHeaders, origin: OTHER_PORT, 'sec-fetch-site': 'same-site' }),
    );
    expect(await countColleges()).toBe(1);

    const removed = await removeWith({ ...admin.headers, origin: OTHER_PORT });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await countColleges()).toBe(0);
  });

  it('takes Sec-Fetch-Site: same-origin when a request has no Origin, and refuses one with neither', async () => {
    const before = await t.inject({ method: 'GET', url: '/api/family/profile', headers: family.headers });
    // t.app.inject, not t.inject: the latter adds the product's Origin to every request.
    const write = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/family/profile/hidden-elements',
        payload: { element: 'tour' },
        headers: { ...family.cookieHeaders, ...headers },
      });
    const refused: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { origin: '' },
      { origin: '', 'sec-fetch-site': 'same-origin' },
      { origin: OTHER_PORT, 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:3999.evil.example' },
      { origin: 'https://localhost:3999' },
    ];
    for (const headers of refused) {
      expectRefused(await write(headers));
    }
    const after = await t.inject({ method: 'GET', url: '/api/family/profile', headers: family.headers });
    expect(after.json()).toEqual(before.json());

    const accepted = await write({ 'sec-fetch-site': 'same-origin' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ hiddenElements: ['tour'] });
    expect((await write({ origin: ORIGIN })).statusCode).toBe(200);
  });

  it('lets reads through from anywhere (a cross-origin page cannot read the answer)', async () => {
    const read = await t.inject({
      method: 'GET',
      url: '/api/family/profile',
      headers: { ...family.cookieHeaders, origin: OTHER_PORT },
    });
    expect(read.statusCode).toBe(200);
  });

  it('refuses anonymous sign-up and sign-in from another origin; nothing is created, no one is signed in', async () => {
    const email = 'forged-signup@example.test';
    const signUp = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: { name: 'Forged Family', email, password: PASSWORD },
      headers: { origin: OTHER_PORT },
    });
    expectRefused(signUp);
    expect(await t.db.select().from(schema.user).where(eq(schema.user.email, email))).toEqual([]);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: admin.email, password: PASSWORD },
    });
    expectRefused(signIn);
    expect(signIn.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a forged sign-out even with a bearer token: the auth endpoints act on the cookie', async () => {
    const signOut = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { ...admin.cookieHeaders, ...admin.headers, origin: OTHER_PORT },
    });
    expectRefused(signOut);
    const token = await t.inject({ method: 'GET', url: '/api/auth/token', headers: admin.cookieHeaders });
    expect(token.json()).toEqual({ token: expect.any(String) });
  });

  it('accepts the origins of TRUSTED_ORIGINS, however they are written', async () => {
    const other = await createTestApp({ trustedOrigins: [ORIGIN, 'HTTPS://Partner.Example:443/'] });
    try {
      const user = await other.user('family');
      const write = (origin: string) =>
        other.inject({
          method: 'PUT',
          url: '/api/family/profile/hidden-elements',
          payload: { element: 'tour' },
          headers: { ...user.cookieHeaders, origin },
        });
      expect((await write('https://partner.example')).statusCode).toBe(200);
      expectRefused(await write('https://partner.example:8443'));
    } finally {
      await other.close();
    }
  });
});
