import type { CipFamilyCode, CollegeScalarKey } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CollegeCsvRow } from './college-csv';

const { colleges, catalogueRevisions, collegeDeletions } = schema;

export type CollegeRow = typeof colleges.$inferSelect;

export function countColleges(db: DbOrTx) {
  return db.$count(colleges);
}

/**
 * Where the catalogue stands, read before its rows (ADR 0014): `revision` changes only on TRUNCATE (then everything
 * is reloaded); `watermark` is the oldest transaction still running, so every college changed by a transaction
 * below it is visible now, and the next look needs only `change_xid >= watermark`.
 */
export async function catalogueMarks(db: DbOrTx): Promise<{ revision: number; watermark: number }> {
  const result = (await db.execute(sql`
    select coalesce((select ${catalogueRevisions.revision} from ${catalogueRevisions}
                     where ${catalogueRevisions.name} = 'colleges'), 0)::text as revision,
           pg_snapshot_xmin(pg_current_snapshot())::text as watermark`)) as unknown as {
    rows: { revision: string; watermark: string }[];
  };
  const [row] = result.rows;
  return { revision: Number(row?.revision ?? 0), watermark: Number(row?.watermark ?? 0) };
}

/** A page (by id) of the colleges written by a transaction at or after `sinceXid` (0: all of them). */
export function collegesChangedSince(
  db: DbOrTx,
  sinceXid: number,
  afterId: number,
  limit: number,
): Promise<CollegeRow[]> {
  return db
    .select()
    .from(colleges)
    .where(and(gte(colleges.changeXid, sinceXid), gt(colleges.id, afterId)))
    .orderBy(asc(colleges.id))
    .limit(limit);
}

/** The colleges deleted by a transaction at or after `sinceXid`. */
export function collegesDeletedSince(db: DbOrTx, sinceXid: number) {
  return db
    .select({ id: collegeDeletions.collegeId, changeXid: collegeDeletions.changeXid })
    .from(collegeDeletions)
    .where(gte(collegeDeletions.changeXid, sinceXid));
}

/** Forgets deletions older than `ageMs`: every running instance has long applied them. */
export async function pruneCollegeDeletions(db: DbOrTx, ageMs: number): Promise<void> {
  await db.delete(collegeDeletions).where(lt(collegeDeletions.deletedAt, new Date(Date.now() - ageMs)));
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
  // Rows in unit id order: two imports running at once then lock the colleges they share in the same order and
  // wait for each other instead of deadlocking.
  const ordered = [...rows].sort((a, b) => a.values.unitId - b.values.unitId);
  const records = ordered.map(({ values }) => {
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

/** The unit ids among `unitIds` that a college already has. */
export async function existingUnitIds(db: DbOrTx, unitIds: number[]): Promise<Set<number>> {
  if (unitIds.length === 0) return new Set();
  const found = await db
    .select({ unitId: colleges.unitId })
    .from(colleges)
    .where(inArray(colleges.unitId, unitIds));
  return new Set(found.map((r) => r.unitId!));
}

/** A bundled college's current name and provenance, for a database loaded from an older bundle. */
export interface BundledNames {
  unitId: number;
  /** The bundle's current name and other names, applied only where the row still has `oldName` (and `oldAlias`). */
  name: string;
  alias: string | null;
  oldName: string | null;
  oldAlias: string | null;
  formerNames: string | null;
  commonNames: string | null;
  dataYear: string;
  dataSource: string;
}

/**
 * Brings an older catalogue's rows up to the bundle's names and provenance in one statement: a renamed college
 * takes its current name only where the row still has the old one (an admin's own edit is kept), and former names,
 * common names and the data year fill only empty cells. Rows that would not change are not written. Returns how
 * many rows changed.
 */
export async function applyBundledNames(db: DbOrTx, updates: BundledNames[]): Promise<number> {
  if (updates.length === 0) return 0;
  const records = updates.map((u) => ({
    unit_id: u.unitId,
    name: u.name,
    alias: u.alias,
    old_name: u.oldName,
    old_alias: u.oldAlias,
    former_names: u.formerNames,
    common_names: u.commonNames,
    data_year: u.dataYear,
    data_source: u.dataSource,
  }));
  const renamed = sql.raw('v.old_name is not null and c.name = v.old_name');
  const result = (await db.execute(sql`
    with changed as (
      update "colleges" c set
        "name" = case when ${renamed} then v.name else c.name end,
        "alias" = case when ${renamed} and c.alias is not distinct from v.old_alias then v.alias else c.alias end,
        "former_names" = coalesce(c.former_names, v.former_names),
        "common_names" = coalesce(c.common_names, v.common_names),
        "data_year" = coalesce(c.data_year, v.data_year),
        "data_source" = coalesce(c.data_source, v.data_source),
        "updated_at" = now()
      from json_to_recordset(${JSON.stringify(records)}::json) as v(
        unit_id integer, name text, alias text, old_name text, old_alias text, former_names text,
        common_names text, data_year text, data_source text)
      where c.unit_id = v.unit_id
        and (${renamed}
          or (c.former_names is null and v.former_names is not null)
          or (c.common_names is null and v.common_names is not null)
          or c.data_year is null
          or c.data_source is null)
      returning 1
    )
    select count(*)::int as changed from changed`)) as unknown as { rows: { changed: number }[] };
  return result.rows[0]?.changed ?? 0;
}
