import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { dbFailureOf, sqlStateOf } from '../database/db-errors';
import { AppError } from '../errors';

function fieldName(instancePath: string, fallback: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || fallback;
}

/** Addresses the router refuses (a malformed escape, a path parameter past its length) in the one error shape. */
export function frameworkErrorHandler(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply
    .status(status)
    .send({ error: { code: 'VALIDATION_FAILED', message: 'The address of this request is not valid.' } });
}

/** The one error handler: every failure leaves the server as `{ error: { code, message, fields? } }`. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler<FastifyError>((err, request, reply) => {
      if (err instanceof AppError) {
        return reply.status(err.status).send({
          error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) },
        });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const fields: Record<string, string> = {};
        for (const issue of err.validation) {
          const name = fieldName(issue.instancePath, err.validationContext ?? 'body');
          fields[name] ??= issue.message ?? 'This value is not valid.';
        }
        const where = err.validationContext === 'querystring' ? 'search parameters' : 'highlighted fields';
        return reply.status(400).send({
          error: { code: 'VALIDATION_FAILED', message: `Please correct the ${where}.`, fields },
        });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err, route: request.routeOptions.url }, 'response did not match its schema');
        return reply.status(500).send({
          error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
        });
      }
      const status = err.statusCode ?? 500;
      if (status === 413) {
        return reply
          .status(413)
          .send({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'That upload is too large.' } });
      }
      if (status === 429) {
        return reply.status(429).send({
          error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' },
        });
      }
      if (status >= 400 && status < 500) {
        const message =
          err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'This kind of request body is not accepted.'
            : err.code?.startsWith('FST_ERR_CTP')
              ? 'The request body is not valid JSON.'
              : 'The request could not be understood.';
        return reply.status(status).send({ error: { code: 'VALIDATION_FAILED', message } });
      }
      const sqlState = sqlStateOf(err);
      const failure = sqlState ? dbFailureOf(sqlState) : null;
      if (failure) {
        request.log.warn({ err, route: request.routeOptions.url }, 'database refused the request');
        if (failure.retryAfter) reply.header('retry-after', String(failure.retryAfter));
        return reply
          .status(new AppError(failure.code, failure.message).status)
          .send({ error: { code: failure.code, message: failure.message } });
      }
      request.log.error({ err, route: request.routeOptions.url }, 'unhandled error');
      return reply.status(500).send({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      });
    });
  },
  { name: 'errors' },
);
