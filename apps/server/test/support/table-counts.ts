import type { Db } from '@ccp/db';
import { schema } from '@ccp/db';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

/** The number of rows in every table of the schema, by table name: what the app keeps. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const [row] = await db.select({ n: count() }).from(table);
    out[getTableName(table)] = row?.n ?? 0;
  }
  return out;
}

/** The tables whose row counts differ between two `tableCounts` answers, sorted. */
export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .sort();
}
