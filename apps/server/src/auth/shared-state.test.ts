import { schema } from '@ccp/db';
import { fromNodeHeaders } from 'better-auth/node';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from '../../test/support/test-app';
import { COOKIE_SESSION_CACHE_MS } from './cookie-sessions';

/**
 * Two instances (two apps built with buildApp) on one database, as behind a load balancer: what one instance
 * records about sessions and log-in attempts holds on the other. On PostgreSQL with TEST_DATABASE_URL.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { sharing: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const me = (t: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.inject({ method: 'GET', url: '/api/me', headers, remoteAddress });

/** Polls `check` until it holds; returns how long that took (ms), or fails after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`still not true after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('revocation seen by every instance', () => {
  it('refuses a signed-out session on the other instance within 2 seconds, bearer and cookie alike', async () => {
    const u = await a.user('family');
    expect((await me(b, u.headers)).statusCode).toBe(200);
    expect((await me(b, u.cookieHeaders)).statusCode).toBe(200);
    const out = await a.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: u.cookieHeaders,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    // The instance that signed out refuses at once.
    expect((await me(a, u.headers)).statusCode).toBe(401);
    const bearerMs = await within(2_000, async () => (await me(b, u.headers)).statusCode === 401);
    const cookieMs = await within(2_000, async () => (await me(b, u.cookieHeaders)).statusCode === 401);
    expect(bearerMs).toBeLessThanOrEqual(2_000);
    expect(cookieMs).toBeLessThanOrEqual(2_000);
  });

  it('still refuses it after a restart (a new instance reads the revocations)', async () => {
    const u = await a.user('family');
    await a.inject({ method: 'POST', url: '/api/auth/sign-out', headers: u.cookieHeaders, payload: {} });
    const c = await createTestApp({ revocationPollMs: 60_000 }, { sharing: a });
    try {
      expect((await me(c, u.headers)).statusCode).toBe(401);
    } finally {
      await c.close();
    }
  });

  it('ends every session of the account on a password reset, and voids its other reset links', async () => {
    const u = await a.user('financial_agent');
    const other = await a.signIn(u.email);
    const resetLinks: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const res = await a.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: u.email, redirectTo: '/agent/password-recovery' },
      });
      expect(res.statusCode).toBe(200);
      // Either instance's sender may have sent it: both look now.
      await Promise.all([a.deliverMail(), b.deliverMail()]);
      const mail = [...a.mails, ...b.mails].find((m) => m.to === u.email && !seen.has(m.id));
      seen.add(mail!.id);
      resetLinks.push(decodeURIComponent(/\?token=(\S+)/.exec(mail!.text)![1]!));
    }
    // Stored as hashes: neither token appears in the verification table.
    const stored = await a.db
      .select({ identifier: schema.verification.identifier })
      .from(schema.verification)
      .where(eq(schema.verification.value, u.userId));
    expect(stored).toHaveLength(2);
    for (const row of stored) for (const token of resetLinks) expect(row.identifier).not.toContain(token);

    const reset = await b.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetLinks[1], newPassword: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    for (const t of [a, b]) {
      for (const session of [u, other]) {
        await within(2_000, async () => (await me(t, session.headers)).statusCode === 401);
        await within(2_000, async () => (await me(t, session.cookieHeaders)).statusCode === 401);
      }
    }
    const older = await a.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetLinks[0], newPassword: 'yet-another-password' },
    });
    expect(older.statusCode).toBe(400);
    expect(older.json().error.code).toBe('INVALID_TOKEN');
    const left = await a.db
      .select()
      .from(schema.verification)
      .where(like(schema.verification.identifier, 'reset-password:%'));
    expect(left.filter((row) => row.value === u.userId)).toHaveLength(0);
  });

  it('ends the other sessions on a password change', async () => {
    const u = await a.user('family');
    const laptop = await a.signIn(u.email);
    const change = await a.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: u.cookieHeaders,
      payload: { currentPassword: PASSWORD, newPassword: 'changed-password-1' },
    });
    expect(change.statusCode).toBe(200);
    await within(2_000, async () => (await me(b, laptop.headers)).statusCode === 401);
    await within(2_000, async () => (await me(b, u.headers)).statusCode === 401);
    // The caller carries on with the session the answer set.
    const fresh = change.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await me(b, { cookie: fresh })).statusCode).toBe(200);
  });

  it('ends the sessions of a user whose role changes or who is banned', async () => {
    const admin = await a.user('admin');
    const adminHeaders = fromNodeHeaders(admin.cookieHeaders);
    const promoted = await a.user('family');
    const banned = await a.user('family');
    await a.app.auth.api.setRole({
      body: { userId: promoted.userId, role: 'financial_agent' },
      headers: adminHeaders,
    });
    await a.app.auth.api.banUser({ body: { userId: banned.userId }, headers: adminHeaders });
    for (const u of [promoted, banned]) {
      await within(2_000, async () => (await me(b, u.headers)).statusCode === 401);
      await within(2_000, async () => (await me(b, u.cookieHeaders)).statusCode === 401);
    }
    expect((await me(b, admin.headers)).statusCode).toBe(200);
  });

  it('answers cookie requests from memory between lookups', async () => {
    const u = await a.user('family');
    expect((await me(a, u.cookieHeaders)).statusCode).toBe(200);
    // The session row goes without better-auth (no revocation recorded): the cached lookup holds at most 2 s.
    await a.db.delete(schema.session).where(eq(schema.session.userId, u.userId));
    expect((await me(a, u.cookieHeaders)).statusCode).toBe(200);
    await within(
      COOKIE_SESSION_CACHE_MS + 500,
      async () => (await me(a, u.cookieHeaders)).statusCode === 401,
    );
  });
});

describe('per-account log-in throttle', () => {
  it('refuses every attempt after 10 failures, right or wrong, on any instance and from any address', async () => {
    const u = await a.user('family', { email: `Throttled-${Date.now()}@Example.test` });
    const attempt = (t: TestApp, i: number, password: string, email = u.email) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        payload: { email, password },
      });
    for (let i = 0; i < 10; i += 1) {
      const res = await attempt(i % 2 === 0 ? a : b, i, 'wrong-password-here');
      expect(res.statusCode).toBe(401);
    }
    for (const [i, t] of [
      [20, a],
      [21, b],
    ] as const) {
      const refused = await attempt(t, i, PASSWORD, u.email.toLowerCase());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many failed log-ins for this account. Try again in 15 minutes.',
        requestId: expect.any(String),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // Other accounts are not affected.
    const other = await a.user('family');
    expect((await attempt(b, 30, PASSWORD, other.email)).statusCode).toBe(200);
  });

  it('lets no more than 10 wrong passwords through when they arrive at once', async () => {
    const u = await a.user('family');
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? a : b).inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: `10.4.0.${i + 1}`,
          payload: { email: u.email, password: `wrong-password-${i}` },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('does not count successful log-ins as failures', async () => {
    const u = await a.user('family');
    for (let i = 0; i < 12; i += 1) {
      const res = await (i % 2 ? a : b).inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: `10.2.0.${i + 1}`,
        payload: { email: u.email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits password-reset mails per account, on every instance', async () => {
    const u = await a.user('family');
    const request = (t: TestApp, i: number) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: `10.3.0.${i + 1}`,
        payload: { email: u.email, redirectTo: '/family/password-recovery' },
      });
    for (let i = 0; i < 5; i += 1) expect((await request(i % 2 ? a : b, i)).statusCode).toBe(200);
    const refused = await request(b, 9);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/Too many password-reset requests for this account/);
    await Promise.all([a.deliverMail(), b.deliverMail()]);
    expect([...a.mails, ...b.mails].filter((m) => m.to === u.email)).toHaveLength(5);
  });
});
