import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth } from '../auth/auth';
import type { SessionRevocations } from '../auth/session-revocations';
import type { WindowCounter } from '../limits/window-counter';
import { accountThrottlePlugin } from './account-throttle';
import { authProxyPlugin } from './auth-proxy';
import { authRouteLimitsPlugin } from './auth-route-limits';
import { authorizePlugin } from './authorize';
import { callerPlugin } from './caller';

/**
 * Sign-in and access, as plugins of one job each: who calls (`auth-caller`; the name `caller` would clash with fastify-plugin's own property), may they (`authorize`), the auth endpoints'
 * per-address limits (`auth-route-limits`), the per-account throttle (`account-throttle`), and better-auth behind
 * `/api/auth/*` (`auth-proxy`, which translates its errors with `auth-error-answer.ts`).
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      auth: Auth;
      authRateLimitMax: number;
      limits: WindowCounter;
      revocations: SessionRevocations;
      /** An act-as session ends after this many minutes without a request (docs/decisions/0029). */
      simulationIdleMinutes: number;
    },
  ) => {
    await app.register(callerPlugin, {
      auth: opts.auth,
      revocations: opts.revocations,
      simulationIdleMinutes: opts.simulationIdleMinutes,
    });
    await app.register(authorizePlugin);
    await app.register(authRouteLimitsPlugin, { max: opts.authRateLimitMax });
    await app.register(accountThrottlePlugin, { limits: opts.limits });
    await app.register(authProxyPlugin);
  },
  { name: 'auth', dependencies: ['db'] },
);
