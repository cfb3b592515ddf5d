import {
  computeSai,
  type FamilyProfileInput,
  pellAward,
  type StudentInput,
  saiRequestFromProfile,
} from '@ccp/aid-engine';

/** The Pell shown beside a student's SAI: full time, before any college's cost of attendance limits it. */
const UNCAPPED_COST_OF_ATTENDANCE = 1_000_000_000;

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
  const result = computeSai(saiRequestFromProfile(profile, student, awardYear).request);
  const pell = pellAward({
    sai: result.sai,
    costOfAttendance: UNCAPPED_COST_OF_ATTENDANCE,
    awardYear,
    maxPellEligible: result.maxPell.eligible,
    minPellEligible: result.minPell.indicator !== null,
  });
  return { federalSai: result.sai, pellAward: pell.annualAward };
}
