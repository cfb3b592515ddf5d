import { adjustedBusinessFarmNetWorth } from './business-farm-net-worth';
import type { ContributorFigures } from './contributor-figures';
import { payrollTaxAllowance } from './payroll-tax-allowance';
import type { SaiTables } from './tables/sai-tables';

/** Independent student (and spouse): income, allowances and net worth shared by formulas B and C. */
export interface IndependentBase {
  married: boolean;
  totalIncome: number;
  incomeTax: number;
  payroll: number;
  earned: number;
  business: number;
  netWorth: number;
  discretionaryNetWorth: number;
}

/**
 * Formula B/C (docs/sai/formula.md §4-§5) steps 1, part of 2, and the net worth: student plus spouse (pass ABSENT as
 * the spouse of an unmarried student). Net worth = cash + investments (not below 0) + adjusted business/farm
 * net worth (Table B2/C4) + child support received.
 */
export function independentStudentBase(
  tables: SaiTables,
  st: ContributorFigures,
  sp: ContributorFigures,
  married: boolean,
): IndependentBase {
  const business = adjustedBusinessFarmNetWorth(tables, st.business + sp.business);
  const netWorth =
    st.cash +
    sp.cash +
    Math.max(st.investments + sp.investments, 0) +
    business +
    st.childSupport +
    sp.childSupport;
  return {
    married,
    totalIncome: st.totalIncome + sp.totalIncome,
    incomeTax: st.incomeTax + sp.incomeTax,
    payroll: payrollTaxAllowance(tables, st, sp, married),
    earned: st.earned + sp.earned,
    business,
    netWorth,
    discretionaryNetWorth: netWorth - tables.assetProtectionAllowance,
  };
}
