import {
  estimateInstitutionalSai,
  type InstitutionalEstimate,
} from '../institutional/estimate-institutional-sai';
import { type PellAwardResult, pellAward } from '../pell/pell-award';
import { computeSai } from '../sai/compute-sai';
import type { SaiResult } from '../sai/sai-result';
import type { FamilyProfileInput, StudentInput } from './profile-input';
import { type SaiRequestFromProfile, saiRequestFromProfile } from './sai-request-from-profile';

/** The Pell shown beside a student's SAI: full time, before any college's cost of attendance limits it. */
export const UNCAPPED_COST_OF_ATTENDANCE = 1_000_000_000;

export interface StudentFigures {
  mapped: SaiRequestFromProfile;
  federal: SaiResult;
  /** Full-time Pell Grant before any college's cost of attendance limits it. */
  pell: PellAwardResult;
  institutional: InstitutionalEstimate;
}

/**
 * One student's federal SAI, full-time Pell Grant and institutional estimate for an award year, from a family
 * profile: the one sequence of engine calls the server (saved profile) and the browser (what-ifs) both run.
 */
export function studentFigures(
  profile: FamilyProfileInput,
  student: StudentInput,
  awardYear: string,
): StudentFigures {
  const mapped = saiRequestFromProfile(profile, student, awardYear);
  const federal = computeSai(mapped.request);
  const pell = pellAward({
    sai: federal.sai,
    costOfAttendance: UNCAPPED_COST_OF_ATTENDANCE,
    awardYear,
    maxPellEligible: federal.maxPell.eligible,
    minPellEligible: federal.minPell.indicator !== null,
  });
  const institutional = estimateInstitutionalSai(profile, student, { awardYear });
  return { mapped, federal, pell, institutional };
}
