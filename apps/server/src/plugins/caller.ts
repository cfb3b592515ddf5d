import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../auth/actor';
import type { Auth } from '../auth/auth';
import { cookieSessions } from '../auth/cookie-sessions';
import { roleFromClaim } from '../auth/roles';
import type { SessionRevocations } from '../auth/session-revocations';
import { SIMULATOR_HEADER, simulationGuard } from '../auth/simulations';
import { tokenVerifier } from '../auth/token-verifier';
import { AppError, unauthenticated } from '../errors';

/** Who is calling: found once per request, from the bearer token or the session cookie. */
export interface Caller {
  /**
   * The request's actor (cached on `request.actor`): refuses (401) a missing, expired, invalid or revoked token or
   * session; while an admin or agent acts as a family, the act-as session must be live, not idle, and the acting
   * user named in the simulator header.
   */
  of(request: FastifyRequest): Promise<Actor>;
  /** The actor of the session cookie alone, or null (the auth routes read it before better-auth answers). */
  fromCookie(headers: IncomingHttpHeaders): Promise<Actor | null>;
  /** Ends an act-as session whose right to act has ended or that sat idle (throws an AppError when it did). */
  stillLive(actor: Actor): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    auth: Auth;
    caller: Caller;
  }
}

/**
 * One job: who the caller is. Decorates `app.auth`, `app.caller` and `request.actor`, and keeps this instance's copy
 * of the shared session revocations current (ADR 0012).
 */
export const callerPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      auth: Auth;
      revocations: SessionRevocations;
      /** An act-as session ends after this many minutes without a request (docs/decisions/0029). */
      simulationIdleMinutes: number;
    },
  ) => {
    const { auth, revocations } = opts;
    const verify = tokenVerifier(app.db, String(auth.options.baseURL));
    const fromCookie = cookieSessions(auth, revocations);
    const simulations = simulationGuard(app.db, revocations, opts.simulationIdleMinutes);

    // Revocations recorded before this instance started count too; then every instance polls for new ones.
    await revocations.refresh();
    revocations.start((err) => app.log.warn({ err }, 'could not read the shared session revocations'));
    app.addHook('onClose', async () => revocations.stop());

    async function resolve(request: FastifyRequest): Promise<Actor> {
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
      const actor = await fromCookie(request.headers);
      if (!actor) throw unauthenticated();
      return actor;
    }

    app.decorate('auth', auth);
    app.decorateRequest('actor', null);
    app.decorate('caller', {
      async of(request: FastifyRequest) {
        if (request.actor) return request.actor;
        let actor = await resolve(request);
        if (actor.impersonatedBy) actor = await simulations.check(actor, request.headers[SIMULATOR_HEADER]);
        request.actor = actor;
        return actor;
      },
      fromCookie,
      stillLive: (actor: Actor) => simulations.stillLive(actor),
    } satisfies Caller);
  },
  { name: 'auth-caller', dependencies: ['db'] },
);
