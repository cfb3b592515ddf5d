import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let family: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  family = await t.user('family');
});
afterAll(async () => t?.close());

describe('answers about a person are not kept by the browser', () => {
  it('every /api answer is no-store: data, tokens, sessions, search and errors', async () => {
    const calls = [
      { url: '/api/family/profile', headers: family.headers },
      { url: '/api/family/colleges?limit=1', headers: family.headers },
      { url: '/api/me', headers: family.headers },
      { url: '/api/me', headers: {} },
      { url: '/api/auth/token', headers: family.cookieHeaders },
      { url: '/api/auth/token', headers: {} },
      { url: '/api/no-such-route', headers: {} },
      { url: '/api/health', headers: {} },
    ];
    for (const call of calls) {
      const res = await t.inject({ method: 'GET', ...call });
      expect(res.headers['cache-control'], `${call.url} ${res.statusCode}`).toBe('no-store');
    }
  });

  it('the token probe answers 200 with no token when nobody is signed in', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/auth/token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: null });
    const stale = await t.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: 'better-auth.session_token=not-a-session' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ token: null });
  });

  it('sign-out clears the cache and storage of the site, and ends the session', async () => {
    const user = await t.user('family');
    const forged = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { ...user.cookieHeaders, origin: 'http://localhost:4444' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['clear-site-data']).toBeUndefined();

    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: user.cookieHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['clear-site-data']).toBe('"cache", "storage"');
    expect(res.headers['cache-control']).toBe('no-store');
    const cleared = res.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cleared?.value).toBe('');

    const token = await t.inject({ method: 'GET', url: '/api/auth/token', headers: user.cookieHeaders });
    expect(token.json()).toEqual({ token: null });
  });
});
