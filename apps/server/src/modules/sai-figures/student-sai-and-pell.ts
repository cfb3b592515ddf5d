import { type FamilyProfileInput, type StudentInput, studentFigures } from '@ccp/aid-engine';

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
