import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_BASE_PATH } from '../auth/auth-route-path';
import { AppError } from '../errors';

const SIGN_OUT = `${AUTH_BASE_PATH}/sign-out`;

const isApiPath = (target: string) =>
  target === '/api' || target.startsWith('/api/') || target.startsWith('/api?');

/**
 * What the browser may keep of an answer (issue 10, items 4 and 5; docs/decisions/0011):
 * - every /api answer is `Cache-Control: no-store` (nearly all are about a person: a family's figures, a profile,
 *   a token), unless its route sets its own caching. Decided by the route that matched, not by how the path was
 *   spelled: the router decodes the path first, so `/%61pi/family/profile` reaches the profile route (issue 18
 *   item 8); an unmatched /api path (the not-found answer) is no-store too;
 * - a successful sign-out answers `Clear-Site-Data: "cache", "storage"`, so nothing the session loaded stays on
 *   the device. Not "cookies": the sign-out answer clears the session cookies itself, and "cookies" would also
 *   clear every cookie of the whole site (other ports and sub-domains of the host), which is not ours to clear;
 * - only origin-form request targets (`/path`): an absolute-form target (`GET http://host/path`) is one more
 *   spelling of a path, and is refused like the others.
 */
export const privateResponsesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      const target = request.raw.url ?? '';
      if (!target.startsWith('/')) throw new AppError('NOT_FOUND', 'There is no such page.');
      const route = request.routeOptions.url ?? '';
      if (isApiPath(route) || isApiPath(target)) reply.header('cache-control', 'no-store');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'POST' && reply.statusCode < 300 && request.url.split('?')[0] === SIGN_OUT) {
        reply.header('clear-site-data', '"cache", "storage"');
      }
      return payload;
    });
  },
  { name: 'private-responses' },
);
