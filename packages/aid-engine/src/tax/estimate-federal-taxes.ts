import { roundHalfAwayFromZero } from '../round';
import { usd } from '../sai/steps';
import { FEDERAL_TAX_2024, type FederalTaxYear, SOCIAL_SECURITY_WAGE_BASE } from './federal-tax-2024';
import type { FilingStatus } from './filing-status';

export interface FederalTaxInput {
  /** Gross wages and salary of the filer (for a joint return, the first spouse), whole dollars. */
  wages: number;
  /** Other taxable income (interest, dividends, business, ...). Not subject to payroll tax here. */
  otherIncome?: number;
  filingStatus: FilingStatus;
  /** Calendar tax year (the award year's prior-prior year: 2024 for 2026-27). */
  taxYear: number;
  /** Joint return: the other spouse's gross wages (the Social Security wage base applies per person). */
  spouseWages?: number;
  /** Pre-tax 401(k)/403(b) deferrals: not in AGI, still subject to payroll tax. */
  preTaxRetirementContributions?: number;
  /** Other adjustments to income (deductible IRA, HSA, ...). */
  adjustmentsToIncome?: number;
  /** Itemized deductions; used when larger than the standard deduction. */
  itemizedDeductions?: number;
  /** Children under 17 for the child tax credit (its nonrefundable part reduces income tax). */
  qualifyingChildren?: number;
}

export interface FederalTaxEstimate {
  taxYear: number;
  /** The tax year whose brackets were used (2024 when the year asked for has no tables). */
  tablesYear: number;
  agi: number;
  standardDeduction: number;
  /** The deduction used: the larger of standard and itemized. */
  deduction: number;
  taxableIncome: number;
  /** Income tax before credits. */
  taxBeforeCredits: number;
  childTaxCredit: number;
  /** Federal income tax after nonrefundable credits, not below 0 (the FAFSA's "income tax paid"). */
  incomeTax: number;
  socialSecurityTax: number;
  medicareTax: number;
  /** Employee payroll tax: Social Security + Medicare (including the Additional Medicare Tax). */
  payrollTax: number;
  /** Marginal income tax bracket rate. */
  marginalRate: number;
  assumptions: string[];
}

/** Tax on taxable income by the bracket formula (each rate on the income above its floor), unrounded. */
export function incomeTaxFromBrackets(
  year: FederalTaxYear,
  status: FilingStatus,
  taxableIncome: number,
): number {
  const floors = year.bracketFloors[status];
  let tax = 0;
  for (let i = 0; i < floors.length; i++) {
    const floor = floors[i] as number;
    if (taxableIncome <= floor) break;
    const ceiling = floors[i + 1] ?? Number.POSITIVE_INFINITY;
    tax += (Math.min(taxableIncome, ceiling) - floor) * (year.bracketRates[i] as number);
  }
  return tax;
}

/** The rate of the highest bracket the taxable income reaches (0 when there is no taxable income). */
function marginalRateOf(year: FederalTaxYear, status: FilingStatus, taxableIncome: number): number {
  const floors = year.bracketFloors[status];
  let rate = 0;
  for (let i = 0; i < floors.length; i++)
    if (taxableIncome > (floors[i] as number)) rate = year.bracketRates[i] as number;
  return rate;
}

function nonNegative(value: number | undefined): number {
  return value !== undefined && value > 0 ? value : 0;
}

/**
 * Estimates AGI, federal income tax and employee payroll tax from wages (docs/sai/formula.md §8: 2024 brackets and
 * standard deductions). Every assumption made is listed in the result. Whole dollars, halves away from zero.
 */
export function estimateFederalTaxes(input: FederalTaxInput): FederalTaxEstimate {
  const status = input.filingStatus;
  const year = FEDERAL_TAX_2024;
  const assumptions: string[] = [];
  if (input.taxYear !== year.taxYear) {
    assumptions.push(
      `Tax year ${input.taxYear}: the estimator holds brackets and standard deductions for ` +
        `${year.taxYear} only, so the ${year.taxYear} figures (the nearest year) were used` +
        (input.taxYear < year.taxYear
          ? `; ${input.taxYear}'s were lower (inflation), so the tax may be slightly under-estimated.`
          : '.'),
    );
  }
  const wages = nonNegative(input.wages);
  const spouseWages = status === 'married_joint' ? nonNegative(input.spouseWages) : 0;
  if (status !== 'married_joint' && nonNegative(input.spouseWages) > 0) {
    assumptions.push('spouseWages is ignored: it applies to a joint return only.');
  }
  const preTax = Math.min(nonNegative(input.preTaxRetirementContributions), wages + spouseWages);
  const agi = Math.max(
    wages + spouseWages - preTax + (input.otherIncome ?? 0) - nonNegative(input.adjustmentsToIncome),
    0,
  );
  const standardDeduction = year.standardDeduction[status];
  const itemized = nonNegative(input.itemizedDeductions);
  const deduction = Math.max(standardDeduction, itemized);
  const taxableIncome = Math.max(agi - deduction, 0);
  const taxBeforeCredits = roundHalfAwayFromZero(incomeTaxFromBrackets(year, status, taxableIncome));

  const children = Math.floor(nonNegative(input.qualifyingChildren));
  let childTaxCredit = 0;
  if (children > 0) {
    const ctc = year.childTaxCredit;
    const over = Math.max(agi - ctc.phaseOutStart[status], 0);
    const reduction = Math.ceil(over / 1000) * ctc.reductionPer1000;
    childTaxCredit = Math.min(Math.max(children * ctc.perChild - reduction, 0), taxBeforeCredits);
    assumptions.push(
      `Child tax credit: ${usd(ctc.perChild)} per child under 17, reduced above the phase-out; only the part up to ` +
        'the tax counts.',
    );
  }
  const incomeTax = taxBeforeCredits - childTaxCredit;

  const base = SOCIAL_SECURITY_WAGE_BASE[input.taxYear] ?? year.socialSecurityWageBase;
  if (SOCIAL_SECURITY_WAGE_BASE[input.taxYear] === undefined) {
    assumptions.push(
      `Social Security wage base of ${year.taxYear} (${usd(base)}) used for tax year ${input.taxYear}.`,
    );
  }
  const socialSecurityTax = roundHalfAwayFromZero(
    (Math.min(wages, base) + Math.min(spouseWages, base)) * year.socialSecurityRate,
  );
  const medicareWages = wages + spouseWages;
  const medicareTax = roundHalfAwayFromZero(
    medicareWages * year.medicareRate +
      Math.max(medicareWages - year.additionalMedicareThreshold[status], 0) * year.additionalMedicareRate,
  );

  assumptions.push(
    `Income tax by the ${year.taxYear} bracket formula on taxable income = AGI − the larger of the standard ` +
      `deduction (${usd(standardDeduction)}) and itemized deductions; the IRS Tax Table (income under $100,000) ` +
      'works in $50 bands and can differ by a few dollars.',
    'No credits other than the child tax credit (when children are given); no capital-gains rates, ' +
      'self-employment tax, alternative minimum tax or extra deduction for age 65+ or blindness.',
    'Payroll tax is the employee share on wages only: Social Security 6.2% up to the wage base per person, ' +
      'Medicare 1.45% plus 0.9% above the Additional Medicare threshold.',
  );
  if (preTax > 0) {
    assumptions.push('Pre-tax retirement deferrals are excluded from AGI but still count for payroll tax.');
  }
  if (status === 'married_joint' && spouseWages === 0 && wages > base) {
    assumptions.push(
      'Joint return with all wages on one spouse: the Social Security wage base is applied once.',
    );
  }

  return {
    taxYear: input.taxYear,
    tablesYear: year.taxYear,
    agi,
    standardDeduction,
    deduction,
    taxableIncome,
    taxBeforeCredits,
    childTaxCredit,
    incomeTax,
    socialSecurityTax,
    medicareTax,
    payrollTax: socialSecurityTax + medicareTax,
    marginalRate: marginalRateOf(year, status, taxableIncome),
    assumptions,
  };
}
