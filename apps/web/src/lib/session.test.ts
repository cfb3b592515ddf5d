import { describe, expect, it, vi } from 'vitest';
import { createApiClient, TOKEN_PATH } from './api-client';
import { fetchSession } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ME = {
  user: { id: 'u1', email: 'agent@demo.test', name: 'Jordan Lee', role: 'financial_agent', phone: null },
  family: null,
  agent: { id: 'a1', name: 'Jordan Lee', organisationId: 'o1', organisation: 'Summit Financial Partners' },
  professional: null,
  simulation: null,
};

describe('fetchSession', () => {
  it('is null when the token probe answers that nobody is signed in (200, no token), without calling /api/me', async () => {
    const paths: string[] = [];
    const fetch = vi.fn(async (path: string) => {
      paths.push(path);
      return json(200, { token: null });
    });
    await expect(fetchSession(createApiClient({ fetch }))).resolves.toBeNull();
    expect(paths).toEqual([TOKEN_PATH]);
  });

  it('is null when the token probe refuses with 401, without calling /api/me', async () => {
    const paths: string[] = [];
    const fetch = vi.fn(async (path: string) => {
      paths.push(path);
      return json(401, { error: { code: 'UNAUTHENTICATED', message: 'Please log in.' } });
    });
    await expect(fetchSession(createApiClient({ fetch }))).resolves.toBeNull();
    expect(paths).toEqual([TOKEN_PATH]);
  });

  it('gets a bearer token first, then who is signed in with it', async () => {
    const seen: Array<[string, string | null]> = [];
    const fetch = vi.fn(async (path: string, init: RequestInit) => {
      seen.push([path, new Headers(init.headers).get('Authorization')]);
      return path === TOKEN_PATH ? json(200, { token: 'jwt' }) : json(200, ME);
    });
    await expect(fetchSession(createApiClient({ fetch }))).resolves.toEqual(ME);
    expect(seen).toEqual([
      [TOKEN_PATH, null],
      ['/api/me', 'Bearer jwt'],
    ]);
  });

  it('passes other failures on (the guards show a retry)', async () => {
    const fetch = vi.fn(async () =>
      json(500, { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } }),
    );
    await expect(fetchSession(createApiClient({ fetch }))).rejects.toMatchObject({ status: 500 });
  });
});
