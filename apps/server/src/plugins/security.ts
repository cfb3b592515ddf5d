import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { sharedRateLimitStore } from '../limits/shared-store';
import type { WindowCounter } from '../limits/window-counter';

const PRUNE_LIMITS_EVERY_MS = 60_000;

/**
 * Security headers with a strict Content-Security-Policy for the built app, and the rate limiter, which counts in
 * the database (shared by every instance) and prunes ended windows once a minute.
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { production: boolean; limits: WindowCounter; blobWorkers?: boolean },
  ) => {
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
      store: sharedRateLimitStore(opts.limits),
      errorResponseBuilder: () =>
        new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
    });
    const pruner = setInterval(() => {
      opts.limits
        .prune()
        .catch((err: unknown) => app.log.warn({ err }, 'could not prune rate-limit windows'));
    }, PRUNE_LIMITS_EVERY_MS);
    pruner.unref();
    app.addHook('onClose', async () => clearInterval(pruner));
  },
  { name: 'security' },
);
