import { roundHalfAwayFromZero } from '../round';
import { usd } from '../sai/steps';
import type { FederalTaxYear, PhaseOut } from './federal-tax-year';
import type { FilingStatus } from './filing-status';
import { federalTaxYear, supportedTaxYears } from './tax-years';

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
  /** Ages at the end of the tax year of the filer and (joint return) the spouse; null = unknown (under 65). From 65:
   * the extra standard deduction, and from tax year 2025 the senior deduction. */
  ages?: readonly (number | null)[];
  /** Qualified tips received (tax years 2025-2028: deducted after AGI, up to the cap). */
  qualifiedTips?: number;
  /** The premium part of qualified overtime pay (tax years 2025-2028: deducted after AGI, up to the cap). */
  qualifiedOvertime?: number;
}

export interface FederalTaxEstimate {
  taxYear: number;
  /** The tax year whose brackets were used (2024 when the year asked for has no tables). */
  tablesYear: number;
  agi: number;
  standardDeduction: number;
  /** The deduction used: the larger of standard (with any age 65+ add-on) and itemized. */
  deduction: number;
  /** P.L. 119-21's deductions after AGI (seniors, tips, overtime): they lower the tax, not the AGI. */
  seniorDeduction: number;
  tipsDeduction: number;
  overtimeDeduction: number;
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

/**
 * The income tax after the child tax credit's nonrefundable part, from a taxable income already known (a return's
 * line 15): the bracket formula, then the credit for `children` under 17 phased out by the AGI. Whole dollars.
 */
export function taxFromTaxableIncome(
  year: FederalTaxYear,
  status: FilingStatus,
  taxableIncome: number,
  agi: number,
  children: number,
): { taxBeforeCredits: number; childTaxCredit: number; incomeTax: number } {
  const taxBeforeCredits = roundHalfAwayFromZero(
    incomeTaxFromBrackets(year, status, Math.max(taxableIncome, 0)),
  );
  const childTaxCredit = childTaxCreditFor(year, status, agi, children, taxBeforeCredits);
  return { taxBeforeCredits, childTaxCredit, incomeTax: taxBeforeCredits - childTaxCredit };
}

/** The nonrefundable part of the child tax credit: per child, less $50 per $1,000 (or part) of AGI over the start. */
function childTaxCreditFor(
  year: FederalTaxYear,
  status: FilingStatus,
  agi: number,
  children: number,
  taxBeforeCredits: number,
): number {
  const count = Math.floor(nonNegative(children));
  if (count === 0) return 0;
  const ctc = year.childTaxCredit;
  const over = Math.max(agi - ctc.phaseOutStart[status], 0);
  const reduction = Math.ceil(over / 1000) * ctc.reductionPer1000;
  return Math.min(Math.max(count * ctc.perChild - reduction, 0), taxBeforeCredits);
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

function phasedOut(amount: number, agi: number, joint: boolean, phaseOut: PhaseOut): number {
  const over = Math.max(agi - (joint ? phaseOut.joint : phaseOut.other), 0);
  return Math.max(amount - over * phaseOut.rate, 0);
}

/**
 * Estimates AGI, federal income tax and employee payroll tax from wages with the tax year's own figures
 * (tax-years.ts: 2024 and 2025; another year uses the nearest and says so). Every assumption made is listed in the
 * result. Whole dollars, halves away from zero.
 */
export function estimateFederalTaxes(input: FederalTaxInput): FederalTaxEstimate {
  const status = input.filingStatus;
  const lookup = federalTaxYear(input.taxYear);
  const year: FederalTaxYear = lookup.year;
  const assumptions: string[] = [];
  if (!lookup.exact) {
    assumptions.push(
      `Tax year ${input.taxYear}: the estimator holds brackets and standard deductions for ` +
        `${supportedTaxYears().join(' and ')} only, so the ${year.taxYear} figures (the nearest year) were used` +
        (input.taxYear < year.taxYear
          ? `; ${input.taxYear}'s were lower (inflation), so the tax may be slightly under-estimated.`
          : '.'),
    );
  }
  const joint = status === 'married_joint';
  const wages = nonNegative(input.wages);
  const spouseWages = joint ? nonNegative(input.spouseWages) : 0;
  if (!joint && nonNegative(input.spouseWages) > 0) {
    assumptions.push('spouseWages is ignored: it applies to a joint return only.');
  }
  const preTax = Math.min(nonNegative(input.preTaxRetirementContributions), wages + spouseWages);
  const agi = Math.max(
    wages + spouseWages - preTax + (input.otherIncome ?? 0) - nonNegative(input.adjustmentsToIncome),
    0,
  );
  const ages = (input.ages ?? []).slice(0, joint ? 2 : 1);
  const seniors = ages.filter((a) => a !== null && a !== undefined && a >= 65).length;
  const married = joint || status === 'married_separate' || status === 'qualifying_surviving_spouse';
  const standardDeduction =
    year.standardDeduction[status] + seniors * (married ? year.agedAddOn.married : year.agedAddOn.unmarried);
  const itemized = nonNegative(input.itemizedDeductions);
  const deduction = Math.max(standardDeduction, itemized);

  let seniorDeduction = 0;
  let tipsDeduction = 0;
  let overtimeDeduction = 0;
  const after = year.afterAgiDeductions;
  if (after && status !== 'married_separate') {
    seniorDeduction = roundHalfAwayFromZero(
      seniors * phasedOut(after.senior.perPerson, agi, joint, after.senior.phaseOut),
    );
    tipsDeduction = roundHalfAwayFromZero(
      phasedOut(Math.min(nonNegative(input.qualifiedTips), after.tips.cap), agi, joint, after.tips.phaseOut),
    );
    const overtimeCap = joint ? after.overtime.capJoint : after.overtime.capOther;
    overtimeDeduction = roundHalfAwayFromZero(
      phasedOut(
        Math.min(nonNegative(input.qualifiedOvertime), overtimeCap),
        agi,
        joint,
        after.overtime.phaseOut,
      ),
    );
  } else if (
    after &&
    (seniors > 0 || nonNegative(input.qualifiedTips) > 0 || nonNegative(input.qualifiedOvertime) > 0)
  ) {
    assumptions.push(
      'Married filing separately: no senior, tips or overtime deduction (married people must file jointly for them).',
    );
  }
  const taxableIncome = Math.max(agi - deduction - seniorDeduction - tipsDeduction - overtimeDeduction, 0);
  const taxBeforeCredits = roundHalfAwayFromZero(incomeTaxFromBrackets(year, status, taxableIncome));

  const children = Math.floor(nonNegative(input.qualifyingChildren));
  const childTaxCredit = childTaxCreditFor(year, status, agi, children, taxBeforeCredits);
  if (children > 0) {
    const ctc = year.childTaxCredit;
    assumptions.push(
      `Child tax credit: ${usd(ctc.perChild)} per child under 17 (tax year ${year.taxYear}), reduced by ` +
        `${usd(ctc.reductionPer1000)} per $1,000 of AGI above ${usd(ctc.phaseOutStart[status])}; only the part ` +
        'up to the tax counts (the refundable part does not lower the income tax paid).',
    );
  }
  const incomeTax = taxBeforeCredits - childTaxCredit;

  const base = lookup.socialSecurityWageBase;
  if (!lookup.wageBaseExact) {
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
      `deduction (${usd(standardDeduction)}${seniors > 0 ? `, with ${seniors} aged 65 or more` : ''}) and ` +
      'itemized deductions' +
      (after ? ', − the senior, tips and overtime deductions where they apply' : '') +
      '; the IRS Tax Table (income under $100,000) works in $50 bands and can differ by a few dollars.',
    'No credits other than the child tax credit (when children are given); no capital-gains rates, ' +
      'self-employment tax or alternative minimum tax.',
    'Payroll tax is the employee share on wages only: Social Security 6.2% up to the wage base per person, ' +
      'Medicare 1.45% plus 0.9% above the Additional Medicare threshold.',
  );
  if (seniorDeduction > 0)
    assumptions.push(
      `Senior deduction (P.L. 119-21): ${usd(after?.senior.perPerson ?? 0)} for each of ${seniors} aged 65 or more, ` +
        'reduced by 6% of the AGI above the threshold: lowers the tax, not the AGI.',
    );
  if (tipsDeduction > 0 || overtimeDeduction > 0)
    assumptions.push(
      'Tips and overtime deductions (P.L. 119-21): lower the tax, not the AGI the FAFSA reads.',
    );
  if (preTax > 0) {
    assumptions.push('Pre-tax retirement deferrals are excluded from AGI but still count for payroll tax.');
  }
  if (joint && spouseWages === 0 && wages > base) {
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
    seniorDeduction,
    tipsDeduction,
    overtimeDeduction,
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
