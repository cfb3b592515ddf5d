import type { LoanRuleSource } from '../loans/loan-rules';
import type { RapSchedule } from '../loans/repayment-assistance-plan';
import type { TieredStandardResult } from '../loans/tiered-standard';

/** The family's own resources, in the order the family chooses to use them. */
export const FUNDING_RESOURCES = ['parentSavings', 'parentIncome', 'studentSavings', 'studentWork'] as const;
export type FundingResource = (typeof FUNDING_RESOURCES)[number];

export const FUNDING_RESOURCE_LABELS: Record<FundingResource, string> = {
  parentSavings: 'Parents’ 529 and savings',
  parentIncome: 'Parents’ yearly amount from income',
  studentSavings: 'Student’s savings',
  studentWork: 'Student’s work',
};

/** One student-year of the four-year plan, as `fourYearPlan` gives it (the plan's own net price). */
export interface FundingPlanYearInput {
  awardYear: string;
  startYear: number;
  students: readonly {
    studentId: string;
    inCollege: boolean;
    collegeYear: number | null;
    college: string | null;
    costOfAttendance: number | null;
    federalSai: number | null;
    pell: number | null;
    needBasedGrant: number | null;
    netPrice: number | null;
  }[];
}

export interface FundingStudentInput {
  id: string;
  name: string;
  /** The student's own savings to use, spread over the student's years in college. */
  savings: number;
  /** What the student earns toward college each year (a job, work-study). */
  workPerYear: number;
  /** Whether the student borrows Direct Loans at all (default true). */
  borrowsDirectLoans?: boolean;
  /**
   * The interim exception's question: a Direct Loan was made for this student's program (to the student or a
   * parent) before 2026-07-01 while the student was enrolled. Only counts for a student who started before then.
   */
  borrowedBeforeJuly2026?: boolean;
  /** The yearly salary RAP and the payment share are worked out at (null: unknown, RAP not shown). */
  startingSalary: number | null;
  /** Where the salary comes from, in words (e.g. the college's median earnings). */
  salarySource?: string;
}

export interface FundingPlanInput {
  years: readonly FundingPlanYearInput[];
  students: readonly FundingStudentInput[];
  /** The parents' 529 plans and savings to use, drawn down evenly over every student-year of the plan. */
  parentSavings: number;
  /** What the parents pay from income each year, shared among the students in college that year. */
  parentIncomePerYear: number;
  /** The order the family's resources are used in (each resource once; missing ones come last in the default order). */
  order?: readonly FundingResource[];
  /** Whether the parents borrow Parent PLUS (default true). */
  parentsBorrowPlus?: boolean;
  /** A parent was denied PLUS (adverse credit): the student's higher limits apply and no PLUS is borrowed. */
  parentPlusDenied?: boolean;
  /** Yearly growth of the savings left and of the salary, in percent (the plan's asset and income growth). */
  assetGrowthPercent?: number;
  salaryGrowthPercent?: number;
  /** The award year the parents' savings stand in (the plan's base year): they grow from it. */
  baseAwardYearStart: number;
}

export interface FundingLoan {
  /** What is borrowed: counts against the limits and accrues interest. */
  principal: number;
  /** The origination fee deducted from it. */
  fee: number;
  /** What reaches the bill: principal minus fee. */
  received: number;
  ratePercent: number;
  rateStatus: 'official' | 'projected';
  feePercent: number;
}

/** How the year's Parent PLUS limit was set. */
export type PlusLimitRule = 'capped' | 'interim-exception' | 'cost-minus-aid' | 'not-borrowed' | 'denied';

export interface FundingStudentYear {
  studentId: string;
  name: string;
  awardYear: string;
  startYear: number;
  collegeYear: number;
  college: string | null;
  costOfAttendance: number;
  grants: number;
  /** The plan's net price (cost of attendance minus grants). */
  netPrice: number;
  /** Each resource used this year, by kind. */
  resources: Record<FundingResource, number>;
  resourcesTotal: number;
  subsidised: FundingLoan;
  unsubsidised: FundingLoan;
  parentPlus: FundingLoan;
  /** What the student could borrow this year at most (the annual limit, after the aggregate) and the subsidised part. */
  directLoanLimit: number;
  subsidisedEligible: number;
  /** The year's Parent PLUS limit (null: the cost minus other aid only) and how it was set. */
  parentPlusLimit: number | null;
  parentPlusRule: PlusLimitRule;
  /** The part of the net price the federal loans cannot cover. */
  gap: number;
  /** The rules' award year was projected (latest known rates). */
  projectedRules: boolean;
}

export interface RepaymentSummary {
  /** Principal borrowed (before fees). */
  principal: number;
  /** Interest accrued before repayment starts (while in school and the six-month grace period). */
  interestBeforeRepayment: number;
  /** Balance at graduation (principal plus the interest accrued by then). */
  balanceAtGraduation: number;
  /** Balance entering repayment, six months after graduation. */
  balanceAtRepayment: number;
  tieredStandard: TieredStandardResult;
  /** Total interest under the tiered Standard plan, from the first disbursement. */
  totalInterest: number;
}

export type PayStatus = 'covered' | 'loans' | 'gap';

export interface FundingStudentSummary {
  studentId: string;
  name: string;
  college: string | null;
  years: number;
  netPrice: number;
  resources: Record<FundingResource, number>;
  resourcesTotal: number;
  studentLoans: number;
  parentPlus: number;
  gap: number;
  /** "Can we pay for this?": covered by savings and income, needs loans within the federal limits, or leaves a gap. */
  status: PayStatus;
  statusLine: string;
  studentRepayment: RepaymentSummary;
  parentRepayment: RepaymentSummary;
  /** The student's loans under RAP at the starting salary (null when no salary is known or nothing is borrowed). */
  rap: (RapSchedule & { shareOfSalary: number }) | null;
  startingSalary: number | null;
  salarySource: string | null;
  /** The tiered Standard payment of the student's loans as a share of the starting salary (0..1, 3 decimals). */
  standardShareOfSalary: number | null;
  /** Whether the interim exception applied in at least one year. */
  interimException: boolean;
}

export interface FundingYearTotals {
  awardYear: string;
  netPrice: number;
  resources: number;
  studentLoans: number;
  parentPlus: number;
  gap: number;
}

export interface FundingPlanResult {
  rows: FundingStudentYear[];
  students: FundingStudentSummary[];
  years: FundingYearTotals[];
  totals: {
    netPrice: number;
    resources: number;
    studentLoans: number;
    parentPlus: number;
    gap: number;
    interest: number;
  };
  order: FundingResource[];
  /** The rules applied, each with its source and grade (every award year of the plan, without repeats). */
  sources: LoanRuleSource[];
  /** How the plan was made: assumptions in words. */
  assumptions: string[];
  /** What the gap means, when there is one. */
  gapMeaning: string | null;
}
