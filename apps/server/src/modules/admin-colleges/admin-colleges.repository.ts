import type { AdminCollegeListRequestSchema } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CollegeValues } from './college-record.mapper';

const { colleges, favourites } = schema;

type ListQuery = z.output<typeof AdminCollegeListRequestSchema>;

const byName = sql`lower(${colleges.name})`;

const SORT_COLUMNS = {
  name: byName,
  state: colleges.state,
  control: colleges.control,
  level: colleges.level,
  enrollment: colleges.undergradEnrollment,
  unit_id: colleges.unitId,
  updated: colleges.updatedAt,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listColleges(db: DbOrTx, query: ListQuery) {
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const matches = [
      ilike(colleges.name, pattern),
      ilike(colleges.alias, pattern),
      ilike(colleges.city, pattern),
    ];
    if (/^\d{1,8}$/.test(search)) matches.push(eq(colleges.unitId, Number(search)));
    conditions.push(or(...matches)!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = SORT_COLUMNS[query.sort_by];
  const direction = query.sort_order === 'DESC' ? desc : asc;
  const nullsLast = sql`${column} is null`;
  const [items, total] = await Promise.all([
    // Whole rows: the service shows the tuition families are priced from (the newest published year).
    db
      .select()
      .from(colleges)
      .where(where)
      .orderBy(nullsLast, direction(column), asc(byName), asc(colleges.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(colleges, where),
  ]);
  return { items, total };
}

export async function countFavouritesOf(db: DbOrTx, collegeId: number): Promise<number> {
  return db.$count(favourites, eq(favourites.collegeId, collegeId));
}

/** Another college that already has this unit id (unit ids are unique). */
export async function findUnitIdOwner(db: DbOrTx, unitId: number, exceptId?: number) {
  const [row] = await db
    .select({ id: colleges.id, name: colleges.name })
    .from(colleges)
    .where(
      exceptId ? and(eq(colleges.unitId, unitId), ne(colleges.id, exceptId)) : eq(colleges.unitId, unitId),
    )
    .limit(1);
  return row ?? null;
}

export async function insertCollege(db: DbOrTx, values: CollegeValues) {
  const [row] = await db.insert(colleges).values(values).returning();
  return row!;
}

/** Updates a college; with `base`, only while its edit version is still that one (else null, like a missing one). */
export async function updateCollege(
  db: DbOrTx,
  id: number,
  values: CollegeValues,
  base: number | null = null,
) {
  const [row] = await db
    .update(colleges)
    .set(values)
    .where(and(eq(colleges.id, id), base === null ? undefined : eq(colleges.editVersion, base)))
    .returning();
  return row ?? null;
}

export async function deleteCollege(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(colleges)
    .where(eq(colleges.id, id))
    .returning({ id: colleges.id, name: colleges.name, unitId: colleges.unitId });
  return row ?? null;
}
