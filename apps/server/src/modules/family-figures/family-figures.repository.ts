import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { asc, eq } from 'drizzle-orm';

const {
  families,
  parents,
  students,
  favourites,
  familyPlanSettings,
  familyPlanStudents,
  draftFamilyVersions,
} = schema;

export type FamilyRow = typeof families.$inferSelect;
export type VersionRow = typeof draftFamilyVersions.$inferSelect;

export async function findFamilyByUser(db: DbOrTx, userId: string): Promise<FamilyRow | undefined> {
  const [row] = await db.select().from(families).where(eq(families.userId, userId)).limit(1);
  return row;
}

export async function findFamily(db: DbOrTx, id: string): Promise<FamilyRow | undefined> {
  const [row] = await db.select().from(families).where(eq(families.id, id)).limit(1);
  return row;
}

export async function findVersion(db: DbOrTx, id: string): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(draftFamilyVersions).where(eq(draftFamilyVersions.id, id)).limit(1);
  return row;
}

/** The plan's rates and each student's plan choice: the growth every screen uses (docs/decisions/0046). */
export async function planRows(db: DbOrTx, familyId: string) {
  const [settings, choices] = await Promise.all([
    db.select().from(familyPlanSettings).where(eq(familyPlanSettings.familyId, familyId)).limit(1),
    db.select().from(familyPlanStudents).where(eq(familyPlanStudents.familyId, familyId)),
  ]);
  return { settings: settings[0] ?? null, choices };
}

/** A family's favourites, oldest first (a student's first favourite leads). */
export function favouriteRows(db: DbOrTx, familyId: string) {
  return db
    .select({
      id: favourites.id,
      studentId: favourites.studentId,
      collegeId: favourites.collegeId,
      createdAt: favourites.createdAt,
    })
    .from(favourites)
    .where(eq(favourites.familyId, familyId))
    .orderBy(asc(favourites.createdAt), asc(favourites.id));
}

/** A family's parents, students (by position) and favourites (oldest first: a student's first favourite leads). */
export async function memberRows(db: DbOrTx, familyId: string) {
  const [parentRows, studentRows, favouriteList] = await Promise.all([
    db.select().from(parents).where(eq(parents.familyId, familyId)).orderBy(asc(parents.position)),
    db
      .select()
      .from(students)
      .where(eq(students.familyId, familyId))
      .orderBy(asc(students.position), asc(students.createdAt)),
    favouriteRows(db, familyId),
  ]);
  return { parents: parentRows, students: studentRows, favourites: favouriteList };
}
