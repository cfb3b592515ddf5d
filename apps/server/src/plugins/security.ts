import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** Security headers with a strict Content-Security-Policy for the built app, and the rate limiter. */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { production: boolean; blobWorkers?: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          // Session replay (only with SENTRY_DSN) compresses its recording in a worker started from a blob: URL.
          ...(opts.blobWorkers ? { workerSrc: ["'self'", 'blob:'] } : {}),
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: opts.production,
    });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () =>
        new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
    });
  },
  { name: 'security' },
);
