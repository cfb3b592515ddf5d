import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

/**
 * For a hot route declared with `helmet: false`: sets the app's security headers (`app.securityHeaders`, worked
 * out once from the security plugin's helmet options) on every response, without helmet's per-request middleware.
 */
export function precomputedSecurityHeaders(
  headers: Readonly<Record<string, string>>,
): onRequestAsyncHookHandler {
  return async function securityHeaders(_request: FastifyRequest, reply: FastifyReply) {
    reply.headers(headers);
  };
}
