import type { NetPriceByIncome } from '../cost/college-input';
import type { FamilyProfileInput, StudentInput } from '../profile/profile-input';

/* The four-year plan's defaults, inputs and results (fourYearPlan in four-year-plan.ts works them out). */

/** The yearly index the latest SAI tables are grown by for award years without official tables. */
export const PLAN_TABLE_INDEX_PERCENT = 3;
export const DEFAULT_PLAN_COST_GROWTH_PERCENT = 4;
export const DEFAULT_PLAN_INCOME_GROWTH_PERCENT = 3;
export const DEFAULT_PLAN_ASSET_GROWTH_PERCENT = 2;
export const DEFAULT_YEARS_IN_COLLEGE = 4;

/** The college a student's plan counts: its published cost of attendance and, when known, its net prices. */
export interface PlanCollegeInput {
  name: string;
  /** The published yearly cost of attendance (whole dollars) in the academic year starting `costYearStart`. */
  costOfAttendance: number;
  costYearStart: number;
  /** Published average net price by income, in the academic year starting `netPriceYearStart`. */
  netPriceByIncome?: NetPriceByIncome | null;
  avgNetPrice?: number | null;
  netPriceYearStart?: number;
  /** The college awards its own aid from the institutional estimate (private nonprofit), else from the federal SAI. */
  usesInstitutionalMethod: boolean;
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
  /** Yearly growth of every college price (percent, default 4). */
  costGrowthPercent?: number;
  /** Yearly growth of the parents' and the student's income (percent). */
  incomeGrowthPercent?: number;
  /** Yearly growth of savings and other assets (percent). */
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
  aidIndex: 'institutional' | 'federal' | null;
  needBasedGrant: number | null;
  netPrice: number | null;
}

export interface PlanYear {
  awardYear: string;
  startYear: number;
  /** True when the engine has the award year's official tables; false for a projection. */
  official: boolean;
  students: PlanStudentYear[];
  studentsInCollege: number;
  totalCostOfAttendance: number;
  totalPell: number;
  totalNeedBasedGrant: number;
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
