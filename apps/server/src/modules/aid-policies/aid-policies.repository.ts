import type { AdminAidPolicyListRequestSchema, AidPolicyValues } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AidPolicyCsvRow, AidPolicyKey } from './aid-policy-csv';

const { collegeAidPolicies: policies, colleges } = schema;

export type AidPolicyRow = typeof policies.$inferSelect;
export interface AidPolicyWithCollege extends AidPolicyRow {
  collegeId: number;
  collegeName: string;
  collegeState: string;
}

type ListQuery = z.output<typeof AdminAidPolicyListRequestSchema>;

const withCollege = {
  ...getTableColumns(policies),
  collegeId: colleges.id,
  collegeName: colleges.name,
  collegeState: colleges.state,
};

const byName = sql`lower(${colleges.name})`;
const SORT_COLUMNS = {
  name: byName,
  state: colleges.state,
  grade: policies.grade,
  policy_year: policies.policyYear,
  updated: policies.updatedAt,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A guarantee (an income threshold) whose first year starts before `firstFreshYear`: the list's stale filter, the
 * same rule as `staleness` in the service.
 */
export const staleGuarantee = (firstFreshYear: number) =>
  sql`(${policies.freeTuitionIncomeMax} is not null or ${policies.freeTotalIncomeMax} is not null)
      and ${policies.policyYear} is not null
      and substr(${policies.policyYear}, 1, 4)::int < ${firstFreshYear}`;

export async function listPolicies(db: DbOrTx, query: ListQuery, firstFreshYear: number) {
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) {
    const matches = [ilike(colleges.name, `%${escapeLike(search)}%`)];
    if (/^\d{1,8}$/.test(search)) matches.push(eq(policies.unitId, Number(search)));
    conditions.push(or(...matches)!);
  }
  if (query.stale !== undefined) {
    const stale = staleGuarantee(firstFreshYear);
    conditions.push(query.stale ? stale : sql`not coalesce(${stale}, false)`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = SORT_COLUMNS[query.sort_by];
  const direction = query.sort_order === 'DESC' ? desc : asc;
  const [items, [count]] = await Promise.all([
    db
      .select(withCollege)
      .from(policies)
      .innerJoin(colleges, eq(colleges.unitId, policies.unitId))
      .where(where)
      .orderBy(sql`${column} is null`, direction(column), asc(byName), asc(policies.unitId))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(policies)
      .innerJoin(colleges, eq(colleges.unitId, policies.unitId))
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function findPolicy(db: DbOrTx, unitId: number): Promise<AidPolicyWithCollege | null> {
  const [row] = await db
    .select(withCollege)
    .from(policies)
    .innerJoin(colleges, eq(colleges.unitId, policies.unitId))
    .where(eq(policies.unitId, unitId))
    .limit(1);
  return row ?? null;
}

export async function findCollegeOfUnitId(db: DbOrTx, unitId: number) {
  const [row] = await db
    .select({ id: colleges.id, name: colleges.name })
    .from(colleges)
    .where(eq(colleges.unitId, unitId))
    .limit(1);
  return row ?? null;
}

/** Which of `unitIds` are colleges of the catalogue, and which of those already have a policy. */
export async function unitIdsKnown(db: DbOrTx, unitIds: number[]) {
  if (unitIds.length === 0) return { colleges: new Set<number>(), policies: new Set<number>() };
  const [known, withPolicy] = await Promise.all([
    db.select({ unitId: colleges.unitId }).from(colleges).where(inArray(colleges.unitId, unitIds)),
    db.select({ unitId: policies.unitId }).from(policies).where(inArray(policies.unitId, unitIds)),
  ]);
  return {
    colleges: new Set(known.map((r) => r.unitId!)),
    policies: new Set(withPolicy.map((r) => r.unitId)),
  };
}

/**
 * Writes one college's whole policy (added or replaced). With `base`, only replaces the policy while its edit version
 * is still that one: false when it changed (or went) since, and nothing is written.
 */
export async function savePolicy(
  db: DbOrTx,
  unitId: number,
  values: AidPolicyValues,
  base: number | null = null,
): Promise<boolean> {
  if (base !== null) {
    const updated = await db
      .update(policies)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(policies.unitId, unitId), eq(policies.editVersion, base)))
      .returning({ unitId: policies.unitId });
    return updated.length > 0;
  }
  await db
    .insert(policies)
    .values({ unitId, ...values })
    .onConflictDoUpdate({ target: policies.unitId, set: { ...values, updatedAt: new Date() } });
  return true;
}

export async function deletePolicy(db: DbOrTx, unitId: number): Promise<boolean> {
  const removed = await db
    .delete(policies)
    .where(eq(policies.unitId, unitId))
    .returning({ unitId: policies.unitId });
  return removed.length > 0;
}

/**
 * Adds and updates policies from validated CSV rows in one statement (the rows travel as one JSON parameter).
 * Only the fields the file has are written (a new row takes the table's defaults for the others); with
 * `keepExisting`, a college that has a policy is left as it is.
 */
export async function upsertPolicyRows(
  db: DbOrTx,
  rows: AidPolicyCsvRow[],
  keys: AidPolicyKey[],
  keepExisting: boolean,
): Promise<{ created: number; updated: number }> {
  if (rows.length === 0) return { created: 0, updated: 0 };
  const columns = keys.map((key) => policies[key].name);
  const ordered = [...rows].sort((a, b) => a.unitId - b.unitId);
  const records = ordered.map(({ unitId, values }) => {
    const record: Record<string, unknown> = { unit_id: unitId };
    for (const key of keys) record[policies[key].name] = values[key] ?? null;
    return record;
  });
  const quoted = ['unit_id', ...columns].map((c) => `"${c}"`).join(', ');
  const updates = columns.map((c) => `"${c}" = excluded."${c}"`);
  updates.push('"updated_at" = now()');
  const conflict = keepExisting ? 'do nothing' : `do update set ${updates.join(', ')}`;
  const result = (await db.execute(sql`
    with upserted as (
      insert into "college_aid_policies" (${sql.raw(quoted)})
      select ${sql.raw(quoted)}
      from json_populate_recordset(null::"college_aid_policies", ${JSON.stringify(records)}::json)
      on conflict ("unit_id") ${sql.raw(conflict)}
      returning (xmax = 0) as inserted
    )
    select (count(*) filter (where inserted))::int as created, (count(*) filter (where not inserted))::int as updated
    from upserted`)) as unknown as { rows: { created: number; updated: number }[] };
  const [counts] = result.rows;
  return { created: counts?.created ?? 0, updated: counts?.updated ?? 0 };
}
