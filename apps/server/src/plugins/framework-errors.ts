import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's own refusals before any route runs (a URL that cannot be percent-decoded, an over-long path parameter,
 * a failed route constraint), in the one error shape. A URL that cannot be decoded names no page: 404, like any
 * other path that is not exactly one of ours.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'There is no such page.' } });
  }
  return reply
    .status(500)
    .send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
}
