import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Db, DbHandle } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * The advisory lock key that migrations and seeds run under, so that instances starting together on one
 * PostgreSQL database take turns (ADR 0014). Any constant works; this one spells "ccp" and 1.
 */
export const SCHEMA_LOCK_KEY = 0x63_63_70_01;

/** Applies the committed SQL migrations; already-applied ones are skipped. */
export async function migrate(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'postgres') await migratePg(handle.db as never, config);
  else await migratePglite(handle.db as never, config);
}

const UNDEFINED_TABLE = '42P01';

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The committed migrations, as drizzle's journal lists them (read once). */
let journal: Journal | null = null;
function committedMigrations(): Journal['entries'] {
  journal ??= JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as Journal;
  return journal.entries;
}

/**
 * The tags of the committed migrations that the database has not recorded as applied (drizzle records each one in
 * drizzle.__drizzle_migrations with the journal's `when` as created_at). Throws when the database is unreachable.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const applied = new Set<number>();
  try {
    const result = (await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { created_at: string | number }[];
    };
    for (const row of result.rows) applied.add(Number(row.created_at));
  } catch (err) {
    // No migrations table yet: nothing applied. Anything else (unreachable database) is the caller's to report.
    const cause = (err as { cause?: { code?: string } }).cause;
    if (((err as { code?: string }).code ?? cause?.code) !== UNDEFINED_TABLE) throw err;
  }
  return committedMigrations()
    .filter((entry) => !applied.has(entry.when))
    .map((entry) => entry.tag);
}
