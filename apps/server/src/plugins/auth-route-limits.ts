import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The auth endpoints limited per address (ADR 0011): log-in and the password routes. */
const RATE_LIMITED_AUTH_ROUTES = [
  '/sign-in/email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
];

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts a request to the auth endpoint `path` against its per-address limit; over the limit it answers 429
     * itself (`reply.sent` is then true). Other endpoints are not limited here.
     */
    authRouteLimit(path: string, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** One job: the per-route limits of the auth endpoints, one limiter per endpoint keyed by the address alone. */
export const authRouteLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { max: number }) => {
    // Keyed by the endpoint the path was checked to be, never by how the path was spelled.
    const limiters = new Map(
      RATE_LIMITED_AUTH_ROUTES.map((route) => [
        route,
        app.rateLimit({
          max: opts.max,
          timeWindow: '1 minute',
          keyGenerator: (req) => `auth ${route} ${req.ip}`,
        }),
      ]),
    );
    app.decorate('authRouteLimit', async (path: string, request: FastifyRequest, reply: FastifyReply) => {
      const limiter = limiters.get(path);
      if (limiter) await limiter.call(app, request, reply);
    });
  },
  { name: 'auth-route-limits', dependencies: ['security'] },
);
