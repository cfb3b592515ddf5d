import type { ErrorCode } from '@ccp/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AccountThrottled, accountThrottle } from '../auth/account-throttle';
import { type Actor, ownFamilyOnly } from '../auth/actor';
import type { Auth } from '../auth/auth';
import { authRequestUrl, openAuthRoute } from '../auth/auth-route-path';
import { cookieSessions } from '../auth/cookie-sessions';
import { checkNewPassword } from '../auth/new-password-check';
import { type Role, roleFromClaim } from '../auth/roles';
import type { SessionRevocations } from '../auth/session-revocations';
import { SIMULATOR_HEADER, simulationGuard } from '../auth/simulations';
import { tokenVerifier } from '../auth/token-verifier';
import { AppError, forbidden, unauthenticated } from '../errors';
import type { WindowCounter } from '../limits/window-counter';
import { errorAnswer } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    auth: Auth;
    /** A preHandler that resolves the actor and refuses (401/403) anyone not in `roles` (empty: any signed-in user). */
    authorize(...roles: Role[]): preHandlerAsyncHookHandler;
  }
}

const RATE_LIMITED_AUTH_ROUTES = new Set([
  '/sign-in/email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
]);

/** better-auth's error codes, said the way this product says them, in the one error shape. */
const AUTH_ERRORS: Record<string, { code: ErrorCode; message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' },
  INVALID_EMAIL: { code: 'VALIDATION_FAILED', message: 'Enter a valid email address.', field: 'email' },
  INVALID_TOKEN: {
    code: 'INVALID_TOKEN',
    message: 'This reset link has expired or was already used. Ask for a new one.',
  },
  PASSWORD_TOO_SHORT: {
    code: 'VALIDATION_FAILED',
    message: 'Password must be at least 8 characters.',
    field: 'newPassword',
  },
  PASSWORD_TOO_LONG: {
    code: 'VALIDATION_FAILED',
    message: 'Password must be at most 128 characters.',
    field: 'newPassword',
  },
  INVALID_PASSWORD: {
    code: 'VALIDATION_FAILED',
    message: 'Your current password is not right.',
    field: 'currentPassword',
  },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' },
  BANNED_USER: { code: 'FORBIDDEN', message: 'This account has been suspended. Contact support.' },
  MISSING_OR_NULL_ORIGIN: { code: 'FORBIDDEN', message: 'This request was refused: its origin is missing.' },
  INVALID_ORIGIN: { code: 'FORBIDDEN', message: 'This request was refused: its origin is not trusted.' },
};

function authErrorBody(status: number, text: string) {
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    /* not JSON: fall through to a generic message */
  }
  const known = parsed.code ? AUTH_ERRORS[parsed.code] : undefined;
  if (known) {
    const status2 = new AppError(known.code, known.message).status;
    return {
      status: status2,
      body: {
        error: {
          code: known.code,
          message: known.message,
          ...(known.field ? { fields: { [known.field]: known.message } } : {}),
        },
      },
    };
  }
  const code: ErrorCode =
    status === 401
      ? 'UNAUTHENTICATED'
      : status === 403
        ? 'FORBIDDEN'
        : status === 429
          ? 'RATE_LIMITED'
          : status >= 500
            ? 'INTERNAL'
            : 'VALIDATION_FAILED';
  const message =
    status >= 500
      ? 'Something went wrong on our side. Please try again.'
      : (parsed.message ?? 'The request was refused.');
  return { status, body: { error: { code, message } } };
}

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
    const { auth, revocations } = opts;
    const verify = tokenVerifier(app.db, String(auth.options.baseURL));
    const actorFromCookie = cookieSessions(auth, revocations);
    const throttle = accountThrottle(opts.limits);
    const simulations = simulationGuard(app.db, revocations, opts.simulationIdleMinutes);

    // Revocations recorded before this instance started count too; then every instance polls for new ones.
    await revocations.refresh();
    revocations.start((err) => app.log.warn({ err }, 'could not read the shared session revocations'));
    app.addHook('onClose', async () => revocations.stop());

    app.decorate('auth', auth);
    app.decorateRequest('actor', null);

    async function resolveActor(request: FastifyRequest): Promise<Actor> {
      const header = request.headers.authorization;
      if (header?.startsWith('Bearer ')) {
        const check = await verify(header.slice(7).trim());
        if (!check.ok) {
          throw check.expired
            ? new AppError('TOKEN_EXPIRED', 'Your access token has expired.')
            : unauthenticated('Your access token is not valid. Please log in again.');
        }
        const { payload } = check;
        const role = roleFromClaim(payload.role);
        const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
        if (!role || !payload.sub || !sessionId) throw unauthenticated();
        if (revocations.isRevoked(sessionId)) {
          // An act-as session that ended for a reason (its right to act ended, idle): its token hears why.
          const why = typeof payload.imp === 'string' ? await simulations.endedMessage(sessionId) : undefined;
          throw unauthenticated(why);
        }
        return {
          userId: payload.sub,
          role,
          sessionId,
          impersonatedBy: typeof payload.imp === 'string' ? payload.imp : null,
        };
      }
      const actor = await actorFromCookie(request.headers);
      if (!actor) throw unauthenticated();
      return actor;
    }

    app.decorate('authorize', (...roles: Role[]): preHandlerAsyncHookHandler => {
      return async function authorizeActor(request: FastifyRequest) {
        let actor = request.actor;
        if (!actor) {
          actor = await resolveActor(request);
          // While an admin or agent acts as a family: live, not idle, and the acting user named in the header.
          if (actor.impersonatedBy) actor = await simulations.check(actor, request.headers[SIMULATOR_HEADER]);
          request.actor = actor;
        }
        if (roles.length > 0 && !roles.includes(actor.role)) throw forbidden();
      };
    });

    /** One limiter per rate-limited endpoint, keyed by the address alone (never by how the path was spelled). */
    const authLimiters = new Map(
      [...RATE_LIMITED_AUTH_ROUTES].map((route) => [
        route,
        app.rateLimit({
          max: opts.authRateLimitMax,
          timeWindow: '1 minute',
          keyGenerator: (req) => `auth ${route} ${req.ip}`,
        }),
      ]),
    );

    /** Log-in attempts counted against their account, settled by the answer's status once it is sent. */
    const pendingLogIns = new WeakMap<FastifyRequest, (status: number) => Promise<void>>();

    /** The per-account throttle of log-in and reset requests: throws 429 with Retry-After when it holds. */
    async function throttleAccount(path: string, request: FastifyRequest, reply: FastifyReply) {
      const email = (request.body as { email?: unknown } | null)?.email;
      if (typeof email !== 'string' || email.trim() === '') return;
      try {
        if (path === '/sign-in/email') pendingLogIns.set(request, await throttle.beginLogIn(email));
        if (path === '/request-password-reset') await throttle.countResetRequest(email);
      } catch (err) {
        if (err instanceof AccountThrottled) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
    }

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async onResponse(request, reply) {
        const settle = pendingLogIns.get(request);
        if (settle) await settle(reply.statusCode).catch((err) => request.log.warn({ err }, 'log-in count'));
      },
      async handler(request: FastifyRequest, reply: FastifyReply) {
        // Checked on the raw request target; better-auth gets a Request built from the checked path only.
        const route = openAuthRoute(request.method, request.raw.url ?? '');
        if (!route) throw new AppError('NOT_FOUND', 'There is no such page.');
        const { path } = route;
        const limiter = authLimiters.get(path);
        if (limiter) await limiter.call(app, request, reply);
        if (reply.sent) return reply;
        await throttleAccount(path, request, reply);
        if (path === '/token') {
          // An act-as session whose right to act has ended (or that sat idle) ends here too: no new token for it.
          const actor = await actorFromCookie(request.headers);
          if (actor) {
            await simulations.stillLive(actor).catch((err: unknown) => {
              // Refused: the session is gone now, and better-auth answers that nobody is signed in.
              if (!(err instanceof AppError)) throw err;
            });
          }
        }
        if (path === '/change-password' || path === '/reset-password') {
          let userId: string | null = null;
          if (path === '/change-password') {
            // Staff acting as a family act for it, not as its owner: the family's password is the family's own.
            const actor = await actorFromCookie(request.headers);
            if (actor) ownFamilyOnly(actor, 'change its password');
            userId = actor?.userId ?? null;
          }
          // A new password meets the one password rule (auth/password-policy.ts) before better-auth sees it.
          await checkNewPassword(app.db, path, request.body, userId);
        }
        // A password change ends every session of the account (the caller gets a fresh one in the answer).
        if (path === '/change-password' && request.body && typeof request.body === 'object') {
          request.body = { ...request.body, revokeOtherSessions: true };
        }

        const url = authRequestUrl(String(auth.options.baseURL), route);
        const headers = fromNodeHeaders(request.headers);
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            ...(request.method === 'POST' ? { body: JSON.stringify(request.body ?? {}) } : {}),
          }),
        );
        response.headers.forEach((value, key) => {
          if (key === 'content-length' || key === 'content-encoding') return;
          if (key === 'set-cookie') return;
          reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        const text = await response.text();
        if (path === '/token' && response.status === 401) {
          // Asking whether anyone is signed in is not an error: nobody is, so there is no token.
          return reply.status(200).type('application/json').send({ token: null });
        }
        if (response.status >= 400) {
          const { status, body } = authErrorBody(response.status, text);
          return reply
            .status(status)
            .type('application/json')
            .send({ error: errorAnswer(request, body.error) });
        }
        reply.status(response.status);
        if (path === '/sign-in/email') {
          // The session token travels only in the httpOnly cookie, never in a body that scripts can read.
          const { token: _token, ...rest } = JSON.parse(text) as Record<string, unknown>;
          return reply.send(rest);
        }
        return reply.send(text.length > 0 ? text : null);
      },
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
