/* Sign-in, tokens, password reset and staff profiles (accounts.test.ts: sign-up and the API surface). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('sign-in and tokens', () => {
  it('accepts the bearer token and the cookie alike, and refuses a forged token', async () => {
    const u = await t.user('family');
    expect((await t.inject({ method: 'GET', url: '/api/me', headers: u.headers })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/me', headers: u.cookieHeaders })).statusCode).toBe(
      200,
    );
    const forged = await t.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(forged.statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('stops accepting a signed-out session and its access token', async () => {
    const u = await t.user('family');
    const out = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: u.cookieHeaders,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/me', headers: u.cookieHeaders })).statusCode).toBe(
      401,
    );
    expect((await t.inject({ method: 'GET', url: '/api/me', headers: u.headers })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a link to the role recovery page whose token sets a new password once', async () => {
    const agent = await t.user('financial_agent');
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: agent.email, redirectTo: '/agent/password-recovery' },
    });
    expect(res.statusCode).toBe(200);
    const mail = (await t.deliverMail()).find((m) => m.to === agent.email);
    const link = mail?.text.match(/http\S+\/agent\/password-recovery\?token=(\S+)/);
    expect(link).toBeTruthy();
    const token = decodeURIComponent(link![1]!);
    const reset = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    await expect(t.signIn(agent.email)).rejects.toThrow();
    await t.signIn(agent.email, 'a-brand-new-password');
    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'another-new-password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'INVALID_TOKEN',
      message: expect.stringContaining('expired'),
    });
  });

  it('answers the same for an unknown email (no account discovery)', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody@example.test', redirectTo: '/family/password-recovery' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('staff profiles', () => {
  const areas = [
    ['/api/admin/profile', 'admin'],
    ['/api/agents/profile', 'financial_agent'],
    ['/api/admission-professionals/profile', 'admission_professional'],
  ] as const;
  const roles = ['family', 'admin', 'financial_agent', 'admission_professional'] as const;

  it.each(areas)('%s is refused (403) to every other role and (401) to strangers', async (url, owner) => {
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of roles.filter((r) => r !== owner)) {
      const other = await t.user(role);
      const res = await t.inject({ method: 'GET', url, headers: other.headers });
      expect(res.statusCode, `${role} on ${url}`).toBe(403);
      const put = await t.inject({
        method: 'PUT',
        url,
        headers: other.headers,
        payload: { name: 'Intruder' },
      });
      expect(put.statusCode, `${role} PUT ${url}`).toBe(403);
    }
  });

  it('updates name, phone and institution, and validates the phone', async () => {
    const pro = await t.user('admission_professional');
    const url = '/api/admission-professionals/profile';
    const bad = await t.inject({
      method: 'PUT',
      url,
      headers: pro.headers,
      payload: { name: 'Pat', phone: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.phone).toContain('10-digit');
    const ok = await t.inject({
      method: 'PUT',
      url,
      headers: pro.headers,
      payload: { name: 'Pat Pro', phone: '(555) 123-4567', organisation: 'Hill College' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Pat Pro', phone: '5551234567', organisation: 'Hill College' });
  });

  it('changes the password with the current one only', async () => {
    const admin = await t.user('admin');
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: admin.cookieHeaders,
      payload: { currentPassword: 'nope-nope-nope', newPassword: 'fresh-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBeDefined();
    const ok = await t.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: admin.cookieHeaders,
      payload: { currentPassword: PASSWORD, newPassword: 'fresh-password-1' },
    });
    expect(ok.statusCode).toBe(200);
    await t.signIn(admin.email, 'fresh-password-1');
  });
});
