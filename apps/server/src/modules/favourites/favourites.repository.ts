import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, eq, inArray } from 'drizzle-orm';

const { favourites, students, colleges } = schema;

export async function findStudentOfFamily(db: DbOrTx, familyId: string, studentId: string) {
  const [row] = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.familyId, familyId)))
    .limit(1);
  return row ?? null;
}

export async function collegeExists(db: DbOrTx, collegeId: number) {
  const [row] = await db
    .select({ id: colleges.id, name: colleges.name })
    .from(colleges)
    .where(eq(colleges.id, collegeId))
    .limit(1);
  return row ?? null;
}

/** Adds the favourite unless the student already has it; returns it either way. */
export async function addFavourite(
  db: DbOrTx,
  values: { familyId: string; studentId: string; collegeId: number },
) {
  const [created] = await db.insert(favourites).values(values).onConflictDoNothing().returning();
  if (created) return { favourite: created, created: true };
  const [existing] = await db
    .select()
    .from(favourites)
    .where(and(eq(favourites.studentId, values.studentId), eq(favourites.collegeId, values.collegeId)))
    .limit(1);
  return { favourite: existing!, created: false };
}

/** Removes a favourite of this family only; another family's id finds nothing. */
export async function deleteFavourite(db: DbOrTx, familyId: string, id: string) {
  const [row] = await db
    .delete(favourites)
    .where(and(eq(favourites.id, id), eq(favourites.familyId, familyId)))
    .returning();
  return row ?? null;
}

export function findColleges(db: DbOrTx, ids: number[]) {
  return ids.length === 0 ? Promise.resolve([]) : db.select().from(colleges).where(inArray(colleges.id, ids));
}
