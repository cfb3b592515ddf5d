import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** Where the web build puts the pages it pre-renders (apps/web/src/build/prerender.ts). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The pre-rendered pages of a build, by page path: `prerendered/index.html` is `/`,
 * `prerendered/family/login.html` is `/family/login`. Read once at start-up, like the static files.
 */
export function findPrerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const root = join(distDir, PRERENDERED_DIR);
  if (!existsSync(root)) return pages;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) {
        walk(file);
      } else if (name.endsWith('.html')) {
        const name = relative(root, file).split(sep).join('/');
        const route = name.replace(/\.html$/, '');
        pages.set(route === 'index' ? '/' : `/${route}`, `${PRERENDERED_DIR}/${name}`);
      }
    }
  };
  walk(root);
  return pages;
}

/** `/family/login/` and `/family/login` are the same page. */
const pagePath = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Serves the built web app. A page path answers with its pre-rendered HTML when the build made one (public and
 * log-in pages), otherwise with the single-page index.html; both pre-compressed (.br/.gz) when the client
 * accepts it. Unknown /api paths get the JSON 404.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string; notFoundRateLimitMax: number }) => {
    const hasWeb = existsSync(join(opts.distDir, 'index.html'));
    const prerendered = hasWeb ? findPrerenderedPages(opts.distDir) : new Map<string, string>();
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
    // Unknown paths (scans, probes) and page loads are limited per address like every other open door.
    const notFoundLimit = app.rateLimit({
      max: opts.notFoundRateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: (request) => `not-found ${request.ip}`,
    });
    app.setNotFoundHandler({ preHandler: notFoundLimit }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const readsPage = request.method === 'GET' || request.method === 'HEAD';
      if (path.startsWith('/api/') || path === '/api' || !hasWeb || !readsPage) {
        throw new AppError('NOT_FOUND', 'There is no such page.');
      }
      if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
        throw new AppError('NOT_FOUND', 'There is no such file.');
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(prerendered.get(pagePath(path)) ?? 'index.html');
    });
  },
  { name: 'web' },
);
