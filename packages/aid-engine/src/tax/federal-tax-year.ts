import type { SourceGrade } from '../sai/tables/sai-tables';
import type { FilingStatus } from './filing-status';

/** A deduction that phases out: reduced by `rate` × the modified AGI above the threshold (never below 0). */
export interface PhaseOut {
  readonly joint: number;
  readonly other: number;
  readonly rate: number;
}

/**
 * P.L. 119-21's deductions taken after AGI by itemisers and non-itemisers alike (tax years 2025-2028): they lower
 * the income tax paid but not the AGI. Married people must file jointly to take them (grade U in the notes).
 */
export interface AfterAgiDeductions {
  /** Each taxpayer aged 65 or more at the end of the year. */
  readonly senior: { readonly perPerson: number; readonly phaseOut: PhaseOut };
  /** Qualified tips, per return. */
  readonly tips: { readonly cap: number; readonly phaseOut: PhaseOut };
  /** Qualified overtime pay (the premium part), per return. */
  readonly overtime: { readonly capJoint: number; readonly capOther: number; readonly phaseOut: PhaseOut };
}

/** One federal tax year's facts used by the estimator, with where they come from. */
export interface FederalTaxYear {
  taxYear: number;
  /** The documents the year's figures come from, in words, and the shared notes' grade. */
  source: string;
  grade: SourceGrade;
  standardDeduction: Readonly<Record<FilingStatus, number>>;
  /** Added to the standard deduction for each spouse aged 65 or more: married (joint, separate, surviving
   * spouse) and unmarried (single, head of household) amounts. */
  agedAddOn: { readonly married: number; readonly unmarried: number };
  /** Lower bounds of the 10/12/22/24/32/35/37% brackets (taxable income), by filing status. */
  bracketFloors: Readonly<Record<FilingStatus, readonly number[]>>;
  bracketRates: readonly number[];
  socialSecurityRate: number;
  socialSecurityWageBase: number;
  medicareRate: number;
  additionalMedicareRate: number;
  additionalMedicareThreshold: Readonly<Record<FilingStatus, number>>;
  childTaxCredit: {
    perChild: number;
    phaseOutStart: Readonly<Record<FilingStatus, number>>;
    reductionPer1000: number;
  };
  /** Null before tax year 2025. */
  afterAgiDeductions: AfterAgiDeductions | null;
}
