import type { SaiContributor } from './sai-request';

/**
 * Total income of one contributor (formula.md §2.1): AGI + deductible IRA/Keogh payments + tax-exempt interest
 * + untaxed IRA distributions net of rollover (floored at 0) + untaxed pensions net of rollover (floored at 0)
 * + the absolute value of the foreign earned income exclusion, minus taxable college grant aid, education
 * credits and Federal Work-Study earnings. May be negative. Inputs are whole dollars, so the result is too.
 */
export function contributorTotalIncome(c: SaiContributor): number {
  const ira = (c.untaxedIraDistributionsGross ?? 0) - (c.iraRollover ?? 0);
  const pensions = (c.untaxedPensionsGross ?? 0) - (c.pensionRollover ?? 0);
  return (
    (c.agi ?? 0) +
    (c.iraKeoghDeductiblePayments ?? 0) +
    (c.taxExemptInterest ?? 0) +
    Math.max(ira, 0) +
    Math.max(pensions, 0) +
    Math.abs(c.foreignEarnedIncomeExclusion ?? 0) -
    (c.taxableCollegeGrantAid ?? 0) -
    (c.educationCredits ?? 0) -
    (c.federalWorkStudy ?? 0)
  );
}

/** U.S. income tax paid; a negative figure counts as 0 (formula.md §3 step 2a). */
export function contributorIncomeTax(c: SaiContributor): number {
  const tax = c.incomeTaxPaid ?? 0;
  return Math.max(tax, 0);
}

export function contributorEarnedIncome(c: SaiContributor): number {
  return c.incomeEarnedFromWork ?? 0;
}
