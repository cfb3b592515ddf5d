import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { eq, inArray } from 'drizzle-orm';

const { fundingSettings, fundingStudents, colleges } = schema;

export type FundingSettingsRow = typeof fundingSettings.$inferSelect;
export type FundingStudentRow = typeof fundingStudents.$inferSelect;

export async function findSettings(db: DbOrTx, familyId: string): Promise<FundingSettingsRow | null> {
  const [row] = await db
    .select()
    .from(fundingSettings)
    .where(eq(fundingSettings.familyId, familyId))
    .limit(1);
  return row ?? null;
}

export function listStudentSettings(db: DbOrTx, familyId: string): Promise<FundingStudentRow[]> {
  return db.select().from(fundingStudents).where(eq(fundingStudents.familyId, familyId));
}

export async function saveSettings(
  db: DbOrTx,
  familyId: string,
  values: Omit<typeof fundingSettings.$inferInsert, 'familyId' | 'updatedAt'>,
) {
  await db
    .insert(fundingSettings)
    .values({ familyId, ...values })
    .onConflictDoUpdate({ target: fundingSettings.familyId, set: values });
}

export async function saveStudentSettings(
  db: DbOrTx,
  familyId: string,
  values: Omit<typeof fundingStudents.$inferInsert, 'familyId' | 'updatedAt'>,
) {
  const { studentId, ...rest } = values;
  await db
    .insert(fundingStudents)
    .values({ familyId, ...values })
    .onConflictDoUpdate({ target: fundingStudents.studentId, set: rest });
}

/** Each college's median earnings ten years after entry (College Scorecard), the salary's default. */
export async function medianEarnings(db: DbOrTx, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: colleges.id, earnings: colleges.medianEarnings10yr })
    .from(colleges)
    .where(inArray(colleges.id, ids));
  return new Map(rows.map((r) => [r.id, r.earnings]));
}
