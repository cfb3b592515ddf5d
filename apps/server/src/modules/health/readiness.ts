import type { ReadyResponse } from '@ccp/contracts';
import { type Db, pendingMigrations } from '@ccp/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** What `GET /api/ready` reports; `drain()` marks the instance as stopping. */
    readiness: Readiness;
  }
}

/** A database that does not answer within this time counts as unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

type Check = ReadyResponse['checks']['database'];
const passed: Check = { ok: true };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance should receive traffic: the database answers, every committed migration is applied, the
 * college catalogue is loaded, and the instance is not shutting down.
 */
export class Readiness {
  private draining = false;
  /** Applied migrations stay applied: once all are there, only the database's answer is checked. */
  private migrated = false;

  constructor(
    private readonly db: Db,
    private readonly catalogueLoaded: () => boolean,
  ) {}

  /** From now on the instance reports not ready (a graceful shutdown has begun). */
  drain(): void {
    this.draining = true;
  }

  async check(): Promise<ReadyResponse> {
    let database = passed;
    let migrations = passed;
    try {
      if (this.migrated) {
        await withTimeout(this.db.execute('select 1'), DATABASE_TIMEOUT_MS);
      } else {
        const pending = await withTimeout(pendingMigrations(this.db), DATABASE_TIMEOUT_MS);
        if (pending.length > 0) migrations = { ok: false, detail: `not applied: ${pending.join(', ')}` };
        else this.migrated = true;
      }
    } catch (err) {
      database = { ok: false, detail: `unreachable: ${err instanceof Error ? err.message : String(err)}` };
      migrations = { ok: false, detail: 'unknown while the database is unreachable' };
    }
    const checks = {
      database,
      migrations,
      catalogue: this.catalogueLoaded() ? passed : { ok: false, detail: 'the college catalogue is loading' },
      accepting: this.draining ? { ok: false, detail: 'shutting down' } : passed,
    };
    const ready = Object.values(checks).every((c) => c.ok);
    return { status: ready ? 'ready' : 'not_ready', checks };
  }
}

export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    // The catalogue plugin registers later; it is looked up when asked.
    app.decorate('readiness', new Readiness(app.db, () => app.collegeCatalogue?.loaded === true));
  },
  { name: 'readiness', dependencies: ['db'] },
);
