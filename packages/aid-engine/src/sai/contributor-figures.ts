import type { SaiContributor } from './sai-request';

/** One contributor's figures, read once from the request (a missing number is 0). */
export interface ContributorFigures {
  present: boolean;
  /** IRS filing status code, 0 when not given. */
  filingStatus: number;
  totalIncome: number;
  /** U.S. income tax paid, a negative figure counted as 0. */
  incomeTax: number;
  earned: number;
  agi: number;
  /** Absolute value of the foreign earned income exclusion. */
  foreignIncome: number;
  cash: number;
  investments: number;
  business: number;
  childSupport: number;
}

/**
 * Reads a contributor block. Total income (docs/sai/formula.md §2.1) = AGI + deductible IRA/Keogh payments + tax-exempt
 * interest + untaxed IRA distributions net of rollover (not below 0) + untaxed pensions net of rollover (not
 * below 0) + the absolute value of the foreign earned income exclusion − taxable college grant aid − education
 * credits − Federal Work-Study earnings. It may be negative. Inputs are whole dollars, so the result is too.
 */
export function readContributor(c: SaiContributor | undefined): ContributorFigures {
  if (!c) return ABSENT;
  const agi = c.agi ?? 0;
  const foreignIncome = Math.abs(c.foreignEarnedIncomeExclusion ?? 0);
  const ira = (c.untaxedIraDistributionsGross ?? 0) - (c.iraRollover ?? 0);
  const pensions = (c.untaxedPensionsGross ?? 0) - (c.pensionRollover ?? 0);
  return {
    present: true,
    filingStatus: c.filingStatus ?? 0,
    totalIncome:
      agi +
      (c.iraKeoghDeductiblePayments ?? 0) +
      (c.taxExemptInterest ?? 0) +
      Math.max(ira, 0) +
      Math.max(pensions, 0) +
      foreignIncome -
      (c.taxableCollegeGrantAid ?? 0) -
      (c.educationCredits ?? 0) -
      (c.federalWorkStudy ?? 0),
    incomeTax: Math.max(c.incomeTaxPaid ?? 0, 0),
    earned: c.incomeEarnedFromWork ?? 0,
    agi,
    foreignIncome,
    cash: c.cashSavingsChecking ?? 0,
    investments: c.investmentsNetWorth ?? 0,
    business: c.businessFarmNetWorth ?? 0,
    childSupport: c.childSupportReceived ?? 0,
  };
}

/** The figures of a contributor who is not in the request. */
export const ABSENT: ContributorFigures = {
  present: false,
  filingStatus: 0,
  totalIncome: 0,
  incomeTax: 0,
  earned: 0,
  agi: 0,
  foreignIncome: 0,
  cash: 0,
  investments: 0,
  business: 0,
  childSupport: 0,
};
