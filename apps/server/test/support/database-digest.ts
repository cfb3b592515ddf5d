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

/** Row counts and an order-free hash of every row of every table but the volatile ones: equal digests, equal data. */
export async function databaseDigest(
  db: Db,
  volatile: ReadonlySet<string> = VOLATILE_TABLES,
): Promise<string> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const names = tables.rows.map((r) => r.tablename).filter((name) => !volatile.has(name));
  const parts = names.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0)::text as digest from "${name}" x`,
  );
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; digest: string }[];
  };
  return result.rows.map((r) => `${r.name}=${r.digest}`).join(' ');
}
