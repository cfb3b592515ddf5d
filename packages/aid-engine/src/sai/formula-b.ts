import { roundDollars } from '../round';
import { adjustedBusinessFarmNetWorth } from './business-farm-net-worth';
import {
  contributorEarnedIncome,
  contributorIncomeTax,
  contributorTotalIncome,
} from './contributor-total-income';
import { employmentExpenseAllowance } from './employment-expense-allowance';
import { payrollReturns, payrollTaxAllowance } from './payroll-tax-allowance';
import { studentIsMarried } from './pell-eligibility-tests';
import { ruleTexts } from './rule-texts';
import type { SaiContributor, SaiRequest } from './sai-request';
import type { SaiIntermediates, SaiStep } from './sai-result';
import type { SaiTables } from './tables/sai-tables';

const NONE: SaiContributor = {};

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

/** Formula B/C steps 1 and 4-5: total income, tax, payroll and net worth of the student plus spouse. */
export function independentBase(tables: SaiTables, request: SaiRequest): IndependentBase {
  const st = request.student ?? NONE;
  // A spouse block counts only for a married student.
  const married = studentIsMarried(request.studentMaritalStatusCode);
  const sp = married ? (request.spouse ?? NONE) : NONE;
  const totalIncome = contributorTotalIncome(st) + contributorTotalIncome(sp);
  const incomeTax = contributorIncomeTax(st) + contributorIncomeTax(sp);
  const payroll = payrollTaxAllowance(
    tables,
    payrollReturns(request.student, married ? request.spouse : undefined, married),
  );
  const earned = contributorEarnedIncome(st) + contributorEarnedIncome(sp);
  const investments = (st.investmentsNetWorth ?? 0) + (sp.investmentsNetWorth ?? 0);
  const business = adjustedBusinessFarmNetWorth(
    tables,
    (st.businessFarmNetWorth ?? 0) + (sp.businessFarmNetWorth ?? 0),
  );
  const netWorth =
    (st.cashSavingsChecking ?? 0) +
    (sp.cashSavingsChecking ?? 0) +
    Math.max(investments, 0) +
    business +
    (st.childSupportReceived ?? 0) +
    (sp.childSupportReceived ?? 0);
  return {
    married,
    totalIncome,
    incomeTax,
    payroll,
    earned,
    business,
    netWorth,
    discretionaryNetWorth: netWorth - tables.assetProtectionAllowance,
  };
}

/**
 * Formula B, independent student without dependents other than a spouse (formula.md §4): 50% of available
 * income (may be negative) + 20% of discretionary net worth. Returns the unclamped sum.
 */
export function formulaB(
  tables: SaiTables,
  request: SaiRequest,
  _familySize: number,
  out: SaiIntermediates,
  steps: SaiStep[],
): number {
  const r = ruleTexts(tables);
  const b = independentBase(tables, request);
  const ipa = b.married ? tables.formulaBIpa.married : tables.formulaBIpa.unmarried;
  const eea = b.married ? employmentExpenseAllowance(tables, b.earned) : 0;
  const allowances = b.incomeTax + b.payroll + ipa + eea;
  const ai = b.totalIncome - allowances;
  const cai = roundDollars(ai * tables.studentIncomeRate);
  const apa = tables.assetProtectionAllowance;
  const ca =
    b.discretionaryNetWorth > 0 ? roundDollars(b.discretionaryNetWorth * tables.assetRates.formulaB) : 0;

  out.studentTotalIncome = b.totalIncome;
  out.studentIncomeTaxPaid = b.incomeTax;
  out.studentPayrollTaxAllowance = b.payroll;
  out.studentIncomeProtectionAllowance = ipa;
  out.studentEmploymentExpenseAllowance = eea;
  out.studentTotalAllowances = allowances;
  out.studentAvailableIncome = ai;
  out.studentContributionFromIncome = cai;
  out.studentNetWorth = b.netWorth;
  out.studentAssetProtectionAllowance = apa;
  out.studentDiscretionaryNetWorth = b.discretionaryNetWorth;
  out.studentContributionFromAssets = ca;

  steps.push(
    { label: 'Student’s (and spouse’s) total income', amount: b.totalIncome, rule: r.totalIncome },
    { label: 'U.S. income tax paid', amount: b.incomeTax, rule: r.incomeTax },
    { label: 'Payroll tax allowance', amount: b.payroll, rule: r.payrollJointAware },
    { label: 'Income protection allowance', amount: ipa, rule: r.formulaBIpa },
    { label: 'Employment expense allowance', amount: eea, rule: b.married ? r.eea : r.eeaUnmarriedB },
    { label: 'Total allowances', amount: allowances, rule: r.totalAllowances },
    { label: 'Available income', amount: ai, rule: r.availableIncome },
    { label: 'Contribution from available income', amount: cai, rule: r.formulaBIncome },
    { label: 'Adjusted business/farm net worth', amount: b.business, rule: r.businessFarm },
    { label: 'Net worth', amount: b.netWorth, rule: r.independentNetWorth },
    { label: 'Asset protection allowance', amount: apa, rule: r.apa },
    { label: 'Discretionary net worth', amount: b.discretionaryNetWorth, rule: r.discretionaryNetWorth },
    { label: 'Contribution from assets', amount: ca, rule: r.formulaBAssets },
  );
  return cai + ca;
}
