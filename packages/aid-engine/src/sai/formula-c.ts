import { roundDollars } from '../round';
import { aaiContribution } from './aai-contribution';
import { employmentExpenseAllowance } from './employment-expense-allowance';
import { independentBase } from './formula-b';
import { ruleTexts } from './rule-texts';
import type { SaiRequest } from './sai-request';
import type { SaiIntermediates, SaiStep } from './sai-result';
import { sizeTableValue } from './size-table';
import type { SaiTables } from './tables/sai-tables';

/**
 * Formula C, independent student with dependents other than a spouse (formula.md §5): Table C6 applied to
 * available income + 7% of discretionary net worth. Returns the unclamped result.
 */
export function formulaC(
  tables: SaiTables,
  request: SaiRequest,
  familySize: number,
  out: SaiIntermediates,
  steps: SaiStep[],
): number {
  const r = ruleTexts(tables);
  const b = independentBase(tables, request);
  const ipa = sizeTableValue(b.married ? tables.formulaCIpaMarried : tables.formulaCIpaUnmarried, familySize);
  const eea = employmentExpenseAllowance(tables, b.earned);
  const allowances = b.incomeTax + b.payroll + ipa + eea;
  const ai = b.totalIncome - allowances;
  const apa = tables.assetProtectionAllowance;
  const ca =
    b.discretionaryNetWorth > 0 ? roundDollars(b.discretionaryNetWorth * tables.assetRates.formulaC) : 0;
  const aai = ai + ca;
  const contribution = aaiContribution(tables, aai);

  out.studentTotalIncome = b.totalIncome;
  out.studentIncomeTaxPaid = b.incomeTax;
  out.studentPayrollTaxAllowance = b.payroll;
  out.studentIncomeProtectionAllowance = ipa;
  out.studentEmploymentExpenseAllowance = eea;
  out.studentTotalAllowances = allowances;
  out.studentAvailableIncome = ai;
  out.studentNetWorth = b.netWorth;
  out.studentAssetProtectionAllowance = apa;
  out.studentDiscretionaryNetWorth = b.discretionaryNetWorth;
  out.studentContributionFromAssets = ca;
  out.studentAdjustedAvailableIncome = aai;
  out.studentContributionFromAAI = contribution;

  steps.push(
    { label: 'Student’s (and spouse’s) total income', amount: b.totalIncome, rule: r.totalIncome },
    { label: 'U.S. income tax paid', amount: b.incomeTax, rule: r.incomeTax },
    { label: 'Payroll tax allowance', amount: b.payroll, rule: r.payrollJointAware },
    { label: 'Income protection allowance', amount: ipa, rule: r.formulaCIpa },
    { label: 'Employment expense allowance', amount: eea, rule: r.eea },
    { label: 'Total allowances', amount: allowances, rule: r.totalAllowances },
    { label: 'Available income', amount: ai, rule: r.availableIncome },
    { label: 'Adjusted business/farm net worth', amount: b.business, rule: r.businessFarm },
    { label: 'Net worth', amount: b.netWorth, rule: r.independentNetWorth },
    { label: 'Asset protection allowance', amount: apa, rule: r.apa },
    { label: 'Discretionary net worth', amount: b.discretionaryNetWorth, rule: r.discretionaryNetWorth },
    { label: 'Contribution from assets', amount: ca, rule: r.formulaCAssets },
    { label: 'Adjusted available income', amount: aai, rule: r.formulaCAai },
    { label: 'Contribution from adjusted available income', amount: contribution, rule: r.aaiSchedule },
  );
  return contribution;
}
