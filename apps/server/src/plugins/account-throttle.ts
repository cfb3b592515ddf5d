import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AccountThrottled, accountThrottle } from '../auth/account-throttle';
import type { WindowCounter } from '../limits/window-counter';

declare module 'fastify' {
  interface FastifyInstance {
    accountThrottle: {
      /**
       * Counts a log-in or reset request against the account its body names: throws 429 with Retry-After when the
       * account's throttle holds. Other paths, and bodies without an email, are not counted.
       */
      check(path: string, request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Settles a counted log-in by the answer's status once it is sent (a failure counts, a success clears). */
      settle(request: FastifyRequest, status: number): Promise<void>;
    };
  }
}

/** One job: the per-account throttle of log-in and password-reset requests, counted in the shared database. */
export const accountThrottlePlugin = fp(
  async (app: FastifyInstance, opts: { limits: WindowCounter }) => {
    const throttle = accountThrottle(opts.limits);
    /** Log-in attempts counted against their account, settled by the answer's status once it is sent. */
    const pendingLogIns = new WeakMap<FastifyRequest, (status: number) => Promise<void>>();

    app.decorate('accountThrottle', {
      async check(path: string, request: FastifyRequest, reply: FastifyReply) {
        const email = (request.body as { email?: unknown } | null)?.email;
        if (typeof email !== 'string' || email.trim() === '') return;
        try {
          if (path === '/sign-in/email') pendingLogIns.set(request, await throttle.beginLogIn(email));
          if (path === '/request-password-reset') await throttle.countResetRequest(email);
        } catch (err) {
          if (err instanceof AccountThrottled) reply.header('retry-after', String(err.retryAfterSeconds));
          throw err;
        }
      },
      async settle(request: FastifyRequest, status: number) {
        const settle = pendingLogIns.get(request);
        if (settle) await settle(status).catch((err) => request.log.warn({ err }, 'log-in count'));
      },
    });
  },
  { name: 'account-throttle' },
);
