import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitAuthMax: 3 });
});
afterAll(async () => t?.close());

it('limits log-in attempts per address and says so', async () => {
  const attempt = () =>
    t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'a@b.test', password: 'whatever-pw' },
    });
  for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.code).toBe('RATE_LIMITED');
});

it('limits sign-ups too', async () => {
  const attempt = () => t.inject({ method: 'POST', url: '/api/family/signup', payload: {} });
  for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
  expect((await attempt()).statusCode).toBe(429);
});
