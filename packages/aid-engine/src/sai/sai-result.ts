/** The output of `computeSai`. */
import type { SaiFormula } from './sai-request';

/** One line of the explanation: what was computed, its amount in whole dollars, and the rule or table used. */
export interface SaiStep {
  label: string;
  amount: number;
  rule: string;
}

/**
 * Every intermediate figure, named as in the Department of Education vectors (test/vectors.json). Formula A
 * fills the parent* and student* figures; B fills student* (income, allowances, assets); C adds
 * studentAdjustedAvailableIncome and studentContributionFromAAI. `*IncomeTaxPaid` and
 * `*AdjustedBusinessFarmNetWorth` are extra (not in the vectors).
 */
export interface SaiIntermediates {
  parentTotalIncome?: number;
  parentIncomeTaxPaid?: number;
  parentPayrollTaxAllowance?: number;
  parentIncomeProtectionAllowance?: number;
  parentEmploymentExpenseAllowance?: number;
  parentTotalAllowances?: number;
  parentAvailableIncome?: number;
  /** Extra: business/farm net worth after Table A3 (part of parentNetWorth). */
  parentAdjustedBusinessFarmNetWorth?: number;
  parentNetWorth?: number;
  parentAssetProtectionAllowance?: number;
  parentDiscretionaryNetWorth?: number;
  parentContributionFromAssets?: number;
  parentAdjustedAvailableIncome?: number;
  parentContribution?: number;
  studentTotalIncome?: number;
  studentIncomeTaxPaid?: number;
  studentPayrollTaxAllowance?: number;
  studentIncomeProtectionAllowance?: number;
  studentEmploymentExpenseAllowance?: number;
  studentAllowanceForParentsNegativeAAI?: number;
  studentTotalAllowances?: number;
  studentAvailableIncome?: number;
  studentContributionFromIncome?: number;
  /** Extra: business/farm net worth after Table A3/B2/C4 (part of studentNetWorth). */
  studentAdjustedBusinessFarmNetWorth?: number;
  studentNetWorth?: number;
  studentAssetProtectionAllowance?: number;
  studentDiscretionaryNetWorth?: number;
  studentContributionFromAssets?: number;
  studentAdjustedAvailableIncome?: number;
  studentContributionFromAAI?: number;
}

export type SaiIntermediateName = keyof SaiIntermediates;

/** The figures Formula A always produces. */
export type FormulaAIntermediates = Required<
  Pick<
    SaiIntermediates,
    | 'parentTotalIncome'
    | 'parentIncomeTaxPaid'
    | 'parentPayrollTaxAllowance'
    | 'parentIncomeProtectionAllowance'
    | 'parentEmploymentExpenseAllowance'
    | 'parentTotalAllowances'
    | 'parentAvailableIncome'
    | 'parentAdjustedBusinessFarmNetWorth'
    | 'parentNetWorth'
    | 'parentAssetProtectionAllowance'
    | 'parentDiscretionaryNetWorth'
    | 'parentContributionFromAssets'
    | 'parentAdjustedAvailableIncome'
    | 'parentContribution'
    | 'studentTotalIncome'
    | 'studentIncomeTaxPaid'
    | 'studentPayrollTaxAllowance'
    | 'studentIncomeProtectionAllowance'
    | 'studentAllowanceForParentsNegativeAAI'
    | 'studentTotalAllowances'
    | 'studentAvailableIncome'
    | 'studentContributionFromIncome'
    | 'studentAdjustedBusinessFarmNetWorth'
    | 'studentNetWorth'
    | 'studentContributionFromAssets'
  >
>;

/** The figures Formula B always produces. */
export type FormulaBIntermediates = Required<
  Pick<
    SaiIntermediates,
    | 'studentTotalIncome'
    | 'studentIncomeTaxPaid'
    | 'studentPayrollTaxAllowance'
    | 'studentIncomeProtectionAllowance'
    | 'studentEmploymentExpenseAllowance'
    | 'studentTotalAllowances'
    | 'studentAvailableIncome'
    | 'studentContributionFromIncome'
    | 'studentAdjustedBusinessFarmNetWorth'
    | 'studentNetWorth'
    | 'studentAssetProtectionAllowance'
    | 'studentDiscretionaryNetWorth'
    | 'studentContributionFromAssets'
  >
>;

/** The figures Formula C always produces. */
export type FormulaCIntermediates = Required<
  Pick<
    SaiIntermediates,
    | 'studentTotalIncome'
    | 'studentIncomeTaxPaid'
    | 'studentPayrollTaxAllowance'
    | 'studentIncomeProtectionAllowance'
    | 'studentEmploymentExpenseAllowance'
    | 'studentTotalAllowances'
    | 'studentAvailableIncome'
    | 'studentAdjustedBusinessFarmNetWorth'
    | 'studentNetWorth'
    | 'studentAssetProtectionAllowance'
    | 'studentDiscretionaryNetWorth'
    | 'studentContributionFromAssets'
    | 'studentAdjustedAvailableIncome'
    | 'studentContributionFromAAI'
  >
>;

/**
 * Maximum Pell (docs/sai/formula.md §1.1). `indicator` is the ISIR Max Pell Indicator: 2 single parent with AGI <= 225%
 * of the poverty guideline, 3 not a single parent with AGI <= 175%. (Code 1, non-filers not required to file,
 * needs an answer the request does not carry.) Max Pell caps the SAI at 0.
 */
export interface MaxPellStatus {
  eligible: boolean;
  indicator: 2 | 3 | null;
  /** AGI used for the test (parents' for A, student + spouse for B/C). */
  agi: number;
  /** HHS poverty guideline of the prior-prior year for the family size and state. */
  povertyGuideline: number;
  /** The highest AGI that passes (the guideline times 225% or 175%, whole dollars). */
  agiLimit: number;
  reason: string;
}

/**
 * Minimum Pell (docs/sai/formula.md §1.2), tested only when neither Max Pell nor a calculated Pell applies. `indicator`
 * is the ISIR Minimum Pell Indicator (1-5) from the AGI test; `eligible` also applies the 2026-27 rule that an
 * SAI at or above twice the Max Pell bars Pell.
 */
export interface MinPellStatus {
  eligible: boolean;
  indicator: 1 | 2 | 3 | 4 | 5 | null;
  /** The highest AGI that passes the Min Pell test; null when the test was not reached. */
  agiLimit: number | null;
  reason: string;
}

export interface SaiResult {
  /** Student Aid Index, whole dollars, -1,500 .. 999,999. */
  sai: number;
  formula: SaiFormula;
  awardYear: string;
  /** True when the award year has no tables yet and the latest ones were used. */
  projected: boolean;
  maxPell: MaxPellStatus;
  minPell: MinPellStatus;
  intermediates: SaiIntermediates;
  /** The ordered explanation, one line per worksheet figure. */
  steps: SaiStep[];
}
