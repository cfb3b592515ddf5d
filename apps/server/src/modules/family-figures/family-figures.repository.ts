import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { asc, eq, sql } from 'drizzle-orm';
import { reusableRead } from '../../database/reusable-read';

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

// The reads every family screen makes (the figures basis): built once (docs/decisions/0078).
const familyByUser = reusableRead('family_by_user', (db) =>
  db
    .select()
    .from(families)
    .where(eq(families.userId, sql.placeholder('userId')))
    .limit(1),
);
const familyById = reusableRead('family_by_id', (db) =>
  db
    .select()
    .from(families)
    .where(eq(families.id, sql.placeholder('id')))
    .limit(1),
);
const parentsOfFamily = reusableRead('parents_of_family', (db) =>
  db
    .select()
    .from(parents)
    .where(eq(parents.familyId, sql.placeholder('familyId')))
    .orderBy(asc(parents.position)),
);
const studentsOfFamily = reusableRead('students_of_family', (db) =>
  db
    .select()
    .from(students)
    .where(eq(students.familyId, sql.placeholder('familyId')))
    .orderBy(asc(students.position), asc(students.createdAt)),
);
const favouritesOfFamily = reusableRead('favourites_of_family', (db) =>
  db
    .select({
      id: favourites.id,
      studentId: favourites.studentId,
      collegeId: favourites.collegeId,
      createdAt: favourites.createdAt,
    })
    .from(favourites)
    .where(eq(favourites.familyId, sql.placeholder('familyId')))
    .orderBy(asc(favourites.createdAt), asc(favourites.id)),
);
const planSettingsOfFamily = reusableRead('plan_settings_of_family', (db) =>
  db
    .select()
    .from(familyPlanSettings)
    .where(eq(familyPlanSettings.familyId, sql.placeholder('familyId')))
    .limit(1),
);
const planChoicesOfFamily = reusableRead('plan_choices_of_family', (db) =>
  db
    .select()
    .from(familyPlanStudents)
    .where(eq(familyPlanStudents.familyId, sql.placeholder('familyId'))),
);

export async function findFamilyByUser(db: DbOrTx, userId: string): Promise<FamilyRow | undefined> {
  const [row] = await familyByUser(db, { userId });
  return row;
}

export async function findFamily(db: DbOrTx, id: string): Promise<FamilyRow | undefined> {
  const [row] = await familyById(db, { id });
  return row;
}

export async function findVersion(db: DbOrTx, id: string): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(draftFamilyVersions).where(eq(draftFamilyVersions.id, id)).limit(1);
  return row;
}

/** The plan's rates and each student's plan choice: the growth every screen uses (docs/decisions/0046). */
export async function planRows(db: DbOrTx, familyId: string) {
  const [settings, choices] = await Promise.all([
    planSettingsOfFamily(db, { familyId }),
    planChoicesOfFamily(db, { familyId }),
  ]);
  return { settings: settings[0] ?? null, choices };
}

/** A family's favourites, oldest first (a student's first favourite leads). */
export function favouriteRows(db: DbOrTx, familyId: string) {
  return favouritesOfFamily(db, { familyId });
}

/** A family's parents, students (by position) and favourites (oldest first: a student's first favourite leads). */
export async function memberRows(db: DbOrTx, familyId: string) {
  const [parentRows, studentRows, favouriteList] = await Promise.all([
    parentsOfFamily(db, { familyId }),
    studentsOfFamily(db, { familyId }),
    favouriteRows(db, familyId),
  ]);
  return { parents: parentRows, students: studentRows, favourites: favouriteList };
}
