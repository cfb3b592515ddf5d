import type { CollegePrices } from '../figures/college-year';
import type { FamilyProfileInput, StudentInput } from '../profile/profile-input';

/* The four-year plan's defaults, inputs and results (fourYearPlan in four-year-plan.ts works them out). */

export const DEFAULT_YEARS_IN_COLLEGE = 4;

/** The college a student's plan counts: its published prices (as every college screen reads them) and its name. */
export interface PlanCollegeInput extends CollegePrices {
  name: string;
}

export interface PlanStudentInput {
  id: string;
  name: string;
  student: StudentInput;
  /** The calendar year the student's first college year starts (after any gap year; earlier when already in college). */
  firstYearStart: number;
  /** Years in college (default 4). */
  yearsInCollege?: number;
  /** The college counted, or null when none is chosen (the student's years are then listed without money). */
  college: PlanCollegeInput | null;
}

export interface PlanInput {
  profile: FamilyProfileInput;
  /** The award year whose tax year the profile's income and assets stand for (the current one); the plan starts no earlier. */
  baseAwardYear: string;
  students: PlanStudentInput[];
  /** The family's yearly growth rates (percent); a missing one is the engine's default (GROWTH_DEFAULTS). */
  costGrowthPercent?: number;
  incomeGrowthPercent?: number;
  assetGrowthPercent?: number;
}

export interface PlanStudentYear {
  studentId: string;
  name: string;
  inCollege: boolean;
  /** 1 for the first college year, … ; null when not in college. */
  collegeYear: number | null;
  college: string | null;
  costOfAttendance: number | null;
  federalSai: number | null;
  pell: number | null;
  institutionalSai: number | null;
  /** The number of the family's students in college that year and each one's share of the parents' contribution. */
  numberInCollege: number | null;
  parentsShare: number | null;
  institutionalParentsContribution: number | null;
  institutionalParentsContributionPerStudent: number | null;
  /** The estimate the college uses for its own aid: 'institutional' or 'federal'. */
  aidIndex: 'institutional' | 'federal' | 'both' | null;
  needBasedGrant: number | null;
  netPrice: number | null;
}

export interface PlanYear {
  awardYear: string;
  startYear: number;
  /** True when the engine has the award year's official tables; false for a projection. */
  official: boolean;
  /** The year's tables and Pell in the words of `awardYearStatus` (e.g. a provisional maximum Pell). */
  tables: { federal: string; pell: string; provisionalPell: boolean };
  students: PlanStudentYear[];
  studentsInCollege: number;
  totalCostOfAttendance: number;
  totalPell: number;
  totalNeedBasedGrant: number;
  /** Pell and need-based grants together: the grants the year's net price assumes. */
  totalGrants: number;
  totalNetPrice: number;
}

export interface PlanResult {
  years: PlanYear[];
  totals: { costOfAttendance: number; pell: number; needBasedGrant: number; netPrice: number };
  assumptions: {
    costGrowthPercent: number;
    incomeGrowthPercent: number;
    assetGrowthPercent: number;
    tableIndexPercent: number;
    latestOfficialAwardYear: string;
  };
  /** The projection rule in plain words. */
  rule: string;
  notes: string[];
}
