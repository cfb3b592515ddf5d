import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { databaseWindowCounter, memoryWindowCounter } from './window-counter';

/** Two instances on one database with small limits: the counts are shared, and addresses are not forgeable. */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const limits = { rateLimitAuthMax: 3, rateLimitNotFoundMax: 3 };
  a = await createTestApp(limits);
  b = await createTestApp(limits, { sharing: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const logIn = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers,
    payload: { email: `nobody-${remoteAddress}@example.test`, password: 'whatever-pw' },
  });

it('counts log-in attempts from one address across both instances', async () => {
  expect((await logIn(a, '10.9.0.1')).statusCode).toBe(401);
  expect((await logIn(b, '10.9.0.1')).statusCode).toBe(401);
  expect((await logIn(a, '10.9.0.1')).statusCode).toBe(401);
  const limited = await logIn(b, '10.9.0.1');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.code).toBe('RATE_LIMITED');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another address has its own count.
  expect((await logIn(b, '10.9.0.2')).statusCode).toBe(401);
});

it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
  for (let i = 0; i < 3; i += 1) {
    const res = await logIn(i % 2 ? a : b, '10.9.1.1', { 'x-forwarded-for': `203.0.113.${i + 1}` });
    expect(res.statusCode).toBe(401);
  }
  expect((await logIn(a, '10.9.1.1', { 'x-forwarded-for': '203.0.113.99' })).statusCode).toBe(429);
});

it('counts per client address behind a trusted proxy', async () => {
  const behindProxy = await createTestApp({ rateLimitAuthMax: 3, trustProxy: ['10.9.2.1'] }, { sharing: a });
  try {
    // Four clients through the one proxy: each has its own count.
    for (let i = 0; i < 4; i += 1) {
      const res = await logIn(behindProxy, '10.9.2.1', { 'x-forwarded-for': `198.51.100.${i + 1}` });
      expect(res.statusCode).toBe(401);
    }
    for (let i = 0; i < 3; i += 1) {
      const res = await logIn(behindProxy, '10.9.2.1', { 'x-forwarded-for': '198.51.100.50' });
      expect(res.statusCode).toBe(401);
    }
    const limited = await logIn(behindProxy, '10.9.2.1', { 'x-forwarded-for': '198.51.100.50' });
    expect(limited.statusCode).toBe(429);
  } finally {
    await behindProxy.close();
  }
});

it('counts requests that reach the not-found handler', async () => {
  const probe = (t: TestApp, i: number) =>
    t.inject({ method: 'GET', url: `/api/probe-${i}`, remoteAddress: '10.9.3.1' });
  for (let i = 0; i < 3; i += 1) expect((await probe(i % 2 ? a : b, i)).statusCode).toBe(404);
  const limited = await probe(a, 4);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.code).toBe('RATE_LIMITED');
});

it('counts sign-ups across both instances', async () => {
  const signUp = (t: TestApp) =>
    t.inject({ method: 'POST', url: '/api/family/signup', remoteAddress: '10.9.4.1', payload: {} });
  for (const t of [a, b, a]) expect((await signUp(t)).statusCode).toBe(400);
  expect((await signUp(b)).statusCode).toBe(429);
});

it('never loses a count in the database when instances hit the same key at once', async () => {
  const counters = [databaseWindowCounter(a.db), databaseWindowCounter(b.db)];
  const results = await Promise.all(
    Array.from({ length: 40 }, (_, i) => counters[i % 2]!.hit('concurrent key', 60_000)),
  );
  expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
    Array.from({ length: 40 }, (_, i) => i + 1),
  );
  expect(new Set(results.map((r) => r.windowEndsAt)).size).toBe(1);
});

it('starts a new window after the old one ends, takes hits back, and prunes ended windows', async () => {
  for (const counter of [memoryWindowCounter(), databaseWindowCounter(a.db)]) {
    const key = `short window ${Math.random()}`;
    expect((await counter.hit(key, 300)).count).toBe(1);
    expect((await counter.hit(key, 300)).count).toBe(2);
    await counter.undo(key);
    const again = await counter.hit(key, 300);
    expect(again.count).toBe(2);
    const { windowEndsAt } = again;
    // The window's end is the condition (no fixed sleep): poll until it has passed.
    await vi.waitUntil(() => Date.now() > windowEndsAt + 5, { timeout: 5_000, interval: 20 });
    expect(await counter.prune()).toBeGreaterThanOrEqual(1);
    const fresh = await counter.hit(key, 300);
    expect(fresh.count).toBe(1);
    expect(fresh.windowEndsAt).toBeGreaterThan(Date.now());
  }
});
