import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openPglite } from './pglite-open';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** One database type for both engines: embedded PGlite and a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` while holding the PostgreSQL advisory lock `key` on a connection of its own (released after, also
   * when `fn` throws), so that several instances starting at once migrate and seed one after the other. `fn` uses
   * `db` as usual. On PGlite (one process owns the database) the same SQL runs and changes nothing.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… connects to a server; otherwise PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; 'memory://' keeps everything in memory. */
  dataDir?: string | undefined;
  /** PGlite only: start from this dump of a data folder (`dumpDataDir`) instead of an empty cluster (tests). */
  loadDataDir?: Blob | undefined;
  /**
   * PGlite only: run it on a worker thread of its own, so that its statements and row parsing do not hold the
   * thread that serves HTTP (the server; docs/decisions/0078). Tests and one-off commands keep it in their thread.
   */
  ownThread?: boolean | undefined;
}

/** The databases opened on embedded PGlite: one process holds them, so what is shared can stay in memory. */
const embedded = new WeakSet<Db>();
export const isEmbedded = (db: Db): boolean => embedded.has(db);

export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    let closing = false;
    // An idle connection the server ended (a restart, an administrator, a dropped test database): the pool discards
    // it and opens another for the next query. Without a listener Node would stop the whole process on it.
    pool.on('error', (error) => {
      if (!closing)
        console.warn(`database: an idle connection was lost (${error.message}); the next query reconnects`);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async withLock(key, fn) {
        const client = await pool.connect();
        let broken = false;
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          return await fn();
        } finally {
          // A connection that cannot unlock is dropped instead of pooled: ending the session releases the lock.
          await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {
            broken = true;
          });
          client.release(broken);
        }
      },
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  if (options.ownThread) {
    if (options.loadDataDir) throw new Error("openDb: loadDataDir is for PGlite in the caller's thread");
    const client = await PgliteThread.start(dataDir);
    return embeddedHandle(client, () => client.close());
  }
  const client = await openPglite(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  return embeddedHandle(client, () => client.close());
}

/** What the database handle and drizzle call on an embedded PGlite. */
export type PgliteCalls = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * A handle on an embedded PGlite: in this thread, on a worker thread (PgliteThread), or a test file's lease of one
 * (testing.ts). `close` ends it.
 */
export function embeddedHandle(client: PgliteCalls | PgliteThread, close: () => Promise<void>): DbHandle {
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  embedded.add(db);
  return {
    db,
    kind: 'pglite',
    async withLock(key, fn) {
      await client.query('select pg_advisory_lock($1)', [key]);
      try {
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]);
      }
    },
    close,
  };
}

/** The PostgreSQL connection pool's counts at this moment. */
export interface PoolStats {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because every one is busy. */
  waiting: number;
}

/** The pool's counts on PostgreSQL; null on PGlite, which is one in-process connection with nothing to pool. */
export function poolStats(db: Db): PoolStats | null {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount };
}
