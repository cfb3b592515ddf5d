import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { dbFailureOf, sqlStateOf } from '../database/db-errors';
import { AppError } from '../errors';
import type { ErrorReporter } from '../observability/error-reporter';
import { httpErrors } from '../observability/metrics';

function fieldName(instancePath: string, fallback: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || fallback;
}

/**
 * The `error` of an answer in the one error shape, with the request's id (the `x-request-id` header and the
 * `requestId` of its log lines), counted by code for `/metrics`. For the few places that answer an error themselves.
 */
export function errorAnswer(
  request: FastifyRequest,
  error: {
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    more?: Record<string, unknown> | undefined;
  },
): { code: string; message: string; fields?: Record<string, string>; requestId: string } {
  httpErrors.inc({ code: error.code });
  return {
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
    requestId: request.id,
    ...(error.more ?? {}),
  };
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Fastify's own refusals before any route runs, in the one error shape. A URL that cannot be percent-decoded, or a
 * path parameter past its length, names no page: 404, like any other path that is not exactly one of ours.
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .status(404)
      .send({ error: errorAnswer(request, { code: 'NOT_FOUND', message: 'There is no such page.' }) });
  }
  return reply.status(400).send({
    error: errorAnswer(request, {
      code: 'VALIDATION_FAILED',
      message: 'The address of this request is not valid.',
    }),
  });
}

/**
 * The one error handler: every failure leaves the server as `{ error: { code, message, fields?, requestId } }`.
 * Unexpected failures (500) are logged and, when SENTRY_DSN is set, reported.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance, opts: { reporter?: ErrorReporter | undefined }) => {
    const internal = (err: Error, request: FastifyRequest) => {
      opts.reporter?.capture(err, {
        requestId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
      });
      return { error: errorAnswer(request, { code: 'INTERNAL', message: INTERNAL_MESSAGE }) };
    };
    app.setErrorHandler<FastifyError>((err, request, reply) => {
      if (err instanceof AppError) {
        return reply.status(err.status).send({ error: errorAnswer(request, err) });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const fields: Record<string, string> = {};
        for (const issue of err.validation) {
          const name = fieldName(issue.instancePath, err.validationContext ?? 'body');
          fields[name] ??= issue.message ?? 'This value is not valid.';
        }
        const where = err.validationContext === 'querystring' ? 'search parameters' : 'highlighted fields';
        return reply.status(400).send({
          error: errorAnswer(request, {
            code: 'VALIDATION_FAILED',
            message: `Please correct the ${where}.`,
            fields,
          }),
        });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err, route: request.routeOptions.url }, 'response did not match its schema');
        return reply.status(500).send(internal(err, request));
      }
      const status = err.statusCode ?? 500;
      if (status === 413) {
        return reply.status(413).send({
          error: errorAnswer(request, { code: 'PAYLOAD_TOO_LARGE', message: 'That upload is too large.' }),
        });
      }
      if (status === 429) {
        return reply.status(429).send({
          error: errorAnswer(request, {
            code: 'RATE_LIMITED',
            message: 'Too many attempts. Please wait a minute and try again.',
          }),
        });
      }
      if (status >= 400 && status < 500) {
        const message =
          err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'This kind of request body is not accepted.'
            : err.code?.startsWith('FST_ERR_CTP')
              ? 'The request body is not valid JSON.'
              : 'The request could not be understood.';
        return reply
          .status(status)
          .send({ error: errorAnswer(request, { code: 'VALIDATION_FAILED', message }) });
      }
      const sqlState = sqlStateOf(err);
      const failure = sqlState ? dbFailureOf(sqlState) : null;
      if (failure) {
        request.log.warn({ err, route: request.routeOptions.url }, 'database refused the request');
        if (failure.retryAfter) reply.header('retry-after', String(failure.retryAfter));
        return reply
          .status(new AppError(failure.code, failure.message).status)
          .send({ error: errorAnswer(request, { code: failure.code, message: failure.message }) });
      }
      request.log.error({ err, route: request.routeOptions.url }, 'unhandled error');
      return reply.status(500).send(internal(err, request));
    });
  },
  { name: 'errors' },
);
