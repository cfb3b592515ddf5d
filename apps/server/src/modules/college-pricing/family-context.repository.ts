import { estimateReasons } from '@ccp/aid-engine';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { asc, eq } from 'drizzle-orm';
import { awardYearFor } from '../sai-figures/award-year';
import { computeStoredFigures } from '../sai-figures/compute-family-sai';
import { engineProfile, engineStudent } from '../sai-figures/engine-input';

const { families, parents, students } = schema;

/**
 * The family of a user with what the college figures need: state, the parents' income, and each student with its
 * own award year and SAI (federal and institutional, from the aid engine, as the SAI page shows them).
 */
export async function findFamilyContext(db: DbOrTx, userId: string, today: Date = new Date()) {
  const [family] = await db.select().from(families).where(eq(families.userId, userId)).limit(1);
  if (!family) return null;
  const [parentRows, studentRows] = await Promise.all([
    db.select().from(parents).where(eq(parents.familyId, family.id)).orderBy(asc(parents.createdAt)),
    db
      .select()
      .from(students)
      .where(eq(students.familyId, family.id))
      .orderBy(asc(students.position), asc(students.createdAt)),
  ]);
  const known = parentRows.map((p) => p.annualIncome).filter((v): v is number => v !== null);
  const profile = engineProfile(family, parentRows);
  return {
    familyId: family.id,
    state: family.state,
    zip: family.zip,
    federalSai: family.federalSai,
    institutionalSai: family.institutionalSai,
    income: known.length > 0 ? known.reduce((a, b) => a + b, 0) : null,
    // The first student's award year (the default student of every college screen): its tables' own reasons too.
    estimateReasons: estimateReasons(
      profile,
      awardYearFor(studentRows[0]?.graduationYear ?? null, today),
    ).map((r) => r.text),
    students: studentRows.map((s, i) => {
      const awardYear = awardYearFor(s.graduationYear, today);
      // Without parents the engine has nothing to work from: the first student keeps the family's stored figures.
      const figures =
        parentRows.length > 0
          ? computeStoredFigures(profile, engineStudent(s), awardYear)
          : i === 0
            ? { federalSai: family.federalSai, institutionalSai: family.institutionalSai }
            : { federalSai: null, institutionalSai: null };
      return {
        id: s.id,
        name: s.name,
        graduationYear: s.graduationYear,
        sat: s.sat,
        act: s.act,
        awardYear,
        startYear: Number(awardYear.slice(0, 4)),
        federalSai: figures.federalSai,
        institutionalSai: figures.institutionalSai,
      };
    }),
  };
}
