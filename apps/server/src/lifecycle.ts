import { type DbHandle, migrate, SCHEMA_LOCK_KEY } from '@ccp/db';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { applyBundledReleases } from './seed/catalogue-releases';
import { seedColleges } from './seed/colleges';
import { seedDemo } from './seed/demo';

/**
 * Start and stop of one server instance among several on one database (ADR 0014). Migrations and seeds run under
 * one PostgreSQL advisory lock, so instances starting together take turns: the first applies them, the others
 * find them done.
 */
export function migrateUnderLock(handle: DbHandle): Promise<void> {
  return handle.withLock(SCHEMA_LOCK_KEY, () => migrate(handle));
}

/**
 * The embedded default loads the bundled college catalogue on first start (a PostgreSQL server gets it with
 * `npm run db:seed:colleges`, which takes the same lock). On either engine, a catalogue loaded from an older
 * bundle gets the bundled releases it has not had (ADR 0048: the colleges it missed, current names, data years,
 * the aid policies). Then the demo accounts when configured.
 */
export function seedUnderLock(app: FastifyInstance, handle: DbHandle, config: AppConfig): Promise<void> {
  return handle.withLock(SCHEMA_LOCK_KEY, async () => {
    const loaded = handle.kind === 'pglite' ? await seedColleges(handle.db) : null;
    if (loaded)
      app.log.info(`college catalogue loaded: ${loaded.created} colleges in ${loaded.durationMs} ms`);
    const applied = await applyBundledReleases(handle.db);
    if (applied.length > 0) app.log.info(`bundled data brought in: ${applied.join(', ')}`);
    if (config.seedDemo) await seedDemo(app);
  });
}

/** A log line on the way out: whatever happens to it, the exit that follows is not skipped. */
function bestEffort(log: () => void): void {
  try {
    log();
  } catch {
    /* nothing to do: the process is leaving */
  }
}

export interface ShutdownOptions {
  graceMs: number;
  /** process.exit, replaceable in tests. */
  exit?: (code: number) => void;
}

/**
 * Graceful stop: report not ready, stop accepting connections, let requests in flight finish (Fastify answers 503
 * to new requests on open connections meanwhile), stop the pollers (onClose hooks), close the database, exit 0.
 * Exits 1 when that takes longer than the grace time.
 */
export async function shutdown(
  app: FastifyInstance,
  handle: DbHandle,
  options: ShutdownOptions,
): Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  app.readiness.drain();
  const force = setTimeout(() => {
    bestEffort(() => app.log.error(`shutdown: still closing after ${options.graceMs} ms; exiting anyway`));
    exit(1);
  }, options.graceMs);
  force.unref();
  // A keep-alive connection whose request finishes during the drain would otherwise hold the close open until the
  // client leaves or its keep-alive times out; it is closed as soon as it is idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  idle.unref();
  let code = 0;
  try {
    await app.close();
    await handle.close();
  } catch (err) {
    bestEffort(() => app.log.error({ err }, 'shutdown: closing failed'));
    code = 1;
  } finally {
    clearInterval(idle);
    clearTimeout(force);
  }
  exit(code);
}

/**
 * What SIGTERM and SIGINT do: the first starts `shutdown`; a second one, while the first is still waiting, exits
 * at once with 1 (whoever sends it again does not want to wait for the grace time).
 */
export function stopSignalHandler(
  app: FastifyInstance,
  handle: DbHandle,
  options: ShutdownOptions,
): (signal: NodeJS.Signals) => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  return (signal) => {
    if (stopping) {
      bestEffort(() => app.log.warn({ signal }, 'shutdown: signalled again; exiting now'));
      exit(1);
      return;
    }
    stopping = true;
    bestEffort(() => app.log.info({ signal }, 'shutting down'));
    void shutdown(app, handle, options);
  };
}

export function shutdownOnSignals(app: FastifyInstance, handle: DbHandle, options: ShutdownOptions): void {
  const stop = stopSignalHandler(app, handle, options);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
