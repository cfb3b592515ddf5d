import { roundDollars } from '../round';
import { aaiContribution } from './aai-contribution';
import { adjustedBusinessFarmNetWorth } from './business-farm-net-worth';
import {
  contributorEarnedIncome,
  contributorIncomeTax,
  contributorTotalIncome,
} from './contributor-total-income';
import { employmentExpenseAllowance } from './employment-expense-allowance';
import { payrollReturns, payrollTaxAllowance } from './payroll-tax-allowance';
import { parentsAreCouple } from './pell-eligibility-tests';
import { ruleTexts } from './rule-texts';
import type { SaiContributor, SaiRequest } from './sai-request';
import type { SaiIntermediates, SaiStep } from './sai-result';
import { sizeTableValue } from './size-table';
import type { SaiTables } from './tables/sai-tables';

const NONE: SaiContributor = {};

/**
 * Formula A, dependent student (formula.md §3): parents' contribution (Table A5 on the parents' adjusted
 * available income) + student's contribution from income (50%) + student's contribution from assets (20%).
 * Returns the unclamped sum; `computeSai` clamps it and applies Max Pell.
 */
export function formulaA(
  tables: SaiTables,
  request: SaiRequest,
  familySize: number,
  out: SaiIntermediates,
  steps: SaiStep[],
): number {
  const r = ruleTexts(tables);
  const p1 = request.parent ?? NONE;
  const p2 = request.otherParent ?? NONE;
  const st = request.student ?? NONE;

  // Parents' contribution
  const pti = contributorTotalIncome(p1) + contributorTotalIncome(p2);
  const pTax = contributorIncomeTax(p1) + contributorIncomeTax(p2);
  const pPayroll = payrollTaxAllowance(
    tables,
    payrollReturns(request.parent, request.otherParent, parentsAreCouple(request.parentMaritalStatusCode)),
  );
  const pIpa = sizeTableValue(tables.parentIpa, familySize);
  const pEea = employmentExpenseAllowance(tables, contributorEarnedIncome(p1) + contributorEarnedIncome(p2));
  const pAllowances = pTax + pPayroll + pIpa + pEea;
  const pai = pti - pAllowances;

  const pInvestments = (p1.investmentsNetWorth ?? 0) + (p2.investmentsNetWorth ?? 0);
  const pBusiness = adjustedBusinessFarmNetWorth(
    tables,
    (p1.businessFarmNetWorth ?? 0) + (p2.businessFarmNetWorth ?? 0),
  );
  const pNetWorth =
    (p1.childSupportReceived ?? 0) +
    (p2.childSupportReceived ?? 0) +
    (p1.cashSavingsChecking ?? 0) +
    (p2.cashSavingsChecking ?? 0) +
    Math.max(pInvestments, 0) +
    pBusiness;
  const pApa = tables.assetProtectionAllowance;
  const pDnw = pNetWorth - pApa;
  const pca = pDnw > 0 ? roundDollars(pDnw * tables.assetRates.parents) : 0;
  const paai = pai + pca;
  const pc = aaiContribution(tables, paai);

  // Student's contribution from income
  const sti = contributorTotalIncome(st);
  const sTax = contributorIncomeTax(st);
  const sPayroll = request.student
    ? payrollTaxAllowance(tables, [{ earned: contributorEarnedIncome(st), kind: 'other' }])
    : 0;
  const sIpa = tables.dependentStudentIpa;
  const negAai = paai < 0 ? -paai : 0;
  const sAllowances = sTax + sPayroll + sIpa + negAai;
  const sai = sti - sAllowances;
  const sci = sai > 0 ? roundDollars(sai * tables.studentIncomeRate) : 0;

  // Student's contribution from assets
  const sInvestments = st.investmentsNetWorth ?? 0;
  const sBusiness = adjustedBusinessFarmNetWorth(tables, st.businessFarmNetWorth ?? 0);
  const sNetWorth = (st.cashSavingsChecking ?? 0) + Math.max(sInvestments, 0) + sBusiness;
  const sca = sNetWorth > 0 ? roundDollars(sNetWorth * tables.assetRates.dependentStudent) : 0;

  out.parentTotalIncome = pti;
  out.parentIncomeTaxPaid = pTax;
  out.parentPayrollTaxAllowance = pPayroll;
  out.parentIncomeProtectionAllowance = pIpa;
  out.parentEmploymentExpenseAllowance = pEea;
  out.parentTotalAllowances = pAllowances;
  out.parentAvailableIncome = pai;
  out.parentNetWorth = pNetWorth;
  out.parentAssetProtectionAllowance = pApa;
  out.parentDiscretionaryNetWorth = pDnw;
  out.parentContributionFromAssets = pca;
  out.parentAdjustedAvailableIncome = paai;
  out.parentContribution = pc;
  out.studentTotalIncome = sti;
  out.studentIncomeTaxPaid = sTax;
  out.studentPayrollTaxAllowance = sPayroll;
  out.studentIncomeProtectionAllowance = sIpa;
  out.studentAllowanceForParentsNegativeAAI = negAai;
  out.studentTotalAllowances = sAllowances;
  out.studentAvailableIncome = sai;
  out.studentContributionFromIncome = sci;
  out.studentNetWorth = sNetWorth;
  out.studentContributionFromAssets = sca;

  steps.push(
    { label: 'Parents’ total income', amount: pti, rule: r.totalIncome },
    { label: 'Parents’ U.S. income tax paid', amount: pTax, rule: r.incomeTax },
    { label: 'Parents’ payroll tax allowance', amount: pPayroll, rule: r.payrollJointAware },
    { label: 'Parents’ income protection allowance', amount: pIpa, rule: r.parentIpa },
    { label: 'Parents’ employment expense allowance', amount: pEea, rule: r.eea },
    { label: 'Parents’ total allowances', amount: pAllowances, rule: r.totalAllowances },
    { label: 'Parents’ available income', amount: pai, rule: r.availableIncome },
    { label: 'Parents’ adjusted business/farm net worth', amount: pBusiness, rule: r.businessFarm },
    { label: 'Parents’ net worth', amount: pNetWorth, rule: r.parentNetWorth },
    { label: 'Parents’ asset protection allowance', amount: pApa, rule: r.apa },
    { label: 'Parents’ discretionary net worth', amount: pDnw, rule: r.discretionaryNetWorth },
    { label: 'Parents’ contribution from assets', amount: pca, rule: r.parentAssets },
    { label: 'Parents’ adjusted available income', amount: paai, rule: r.parentAai },
    { label: 'Parents’ contribution', amount: pc, rule: r.aaiSchedule },
    { label: 'Student’s total income', amount: sti, rule: r.totalIncome },
    { label: 'Student’s U.S. income tax paid', amount: sTax, rule: r.incomeTax },
    { label: 'Student’s payroll tax allowance', amount: sPayroll, rule: r.payrollStudent },
    { label: 'Student’s income protection allowance', amount: sIpa, rule: r.dependentStudentIpa },
    {
      label: 'Allowance for parents’ negative adjusted available income',
      amount: negAai,
      rule: r.negativeAaiAllowance,
    },
    { label: 'Student’s total allowances', amount: sAllowances, rule: r.dependentStudentTotalAllowances },
    { label: 'Student’s available income', amount: sai, rule: r.availableIncome },
    { label: 'Student’s contribution from income', amount: sci, rule: r.dependentStudentIncome },
    { label: 'Student’s adjusted business/farm net worth', amount: sBusiness, rule: r.businessFarm },
    { label: 'Student’s net worth', amount: sNetWorth, rule: r.dependentStudentNetWorth },
    { label: 'Student’s contribution from assets', amount: sca, rule: r.dependentStudentAssets },
  );
  return pc + sci + sca;
}
