import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** Serves the built web app with a single-page fallback; unknown /api paths get the JSON 404. */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    const hasWeb = existsSync(join(opts.distDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz next to each asset; serve those to clients that accept them.
        preCompressed: true,
        setHeaders(res, path) {
          if (path.includes(`${join(opts.distDir, 'assets')}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            res.header('cache-control', 'no-cache');
          }
        },
      });
    } else {
      app.log.warn({ distDir: opts.distDir }, 'web app not built: run `npm run build` to serve the pages');
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const readsPage = request.method === 'GET' || request.method === 'HEAD';
      if (path.startsWith('/api/') || path === '/api' || !hasWeb || !readsPage) {
        throw new AppError('NOT_FOUND', 'There is no such page.');
      }
      if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
        throw new AppError('NOT_FOUND', 'There is no such file.');
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'web' },
);
