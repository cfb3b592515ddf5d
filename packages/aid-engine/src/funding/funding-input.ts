import type { FundingPlanInput, FundingPlanYearInput, FundingResource } from './funding-types';

/** The family's saved funding choices; a null amount means "what the profile says". */
export interface FundingChoices {
  order: readonly FundingResource[];
  parentSavings: number | null;
  parentIncomePerYear: number;
  parentsBorrowPlus: boolean;
  parentPlusDenied: boolean;
  students: readonly {
    studentId: string;
    savings: number | null;
    workPerYear: number;
    borrowsDirectLoans: boolean;
    borrowedBeforeJuly2026: boolean | null;
    startingSalary: number | null;
    /** The counted college's median earnings, the salary's default. */
    medianEarnings: number | null;
  }[];
}

/** What the funding plan reads of the family profile (saved, or changed by a what-if). */
export interface FundingProfile {
  collegeSavingsAccountsAmount: number | null;
  students: readonly { id: string; name: string; savingsAmount: number | null }[];
}

export const MEDIAN_EARNINGS_SOURCE =
  'the college’s median earnings of former students ten years after entry (College Scorecard)';

/**
 * The one mapping from the saved choices and the profile to the funding plan's input, used by the server and by
 * the browser's what-ifs: the 529 balance and each student's savings stand in for amounts the family left open,
 * the college's median earnings for the salary.
 */
export function fundingPlanInput(
  choices: FundingChoices,
  profile: FundingProfile,
  years: readonly FundingPlanYearInput[],
  growth: { assetGrowthPercent: number; salaryGrowthPercent: number; baseAwardYearStart: number },
): FundingPlanInput {
  const chosen = new Map(choices.students.map((s) => [s.studentId, s]));
  return {
    years,
    students: profile.students.map((s) => {
      const c = chosen.get(s.id);
      const salary = c?.startingSalary ?? c?.medianEarnings ?? null;
      return {
        id: s.id,
        name: s.name,
        savings: c?.savings ?? s.savingsAmount ?? 0,
        workPerYear: c?.workPerYear ?? 0,
        borrowsDirectLoans: c?.borrowsDirectLoans ?? true,
        borrowedBeforeJuly2026: c?.borrowedBeforeJuly2026 ?? false,
        startingSalary: salary,
        salarySource:
          c?.startingSalary != null
            ? 'the salary you entered'
            : salary === null
              ? undefined
              : MEDIAN_EARNINGS_SOURCE,
      };
    }),
    parentSavings: choices.parentSavings ?? profile.collegeSavingsAccountsAmount ?? 0,
    parentIncomePerYear: choices.parentIncomePerYear,
    order: choices.order,
    parentsBorrowPlus: choices.parentsBorrowPlus,
    parentPlusDenied: choices.parentPlusDenied,
    assetGrowthPercent: growth.assetGrowthPercent,
    salaryGrowthPercent: growth.salaryGrowthPercent,
    baseAwardYearStart: growth.baseAwardYearStart,
  };
}
