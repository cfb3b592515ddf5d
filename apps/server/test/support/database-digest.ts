import type { Db } from '@ccp/db';
import { sql } from 'drizzle-orm';

/**
 * Tables that a refused request may still touch: sign-in sessions, the keys better-auth signs tokens with, and the
 * shared rate-limit counts and revoked sessions (a refused attempt is still counted).
 */
export const VOLATILE_TABLES = new Set([
  'session',
  'jwks',
  'verification',
  'rate_limit_hits',
  'revoked_sessions',
]);

/**
 * Each named table's row count and an order-free hash of its rows' text, in one statement: equal digests, equal
 * rows (a changed, added or removed row changes its table's digest).
 */
export async function tableDigests(db: Db, names: readonly string[]): Promise<Record<string, string>> {
  const parts = names.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0)::text as digest from "${name}" x`,
  );
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; digest: string }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.name, r.digest]));
}

/** The tables of a test database, read once: they are all made before a test file starts (global-setup.ts). */
const namesOf = new WeakMap<Db, Promise<string[]>>();
function tableNames(db: Db): Promise<string[]> {
  let names = namesOf.get(db);
  if (!names) {
    names = (
      db.execute(
        sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
      ) as unknown as Promise<{ rows: { tablename: string }[] }>
    ).then((tables) => tables.rows.map((r) => r.tablename));
    namesOf.set(db, names);
  }
  return names;
}

/** Row counts and an order-free hash of every row of every table but the volatile ones: equal digests, equal data. */
export async function databaseDigest(
  db: Db,
  volatile: ReadonlySet<string> = VOLATILE_TABLES,
): Promise<string> {
  const names = (await tableNames(db)).filter((name) => !volatile.has(name));
  const digests = await tableDigests(db, names);
  return names.map((name) => `${name}=${digests[name]}`).join(' ');
}
