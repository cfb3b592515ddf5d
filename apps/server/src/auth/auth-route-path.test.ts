import { describe, expect, it } from 'vitest';
import {
  absoluteFormTargets,
  hostileAuthTargets,
  outsideApiTargets,
} from '../../test/support/hostile-auth-paths';
import { AUTH_BASE_PATH, authRequestUrl, OPEN_AUTH_ROUTES, openAuthRoute } from './auth-route-path';

const openRoutes = [...OPEN_AUTH_ROUTES].map((key) => {
  const [method, path] = key.split(' ') as [string, string];
  return { method, path };
});

describe('openAuthRoute', () => {
  it('accepts each open endpoint in its one spelling, with the method it is open for', () => {
    for (const { method, path } of openRoutes) {
      expect(openAuthRoute(method, `${AUTH_BASE_PATH}${path}`)).toEqual({ path, search: '' });
      expect(openAuthRoute(method === 'GET' ? 'POST' : 'GET', `${AUTH_BASE_PATH}${path}`)).toBeNull();
      expect(openAuthRoute('HEAD', `${AUTH_BASE_PATH}${path}`)).toBeNull();
    }
  });

  it('forwards a query string re-serialised, never as part of the path', () => {
    expect(openAuthRoute('GET', '/api/auth/token?fresh=true')).toEqual({
      path: '/token',
      search: 'fresh=true',
    });
    const route = openAuthRoute('GET', '/api/auth/token?x=/../list-sessions');
    expect(route?.path).toBe('/token');
    expect(authRequestUrl('http://localhost:3000', route!).pathname).toBe('/api/auth/token');
  });

  it('refuses every hostile spelling, whatever the method', () => {
    const targets = [
      ...hostileAuthTargets(),
      ...outsideApiTargets(),
      ...absoluteFormTargets('localhost:3000'),
    ];
    expect(targets.length).toBeGreaterThan(300);
    for (const target of targets) {
      for (const method of ['GET', 'POST']) {
        expect(openAuthRoute(method, target), `${method} ${target}`).toBeNull();
      }
    }
  });

  it('refuses a fragment, even after the query', () => {
    expect(openAuthRoute('GET', '/api/auth/get-session?a=1#/../list-sessions')).toBeNull();
  });
});

describe('authRequestUrl', () => {
  it('is the public origin and the checked path, unchanged by URL parsing', () => {
    for (const { method, path } of openRoutes) {
      const route = openAuthRoute(method, `${AUTH_BASE_PATH}${path}`)!;
      const url = authRequestUrl('https://planner.example.com/some/base/', route);
      expect(url.origin).toBe('https://planner.example.com');
      expect(url.pathname).toBe(`${AUTH_BASE_PATH}${path}`);
      expect(url.search).toBe('');
    }
  });
});
