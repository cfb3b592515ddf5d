import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../auth/roles';
import { forbidden } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that resolves the actor and refuses (401/403) anyone not in `roles` (empty: any signed-in user). */
    authorize(...roles: Role[]): preHandlerAsyncHookHandler;
  }
}

/** One job: a route's role check, on the caller the caller plugin found (401 without one, 403 for another role). */
export const authorizePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('authorize', (...roles: Role[]): preHandlerAsyncHookHandler => {
      return async function authorizeActor(request: FastifyRequest) {
        const actor = await app.caller.of(request);
        if (roles.length > 0 && !roles.includes(actor.role)) throw forbidden();
      };
    });
  },
  { name: 'authorize', dependencies: ['auth-caller'] },
);
