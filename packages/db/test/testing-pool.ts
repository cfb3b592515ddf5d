/* Test-only: the API tests' embedded databases, kept by each test process between files (docs/decisions/0080).
 * Starting a PGlite from the migrated template's dump costs about 0.8 s and 1.2 s of CPU, most of it PGlite's own
 * start, and every test file opens at least one. A closed file's PGlite is emptied back to the template's rows and
 * given to the next file, unless its schema differs from the template's (a test changed it) or work was still running
 * on it: then it is closed, as before. A file's handle refuses every call once closed, so late work of a finished file
 * (a timer, a background send) fails as it would on a closed database instead of writing into the next file's. */
import { readFile } from 'node:fs/promises';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { type DbHandle, embeddedHandle, type PgliteCalls } from '../src/client';
import { migrate } from '../src/migrate';
import { openPglite } from '../src/pglite-open';

/** What a fresh copy of the template holds: its schema's fingerprint, its tables and the rows the migrations wrote. */
interface TemplateState {
  fingerprint: string;
  tables: string[];
  rows: { table: string; json: string }[];
}

/** The PGlites kept for one template (a test process has one; each template keeps its own). */
interface Pool {
  dump: Promise<Blob>;
  state?: Promise<TemplateState>;
  idle: PGlite[];
}
const pools = new Map<string, Pool>();

/** A database for one test file: a kept PGlite emptied to the template, or a new one loaded from the dump. */
export async function leaseEmbedded(templateFile: string): Promise<DbHandle> {
  let pool = pools.get(templateFile);
  if (!pool) {
    pool = { dump: readFile(templateFile).then((bytes) => new Blob([bytes])), idle: [] };
    pools.set(templateFile, pool);
  }
  let client = pool.idle.pop();
  if (!client) {
    client = await openPglite('memory://', { loadDataDir: await pool.dump });
    // Read from the first fresh copy, before any test has used it.
    pool.state ??= stateOf(client);
  }
  const template = await pool.state!;
  const idle = pool.idle;
  const lease = new Lease(client);
  const handle = embeddedHandle(lease, async () => {
    const ended = lease.end();
    if (ended === 'again') return;
    const kept = lease.client;
    if (ended === 'idle' && (await resetToTemplate(kept, template))) idle.push(kept);
    else await kept.close();
  });
  await migrate(handle);
  return handle;
}

/** One file's use of a PGlite: every call refused once the file closed it; whether work was running then. */
class Lease implements PgliteCalls {
  private running = 0;
  private ended = false;
  constructor(readonly client: PGlite) {}

  private run<T>(work: () => Promise<T>): Promise<T> {
    if (this.ended) return Promise.reject(new Error('This test database is closed.'));
    this.running += 1;
    return work().finally(() => {
      this.running -= 1;
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.run(() => this.client.query<T>(sql, params, options));
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.run(() => this.client.exec(sql, options));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.run(() => this.client.transaction(callback));
  }

  /** Ends the lease: whether work was still running on it ('busy': the PGlite cannot be kept), or it had ended. */
  end(): 'idle' | 'busy' | 'again' {
    if (this.ended) return 'again';
    this.ended = true;
    return this.running === 0 ? 'idle' : 'busy';
  }
}

/** Every relation, column, constraint, function, trigger and extension, and the migrations applied. */
const FINGERPRINT = `
  select md5(string_agg(item, ',' order by item)) as fingerprint from (
    select 'rel:' || n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || coalesce((
      select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text, ';'
        order by a.attnum)
      from pg_attribute a where a.attrelid = c.oid and a.attnum > 0), '') as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 'con:' || conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint
    where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select 'fn:' || p.oid::regprocedure::text from pg_proc p
    where p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select 'trigger:' || tgrelid::regclass::text || ':' || tgname from pg_trigger where not tgisinternal
    union all
    select 'ext:' || extname || ':' || extversion from pg_extension
    union all
    select 'migrations:' || count(*) from drizzle.__drizzle_migrations
  ) items`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const result = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return result.rows[0]!.fingerprint;
}

async function stateOf(client: PGlite): Promise<TemplateState> {
  const listed = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const tables = listed.rows.map((r) => r.name);
  const rows: TemplateState['rows'] = [];
  for (const table of tables) {
    const held = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    );
    const json = held.rows[0]?.json;
    if (json) rows.push({ table, json });
  }
  return { fingerprint: await fingerprintOf(client), tables, rows };
}

/** Empties every table back to the template's rows (identities restarted); false if the PGlite cannot be kept. */
async function resetToTemplate(client: PGlite, template: TemplateState): Promise<boolean> {
  try {
    if ((await fingerprintOf(client)) !== template.fingerprint) return false;
    await client.transaction(async (tx) => {
      await tx.exec(`truncate ${template.tables.join(', ')} restart identity cascade`);
      // A table's triggers may write the template's rows again (colleges' revision trigger fires on TRUNCATE).
      for (const { table, json } of template.rows) {
        await tx.exec(`delete from ${table}`);
        await tx.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1)`, [
          json,
        ]);
      }
    });
    return true;
  } catch {
    return false;
  }
}
