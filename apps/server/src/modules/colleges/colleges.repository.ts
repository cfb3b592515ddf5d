import type { CipFamilyCode, CollegeScalarKey } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { eq, sql } from 'drizzle-orm';
import type { CollegeCsvRow } from './college-csv';

const { colleges, catalogueRevisions } = schema;

export type CollegeRow = typeof colleges.$inferSelect;

export function countColleges(db: DbOrTx) {
  return db.$count(colleges);
}

/** The whole catalogue, for the in-memory search index. */
export function loadAllColleges(db: DbOrTx): Promise<CollegeRow[]> {
  return db.select().from(colleges);
}

export async function catalogueRevision(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ revision: catalogueRevisions.revision })
    .from(catalogueRevisions)
    .where(eq(catalogueRevisions.name, 'colleges'));
  return row?.revision ?? 0;
}

export async function findCollege(db: DbOrTx, id: number): Promise<CollegeRow | null> {
  const [row] = await db.select().from(colleges).where(eq(colleges.id, id)).limit(1);
  return row ?? null;
}

/**
 * Adds new colleges and updates existing ones (matched by unit id) from validated CSV rows, in one statement: the
 * rows travel as one JSON parameter that PostgreSQL expands with json_populate_recordset, which is several times
 * faster than thousands of bind parameters. Only the columns the file has are written on update; degree shares are
 * replaced for the CIP families the file has columns for.
 */
export async function upsertCollegesByUnitId(
  db: DbOrTx,
  rows: CollegeCsvRow[],
  keys: CollegeScalarKey[],
  shareCodes: CipFamilyCode[],
): Promise<{ created: number; updated: number }> {
  if (rows.length === 0) return { created: 0, updated: 0 };
  const columns = keys.map((key) => colleges[key].name);
  const records = rows.map(({ values }) => {
    const record: Record<string, unknown> = {};
    for (const key of keys) {
      const value = values[key];
      record[colleges[key].name] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
    }
    record.degree_shares = values.degreeShares;
    return record;
  });
  const quoted = columns.map((c) => `"${c}"`);
  const updates = columns.filter((c) => c !== 'unit_id').map((c) => `"${c}" = excluded."${c}"`);
  if (shareCodes.length > 0) {
    const dropped = shareCodes.map((c) => `'${c}'`).join(',');
    updates.push(
      `"degree_shares" = ("colleges"."degree_shares" - array[${dropped}]::text[]) || excluded."degree_shares"`,
    );
  }
  updates.push('"updated_at" = now()');
  const statement = sql`
    with upserted as (
      insert into "colleges" (${sql.raw(quoted.join(', '))}, "degree_shares")
      select ${sql.raw(quoted.join(', '))}, coalesce("degree_shares", '{}'::jsonb)
      from json_populate_recordset(null::"colleges", ${JSON.stringify(records)}::json)
      on conflict ("unit_id") do update set ${sql.raw(updates.join(', '))}
      returning (xmax = 0) as inserted
    )
    select (count(*) filter (where inserted))::int as created, (count(*) filter (where not inserted))::int as updated
    from upserted`;
  const result = (await db.execute(statement)) as unknown as { rows: { created: number; updated: number }[] };
  const [counts] = result.rows;
  return { created: counts?.created ?? 0, updated: counts?.updated ?? 0 };
}
