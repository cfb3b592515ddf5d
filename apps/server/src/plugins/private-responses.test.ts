import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/support/test-app';

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

  it('is decided by the route that matched: every other spelling of an /api path is no-store too, or refused', async () => {
    const paths = [
      '/api/family/profile',
      '/api/me',
      '/api/family/colleges?limit=1',
      '/api/family/export',
      '/api/notifications/getFamilyNotifications',
      '/api/auth/token',
    ];
    /** The router decodes the path before it matches: each of these reaches the same route. */
    const spellings = (path: string) => [
      path.replace('/api/', '/%61pi/'),
      path.replace('/api/', '/%61%70%69/'),
      path.replace('/api/', '/ap%69/'),
      path.replace(
        /\/([a-z])([a-z-]*)(\?|$)/,
        (_whole, first: string, rest: string, end: string) =>
          `/%${first.charCodeAt(0).toString(16)}${rest}${end}`,
      ),
    ];
    for (const path of paths) {
      for (const url of spellings(path)) {
        for (const headers of [family.headers, family.cookieHeaders]) {
          const res = await t.inject({ method: 'GET', url, headers });
          if (res.statusCode < 400)
            expect(res.headers['cache-control'], `${url} ${res.statusCode}`).toBe('no-store');
          // Anything that answers with data is about this person: never without no-store.
          if (res.body.includes(family.email)) expect(res.headers['cache-control'], url).toBe('no-store');
        }
      }
    }
    const profile = await t.inject({ method: 'GET', url: '/%61pi/family/profile', headers: family.headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
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
