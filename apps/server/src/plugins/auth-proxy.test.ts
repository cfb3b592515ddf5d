import type { AddressInfo } from 'node:net';
import { schema } from '@ccp/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteFormTargets, hostileAuthTargets } from '../../test/support/hostile-auth-paths';
import { type RawResponse, rawRequest } from '../../test/support/raw-http';
import { createTestApp, ORIGIN, PASSWORD, type TestApp, type TestUser } from '../../test/support/test-app';

let t: TestApp;
let port: number;
let admin: TestUser;
let victim: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user('admin');
  victim = await t.user('family');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

const MALLORY = 'mallory@example.test';
/** One body with what every closed endpoint the corpus aims at would act on. */
const HOSTILE_BODY = JSON.stringify({
  email: MALLORY,
  password: PASSWORD,
  name: 'Mallory',
  userId: '',
  role: 'admin',
  newPassword: 'taken-over-password',
});

const sessionCount = async () => (await t.db.select({ n: count() }).from(schema.session))[0]!.n;

function expectRefused(response: RawResponse, what: string) {
  expect(response.status, `${what}: ${response.body}`).toBe(404);
  expect(JSON.parse(response.body), what).toEqual({
    error: { code: 'NOT_FOUND', message: expect.any(String), requestId: expect.any(String) },
  });
  expect(response.headers['set-cookie'], what).toBeUndefined();
}

describe('the /api/auth proxy', () => {
  it('still serves the open endpoints in their one spelling', async () => {
    const token = await rawRequest(port, {
      method: 'GET',
      target: '/api/auth/token',
      headers: { cookie: admin.cookieHeaders.cookie! },
    });
    expect(token.status).toBe(200);
    expect(JSON.parse(token.body)).toEqual({ token: expect.any(String) });
    const jwks = await rawRequest(port, { method: 'GET', target: '/api/auth/jwks' });
    expect(JSON.parse(jwks.body)).toEqual({ keys: expect.any(Array) });
  });

  it('refuses every other spelling with 404, signed in as an admin or not, and nothing happens', async () => {
    const body = HOSTILE_BODY.replace('"userId":""', `"userId":"${victim.userId}"`);
    const sessionsBefore = await sessionCount();
    const targets = [...hostileAuthTargets(), ...absoluteFormTargets(`127.0.0.1:${port}`)];
    let sent = 0;
    for (const target of targets) {
      for (const cookie of [null, admin.cookieHeaders.cookie!]) {
        for (const method of ['GET', 'POST']) {
          const headers: Record<string, string> = { origin: ORIGIN, ...(cookie ? { cookie } : {}) };
          const response = await rawRequest(port, {
            method,
            target,
            headers,
            ...(method === 'POST' ? { body } : {}),
          });
          expectRefused(response, `${method} ${target}${cookie ? ' (admin)' : ''}`);
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(1200);

    // No account was created, no role or password changed, no one signed in.
    expect(await t.db.select().from(schema.user).where(eq(schema.user.email, MALLORY))).toEqual([]);
    const [victimRow] = await t.db.select().from(schema.user).where(eq(schema.user.id, victim.userId));
    expect(victimRow?.role).toBe('family');
    await expect(t.signIn(victim.email, PASSWORD)).resolves.toMatchObject({ userId: victim.userId });
    expect(await sessionCount()).toBe(sessionsBefore + 1);
  });

  it('refuses the reported examples', async () => {
    const cookie = admin.cookieHeaders.cookie!;
    const list = await rawRequest(port, {
      method: 'GET',
      target: '/api/auth/get-session%3F/../list-sessions',
      headers: { cookie },
    });
    expectRefused(list, 'list-sessions');
    const signIn = await rawRequest(port, {
      method: 'POST',
      target: '/api/auth/sign-out%3F/../sign-in/email',
      headers: { origin: ORIGIN },
      body: JSON.stringify({ email: admin.email, password: PASSWORD }),
    });
    expectRefused(signIn, 'sign-in');
  });
});
