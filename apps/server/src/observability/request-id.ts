import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An id a proxy or load balancer already gave the request is kept (so that its logs and ours line up) when it is a
 * plain token: letters, digits and `. _ : -`, at most 128 characters. Anything else could forge log lines or carry
 * markup into them, so the request gets a fresh UUID instead.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Fastify's `genReqId`: the request's id, bound to every `request.log` line as `requestId`. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Returns the id as the `x-request-id` response header, so that a user or client can quote it. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'request-id' },
);
