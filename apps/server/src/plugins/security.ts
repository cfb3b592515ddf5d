import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../errors';
import { sharedRateLimitStore } from '../limits/shared-store';
import type { WindowCounter } from '../limits/window-counter';

const PRUNE_LIMITS_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The security headers every answer carries, worked out once from the options below: a hot route declared with
     * `helmet: false` sets them itself (`reply.headers(app.securityHeaders)`), without @fastify/helmet's per-request
     * middleware (about 60 µs, a fifth of a search).
     */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/** The one helmet configuration: a strict Content-Security-Policy for the built app. */
export function helmetOptions(opts: { production: boolean; blobWorkers?: boolean }): HelmetOptions {
  return {
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
  };
}

/**
 * The headers helmet sets with `options`, by helmet's public middleware run once on a response of Node's own: they
 * depend on the options only, never on the request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let failed: unknown;
  helmet(options)(response.req, response, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Security headers with a strict Content-Security-Policy for the built app, and the rate limiter, which counts in
 * the database (shared by every instance) and prunes ended windows once a minute.
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { production: boolean; limits: WindowCounter; blobWorkers?: boolean },
  ) => {
    const options = helmetOptions(opts);
    // The same options; @fastify/helmet names helmet's types through its CommonJS declarations, a twin of the ESM ones.
    await app.register(fastifyHelmet, options as FastifyHelmetOptions);
    app.decorate('securityHeaders', Object.freeze(helmetHeaders(options)));
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
