import type { Db } from '@ccp/db';
import { sql } from 'drizzle-orm';

/** One table's row count and a hash of all its rows (as text, in a fixed order). */
export interface TableDigest {
  table: string;
  rows: number;
  hash: string;
}

type Rows<Row> = { rows: Row[] };

/**
 * Every table of the database (all schemas but PostgreSQL's own), summarised so that two databases can be compared
 * table by table: a backup restored must give the same digests as the database it was taken from.
 */
export async function digestTables(db: Db): Promise<TableDigest[]> {
  const tables = (await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by table_schema, table_name`)) as unknown as Rows<{ schema: string; name: string }>;
  const digests: TableDigest[] = [];
  for (const { schema, name } of tables.rows) {
    const table = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const result = (await db.execute(sql`
      select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\n' order by t::text)), '') as hash
      from ${table} t`)) as unknown as Rows<{ rows: number; hash: string }>;
    const row = result.rows[0]!;
    digests.push({ table: `${schema}.${name}`, rows: Number(row.rows), hash: row.hash });
  }
  return digests;
}
