import { roundDollars } from '../round';
import { aaiContribution } from './aai-contribution';
import { adjustedBusinessFarmNetWorth } from './business-farm-net-worth';
import type { ContributorFigures } from './contributor-figures';
import { employmentExpenseAllowance } from './employment-expense-allowance';
import { payrollTaxAllowance, singleFilerPayrollTaxAllowance } from './payroll-tax-allowance';
import type { FormulaAIntermediates } from './sai-result';
import { sizeTableValue } from './size-table';
import type { SaiTables } from './tables/sai-tables';

/**
 * Formula A, dependent student (docs/sai/formula.md §3): parents' contribution (Table A5 on the parents' adjusted
 * available income) + student's contribution from income (50%) + student's contribution from assets (20%).
 * Returns the intermediates; the unclamped SAI is parentContribution + studentContributionFromIncome +
 * studentContributionFromAssets (`computeSai` clamps it and applies Max Pell).
 */
export function formulaA(
  tables: SaiTables,
  p1: ContributorFigures,
  p2: ContributorFigures,
  st: ContributorFigures,
  parentsMarried: boolean,
  familySize: number,
): FormulaAIntermediates {
  // Parents' contribution (steps 1-8)
  const pti = p1.totalIncome + p2.totalIncome;
  const pTax = p1.incomeTax + p2.incomeTax;
  const pPayroll = payrollTaxAllowance(tables, p1, p2, parentsMarried);
  const pIpa = sizeTableValue(tables.parentIpa, familySize);
  const pEea = employmentExpenseAllowance(tables, p1.earned + p2.earned);
  const pAllowances = pTax + pPayroll + pIpa + pEea;
  const pai = pti - pAllowances;
  // Investments exclude the home and retirement accounts; parent-owned 529s count (the request holds the total).
  const pBusiness = adjustedBusinessFarmNetWorth(tables, p1.business + p2.business);
  const pNetWorth =
    p1.childSupport +
    p2.childSupport +
    p1.cash +
    p2.cash +
    Math.max(p1.investments + p2.investments, 0) +
    pBusiness;
  const pApa = tables.assetProtectionAllowance;
  const pDnw = pNetWorth - pApa;
  const pca = pDnw > 0 ? roundDollars(pDnw * tables.assetRates.parents) : 0;
  const paai = pai + pca;
  const pc = aaiContribution(tables, paai);

  // Student's contribution from income (steps 9-12)
  const sTax = st.incomeTax;
  const sPayroll = singleFilerPayrollTaxAllowance(tables, st.earned);
  const sIpa = tables.dependentStudentIpa;
  const negAai = paai < 0 ? -paai : 0;
  const sAllowances = sTax + sPayroll + sIpa + negAai;
  const sAvailable = st.totalIncome - sAllowances;
  const sci = sAvailable > 0 ? roundDollars(sAvailable * tables.studentIncomeRate) : 0;

  // Student's contribution from assets (steps 13-14); a dependent student's child support is not counted.
  const sBusiness = adjustedBusinessFarmNetWorth(tables, st.business);
  const sNetWorth = st.cash + Math.max(st.investments, 0) + sBusiness;
  const sca = sNetWorth > 0 ? roundDollars(sNetWorth * tables.assetRates.dependentStudent) : 0;

  return {
    parentTotalIncome: pti,
    parentIncomeTaxPaid: pTax,
    parentPayrollTaxAllowance: pPayroll,
    parentIncomeProtectionAllowance: pIpa,
    parentEmploymentExpenseAllowance: pEea,
    parentTotalAllowances: pAllowances,
    parentAvailableIncome: pai,
    parentAdjustedBusinessFarmNetWorth: pBusiness,
    parentNetWorth: pNetWorth,
    parentAssetProtectionAllowance: pApa,
    parentDiscretionaryNetWorth: pDnw,
    parentContributionFromAssets: pca,
    parentAdjustedAvailableIncome: paai,
    parentContribution: pc,
    studentTotalIncome: st.totalIncome,
    studentIncomeTaxPaid: sTax,
    studentPayrollTaxAllowance: sPayroll,
    studentIncomeProtectionAllowance: sIpa,
    studentAllowanceForParentsNegativeAAI: negAai,
    studentTotalAllowances: sAllowances,
    studentAvailableIncome: sAvailable,
    studentContributionFromIncome: sci,
    studentAdjustedBusinessFarmNetWorth: sBusiness,
    studentNetWorth: sNetWorth,
    studentContributionFromAssets: sca,
  };
}
