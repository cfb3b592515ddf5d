import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { WindowCounter } from './window-counter';

interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that keeps its counts in the database (see window-counter.ts) instead of in
 * the process, so that N instances allow what one would. Each route with its own limit counts under its own
 * prefix; limiters made with `app.rateLimit()` name themselves in their key generator.
 */
export function sharedRateLimitStore(counter: WindowCounter): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: StoreOptions = {}) {
      const { method, url } = options.routeInfo ?? {};
      this.prefix = url ? `route ${[method ?? ''].flat().join(',')} ${url} ` : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ count, windowEndsAt }) =>
          callback(null, { current: count, ttl: Math.max(0, windowEndsAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new SharedStore(routeOptions as StoreOptions);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
