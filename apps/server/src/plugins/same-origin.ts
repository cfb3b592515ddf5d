import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_BASE_PATH } from '../auth/auth-route-path';
import { forbidden } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `https://Example.com:443/` and `https://example.com` are one origin; entries that are not URLs stay as written. */
function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}

/**
 * Whether a state-changing request must prove it comes from the product's own pages. A bearer token cannot be
 * sent by another site's page (it lives in this app's memory, and a cross-origin Authorization header needs a
 * CORS preflight this server never grants), so bearer requests are exempt, except on the better-auth endpoints,
 * which act on the session cookie whatever else the request carries.
 */
function needsSameOrigin(request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const bearer = /^bearer\s/i.test(request.headers.authorization ?? '');
  if (!bearer) return true;
  return (request.raw.url ?? '').startsWith(`${AUTH_BASE_PATH}/`);
}

/**
 * Cross-site request forgery: a cookie-authenticated (or anonymous) write is accepted only from the product's own
 * origin, named by the `Origin` header, or, when a browser sends none, by `Sec-Fetch-Site: same-origin`.
 * Anything else is refused with 403 before its body is read. See docs/decisions/0011.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, opts: { trustedOrigins: readonly string[] }) => {
    const trusted = new Set(opts.trustedOrigins.map(originOf));

    app.addHook('onRequest', async (request) => {
      if (!needsSameOrigin(request)) return;
      const origin = request.headers.origin;
      const sameOrigin =
        origin !== undefined ? trusted.has(origin) : request.headers['sec-fetch-site'] === 'same-origin';
      if (!sameOrigin) {
        throw forbidden(
          'This request was refused: it did not come from a College Cost Planner page. Open the page and try again.',
        );
      }
    });
  },
  { name: 'same-origin' },
);
