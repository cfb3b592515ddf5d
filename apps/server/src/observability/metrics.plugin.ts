import { createHash, timingSafeEqual } from 'node:crypto';
import { poolStats } from '@ccp/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { collectProcessMetrics, httpRequestDuration, metricsRegistry, watchDbPool } from './metrics';

/** Routes outside /api that are labelled by their own pattern; every other non-API path is the web app's. */
const NAMED_ROUTES = new Set(['/metrics', '/monitoring']);

/**
 * The route label: the pattern (`/api/family/colleges/:id`), never the raw URL, so that the number of series stays
 * fixed. Files and pages of the web app share one label, as do API paths that match no route.
 */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && (pattern.startsWith('/api/') || NAMED_ROUTES.has(pattern))) return pattern;
  return request.url.startsWith('/api/') ? '/api/(unmatched)' : '(web)';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * With a token: times every request and serves `GET /metrics` (Prometheus text format) to
 * `Authorization: Bearer <token>` only. Without one, `/metrics` answers 404 (rather than the web app's page).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token: string | undefined }) => {
    const notFound = () => new AppError('NOT_FOUND', 'There is no such page.');
    const { token } = opts;
    if (!token) {
      app.get('/metrics', { schema: { hide: true } }, async () => {
        throw notFound();
      });
      return;
    }
    collectProcessMetrics();
    if (poolStats(app.db)) watchDbPool(() => poolStats(app.db));

    app.addHook('onResponse', (request, reply, done) => {
      httpRequestDuration.observe(
        {
          method: request.method,
          route: routeLabel(request),
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    // Both sides hashed to the same length, then compared in constant time: the answer time says nothing of the token.
    const expected = digest(token);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!timingSafeEqual(digest(given), expected)) throw notFound();
      reply.header('content-type', metricsRegistry.contentType).header('cache-control', 'no-store');
      return metricsRegistry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
