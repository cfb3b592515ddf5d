import type { ParentInput } from '../profile/profile-input';
import { positiveDollars } from '../profile/profile-money';
import { roundDollars } from '../round';
import { aaiContribution } from '../sai/aai-contribution';
import { employmentExpenseAllowance } from '../sai/employment-expense-allowance';
import { sizeTableValue } from '../sai/size-table';
import type { SaiTables } from '../sai/tables/sai-tables';
import { estimateFederalTaxes } from '../tax/estimate-federal-taxes';

/** How far the other parent's figures may be off: the family often knows that parent's pay only roughly. */
export const OTHER_PARENT_INCOME_UNCERTAINTY = 0.1;

export interface OtherParentContribution {
  /** Pay and self-employment profit, less estimated income and payroll taxes. */
  incomeAfterTaxes: number;
  /** The allowance for the other parent's own household (federal Table A2, or the single adult's Formula B
   * allowance for a household of one) and the employment expense allowance. */
  householdAllowance: number;
  employmentAllowance: number;
  availableIncome: number;
  assets: number;
  contributionFromAssets: number;
  /** The contribution from this parent (Table A5 on the adjusted available income), and its range: the same with
   * this parent's income 10% lower and higher. */
  contribution: number;
  low: number;
  high: number;
  householdSize: number;
}

/**
 * The other (noncustodial) parent's own contribution, as CSS Profile colleges ask for it: a separate calculation
 * on that parent's income and assets after that parent's own household allowances, never added into the custodial
 * household's income (docs/decisions/0058).
 */
export function otherParentContribution(
  tables: SaiTables,
  parent: ParentInput,
  taxYear: number,
): OtherParentContribution {
  const householdSize = Math.max(Math.floor(positiveDollars(parent.householdSize ?? null)), 1);
  const assets = positiveDollars(parent.assetsAmount ?? null);
  const run = (factor: number) => {
    const wages = roundDollars(positiveDollars(parent.annualIncome) * factor);
    const profit = roundDollars((parent.scheduleCNetProfit ?? 0) * factor);
    const filingStatus =
      parent.filingStatus === 'married_joint' ? 'single' : (parent.filingStatus ?? 'single');
    const tax = estimateFederalTaxes({ wages, otherIncome: profit, filingStatus, taxYear });
    const incomeTax = parent.taxPaid != null && factor === 1 ? Math.max(parent.taxPaid, 0) : tax.incomeTax;
    const incomeAfterTaxes = wages + profit - incomeTax - tax.payrollTax;
    const householdAllowance =
      householdSize === 1 ? tables.formulaBIpa.unmarried : sizeTableValue(tables.parentIpa, householdSize);
    const employmentAllowance = employmentExpenseAllowance(tables, wages + profit);
    const availableIncome = incomeAfterTaxes - householdAllowance - employmentAllowance;
    const contributionFromAssets = roundDollars(assets * tables.assetRates.parents);
    const contribution = Math.max(aaiContribution(tables, availableIncome + contributionFromAssets), 0);
    return {
      incomeAfterTaxes,
      householdAllowance,
      employmentAllowance,
      availableIncome,
      contributionFromAssets,
      contribution,
    };
  };
  const main = run(1);
  const low = run(1 - OTHER_PARENT_INCOME_UNCERTAINTY).contribution;
  const high = run(1 + OTHER_PARENT_INCOME_UNCERTAINTY).contribution;
  return {
    ...main,
    assets,
    low: Math.min(low, main.contribution),
    high: Math.max(high, main.contribution),
    householdSize,
  };
}
