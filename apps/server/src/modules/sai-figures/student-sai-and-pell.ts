import { type FamilyProfileInput, type StudentInput, studentFigures } from '@ccp/aid-engine';
import { awardYearFor } from './award-year';
import { engineStudent } from './engine-input';

/**
 * One student's federal SAI and full-time Pell Grant for an award year, from the saved profile. Without a parent
 * the engine has nothing to work from: both are null.
 */
export function studentSaiAndPell(
  profile: FamilyProfileInput,
  student: StudentInput,
  awardYear: string,
  hasParents: boolean,
): { federalSai: number | null; pellAward: number | null } {
  if (!hasParents) return { federalSai: null, pellAward: null };
  const figures = studentFigures(profile, student, awardYear);
  return { federalSai: figures.federal.sai, pellAward: figures.pell.annualAward };
}

/** A saved student (a database row) and the year its SAI is for: its first college year as seen from `today`. */
export function studentYearFigures(
  profile: FamilyProfileInput,
  student: Parameters<typeof engineStudent>[0] & { graduationYear: number | null },
  today: Date,
  hasParents: boolean,
): { awardYear: string; federalSai: number | null; pellAward: number | null } {
  const awardYear = awardYearFor(student.graduationYear, today);
  return { awardYear, ...studentSaiAndPell(profile, engineStudent(student), awardYear, hasParents) };
}
