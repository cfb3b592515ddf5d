import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { asc, eq } from 'drizzle-orm';

const { families, parents, students } = schema;

/** The family of a user with what the college figures need: state, SAI, the parents' income, the students. */
export async function findFamilyContext(db: DbOrTx, userId: string) {
  const [family] = await db
    .select({
      id: families.id,
      state: families.state,
      zip: families.zip,
      federalSai: families.federalSai,
      institutionalSai: families.institutionalSai,
    })
    .from(families)
    .where(eq(families.userId, userId))
    .limit(1);
  if (!family) return null;
  const [incomes, studentRows] = await Promise.all([
    db.select({ income: parents.annualIncome }).from(parents).where(eq(parents.familyId, family.id)),
    db
      .select({
        id: students.id,
        name: students.name,
        graduationYear: students.graduationYear,
        sat: students.sat,
        act: students.act,
      })
      .from(students)
      .where(eq(students.familyId, family.id))
      .orderBy(asc(students.position), asc(students.createdAt)),
  ]);
  const known = incomes.map((p) => p.income).filter((v): v is number => v !== null);
  return {
    familyId: family.id,
    state: family.state,
    zip: family.zip,
    federalSai: family.federalSai,
    institutionalSai: family.institutionalSai,
    income: known.length > 0 ? known.reduce((a, b) => a + b, 0) : null,
    students: studentRows,
  };
}
