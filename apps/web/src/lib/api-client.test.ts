import { ErrorResponseSchema } from '@ccp/contracts/errors';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  GENERIC_ERROR_MESSAGE,
  readErrorEnvelope,
  simulatorOf,
  TOKEN_PATH,
} from './api-client';

type Call = { path: string; authorization: string | null; method: string };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const apiError = (status: number, code: string, message = `${code} message`) =>
  json(status, { error: { code, message } });

/** A fake server: `handler` answers each call; every call is recorded. */
function fakeServer(handler: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const call = { path: input, authorization: headers.get('Authorization'), method: init.method ?? 'GET' };
    calls.push(call);
    return handler(call, calls.length - 1);
  });
  return { calls, client: createApiClient({ fetch }) };
}

describe('api-client', () => {
  it('calls without an Authorization header while it has no token', async () => {
    const { calls, client } = fakeServer(() => json(200, { ok: true }));
    await expect(client.request('/api/health')).resolves.toEqual({ ok: true });
    expect(calls).toEqual([{ path: '/api/health', authorization: null, method: 'GET' }]);
  });

  it('on a 401 refreshes the token once, stores it and retries the request once with it', async () => {
    let meCalls = 0;
    const { calls, client } = fakeServer((call) => {
      if (call.path === TOKEN_PATH) return json(200, { token: 'fresh-token' });
      meCalls += 1;
      return meCalls === 1 ? apiError(401, 'TOKEN_EXPIRED') : json(200, { user: 'me' });
    });

    await expect(client.request('/api/me')).resolves.toEqual({ user: 'me' });
    expect(calls.map((c) => [c.path, c.authorization])).toEqual([
      ['/api/me', null],
      [TOKEN_PATH, null],
      ['/api/me', 'Bearer fresh-token'],
    ]);

    // The stored token is sent on the next call.
    await client.request('/api/me');
    expect(calls.at(-1)?.authorization).toBe('Bearer fresh-token');
    expect(client.hasToken()).toBe(true);
  });

  it('also refreshes on UNAUTHENTICATED', async () => {
    const { calls, client } = fakeServer((call, index) => {
      if (call.path === TOKEN_PATH) return json(200, { token: 't2' });
      return index === 0 ? apiError(401, 'UNAUTHENTICATED') : json(200, { fine: true });
    });
    await expect(client.request('/api/agents/profile')).resolves.toEqual({ fine: true });
    expect(calls).toHaveLength(3);
  });

  it('passes the original error on when the token probe says nobody is signed in, without retrying', async () => {
    const { calls, client } = fakeServer((call) =>
      call.path === TOKEN_PATH ? json(200, { token: null }) : apiError(401, 'UNAUTHENTICATED', 'Log in'),
    );
    const error = await client.request('/api/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Log in' });
    expect(calls.map((c) => c.path)).toEqual(['/api/me', TOKEN_PATH]);
    expect(client.hasToken()).toBe(false);
    await expect(client.refreshToken()).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('passes the original error on when the refresh fails, without retrying', async () => {
    const { calls, client } = fakeServer((call) =>
      call.path === TOKEN_PATH
        ? apiError(401, 'UNAUTHENTICATED', 'No session')
        : apiError(401, 'TOKEN_EXPIRED', 'Expired'),
    );
    const error = await client.request('/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('TOKEN_EXPIRED');
    expect((error as ApiError).message).toBe('Expired');
    expect(calls.map((c) => c.path)).toEqual(['/api/me', TOKEN_PATH]);
    expect(client.hasToken()).toBe(false);
  });

  it('retries only once: a second 401 is passed on without another refresh', async () => {
    const { calls, client } = fakeServer((call) =>
      call.path === TOKEN_PATH
        ? json(200, { token: 'new' })
        : apiError(401, 'TOKEN_EXPIRED', 'Still expired'),
    );
    await expect(client.request('/api/me')).rejects.toMatchObject({ status: 401, message: 'Still expired' });
    expect(calls.map((c) => c.path)).toEqual(['/api/me', TOKEN_PATH, '/api/me']);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let releaseToken: () => void = () => undefined;
    const tokenGate = new Promise<void>((resolve) => {
      releaseToken = resolve;
    });
    const { calls, client } = fakeServer(async (call) => {
      if (call.path === TOKEN_PATH) {
        await tokenGate;
        return json(200, { token: 'shared' });
      }
      return call.authorization === 'Bearer shared'
        ? json(200, { path: call.path })
        : apiError(401, 'TOKEN_EXPIRED');
    });

    const all = Promise.all([client.request('/api/a'), client.request('/api/b'), client.request('/api/c')]);
    await vi.waitFor(() => expect(calls.filter((c) => c.path === TOKEN_PATH)).toHaveLength(1));
    releaseToken();
    await expect(all).resolves.toEqual([{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }]);
    expect(calls.filter((c) => c.path === TOKEN_PATH)).toHaveLength(1);
  });

  it('does not refresh for other 401 codes, other statuses, or when told not to', async () => {
    const { calls, client } = fakeServer((call) => {
      if (call.path === '/api/auth/sign-in/email')
        return apiError(401, 'INVALID_CREDENTIALS', 'Wrong email or password.');
      if (call.path === '/api/forbidden') return apiError(403, 'FORBIDDEN');
      return apiError(401, 'TOKEN_EXPIRED');
    });
    await expect(
      client.request('/api/auth/sign-in/email', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong email or password.',
    });
    await expect(client.request('/api/forbidden')).rejects.toMatchObject({ status: 403 });
    await expect(client.request('/api/x', { refreshOnUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls.some((c) => c.path === TOKEN_PATH)).toBe(false);
  });

  it('keeps field errors and falls back to a generic message for unknown error bodies', async () => {
    const { client } = fakeServer((call) =>
      call.path === '/api/family/signup'
        ? json(409, {
            error: { code: 'EMAIL_TAKEN', message: 'Taken', fields: { email: 'An account exists.' } },
          })
        : new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    await expect(client.request('/api/family/signup', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      fields: { email: 'An account exists.' },
    });
    await expect(client.request('/api/health')).rejects.toMatchObject({
      status: 502,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('turns a network failure into an ApiError', async () => {
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(client.request('/api/health')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('sends JSON bodies and validates responses with a schema', async () => {
    const { z } = await import('zod');
    const sent: Array<{ contentType: string | null; body: unknown }> = [];
    const fetch = vi.fn(async (_input: string, init: RequestInit) => {
      sent.push({ contentType: new Headers(init.headers).get('Content-Type'), body: init.body });
      return json(200, { id: 'x', name: 'Ada' });
    });
    const client = createApiClient({ fetch });
    await expect(
      client.send('PUT', '/api/admin/profile', { name: 'Ada' }, z.object({ name: z.string() })),
    ).resolves.toEqual({
      name: 'Ada',
    });
    expect(sent[0]).toEqual({ contentType: 'application/json', body: JSON.stringify({ name: 'Ada' }) });
    await expect(client.get('/api/admin/profile', z.object({ missing: z.string() }))).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
    expect(sent[1]).toEqual({ contentType: null, body: undefined });
  });

  it('clearToken forgets the token', async () => {
    const { calls, client } = fakeServer((call) =>
      call.path === TOKEN_PATH ? json(200, { token: 'abc' }) : json(200, {}),
    );
    await client.refreshToken();
    client.clearToken();
    await client.request('/api/me');
    expect(calls.at(-1)?.authorization).toBeNull();
  });

  it('reads the error envelope exactly as the contracts schema does', () => {
    const payloads: unknown[] = [
      { error: { code: 'EMAIL_TAKEN', message: 'Taken', fields: { email: 'An account exists.' } } },
      { error: { code: 'NOT_FOUND', message: 'Gone' } },
      { error: { code: 'VALIDATION_FAILED', message: 'Check', fields: { age: 3 } } },
      { error: { code: 'X', message: 'Y', fields: ['a'] } },
      { error: { code: 401, message: 'No' } },
      { error: { message: 'No code' } },
      { error: 'flat' },
      { error: null },
      { message: 'no envelope' },
      null,
      'text',
      [],
    ];
    for (const payload of payloads) {
      const parsed = ErrorResponseSchema.safeParse(payload);
      expect(readErrorEnvelope(payload), JSON.stringify(payload)).toEqual(
        parsed.success ? parsed.data.error : null,
      );
    }
  });

  it('refuses a token answer without a token', async () => {
    const { client } = fakeServer(() => json(200, { token: '' }));
    await expect(client.refreshToken()).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    expect(client.hasToken()).toBe(false);
  });

  it('while acting as a family, sends the acting user named by the token on every call, and stops after', async () => {
    const claims = (payload: object) =>
      `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
    const seen: (string | null)[] = [];
    let token = claims({ sub: 'family-user', imp: 'admin-user' });
    const fetch = vi.fn(async (input: string, init: RequestInit) => {
      seen.push(new Headers(init.headers).get('x-admin-simulator-id'));
      return input === TOKEN_PATH ? json(200, { token }) : json(200, { ok: true });
    });
    const client = createApiClient({ fetch });
    expect(simulatorOf(token)).toBe('admin-user');
    await client.refreshToken();
    await client.request('/api/family/profile');
    await client.request('/api/me', { method: 'POST', body: {} });
    client.clearToken();
    token = claims({ sub: 'family-user' });
    await client.refreshToken();
    await client.request('/api/family/profile');
    expect(seen).toEqual([null, 'admin-user', 'admin-user', null, null]);
    expect(simulatorOf('not-a-token')).toBeNull();
  });
});
