/* What the server benchmarks share: a fresh database on the engine measured, the engines a run covers, and a bench
 * file's two roles (the server child process, the measuring parent). */
import { migrate, openDb } from '@ccp/db';
import { createTestDb } from '@ccp/db/testing';

/**
 * A fresh, migrated database: in-memory PGlite, or a throwaway database on the PostgreSQL server (dropped on close).
 * PGlite runs on a thread of its own, as the server runs it (docs/decisions/0078); BENCH_PGLITE_THREAD=caller keeps
 * it in the server's thread, as before, to compare.
 */
export async function benchDb(serverUrl: string | undefined) {
  if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;
  else delete process.env.TEST_DATABASE_URL;
  if (serverUrl || process.env.BENCH_PGLITE_THREAD === 'caller') return createTestDb();
  const handle = await openDb({ dataDir: 'memory://', ownThread: true });
  await migrate(handle);
  return handle;
}

/**
 * The databases a run measures: the embedded PGlite (undefined), then PostgreSQL from PG_URL when it is set.
 * BENCH_ENGINES=postgres (or pglite) runs one engine only.
 */
export function benchTargets(): (string | undefined)[] {
  const engines = process.env.BENCH_ENGINES ?? 'pglite,postgres';
  const targets: (string | undefined)[] = engines.includes('pglite') ? [undefined] : [];
  if (process.env.PG_URL && engines.includes('postgres')) targets.push(process.env.PG_URL);
  return targets;
}

/**
 * A bench file's entry point: started as the server child (BENCH_ROLE=server) it serves on the database it is given;
 * otherwise it measures each engine in turn and exits 0 only when every measure passed.
 */
export async function benchEntry(
  serve: (databaseUrl: string | undefined) => Promise<void>,
  measure: (databaseUrl: string | undefined) => Promise<boolean>,
): Promise<void> {
  if (process.env.BENCH_ROLE === 'server') {
    await serve(process.env.BENCH_DATABASE_URL || undefined);
    return;
  }
  let ok = true;
  // Against servers already running (LOAD_TARGET), once: their database is theirs.
  const targets = process.env.LOAD_TARGET ? [undefined] : benchTargets();
  for (const target of targets) ok = (await measure(target)) && ok;
  process.exit(ok ? 0 : 1);
}
