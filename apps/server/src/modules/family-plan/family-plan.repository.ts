import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { asc, eq, inArray } from 'drizzle-orm';

const { familyPlanSettings, familyPlanStudents, favourites, colleges } = schema;

/** The family's favourites with the college's name, oldest first (a student's first favourite leads). */
export function listFavouriteColleges(db: DbOrTx, familyId: string) {
  return db
    .select({ studentId: favourites.studentId, collegeId: favourites.collegeId, name: colleges.name })
    .from(favourites)
    .innerJoin(colleges, eq(colleges.id, favourites.collegeId))
    .where(eq(favourites.familyId, familyId))
    .orderBy(asc(favourites.createdAt), asc(favourites.id));
}

export function findColleges(db: DbOrTx, ids: number[]) {
  return ids.length === 0 ? Promise.resolve([]) : db.select().from(colleges).where(inArray(colleges.id, ids));
}

export async function saveSettings(
  db: DbOrTx,
  familyId: string,
  values: { costGrowthPercent: number; incomeGrowthPercent: number; assetGrowthPercent: number },
) {
  await db
    .insert(familyPlanSettings)
    .values({ familyId, ...values })
    .onConflictDoUpdate({ target: familyPlanSettings.familyId, set: values });
}

export async function saveStudentChoice(
  db: DbOrTx,
  familyId: string,
  values: {
    studentId: string;
    collegeId: number | null;
    enteredCost: number | null;
    gapYear: boolean;
    yearsInCollege: number;
  },
) {
  const { studentId, ...rest } = values;
  await db
    .insert(familyPlanStudents)
    .values({ familyId, ...values })
    .onConflictDoUpdate({ target: familyPlanStudents.studentId, set: rest });
}
