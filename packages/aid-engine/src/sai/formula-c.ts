import { roundDollars } from '../round';
import { aaiContribution } from './aai-contribution';
import type { ContributorFigures } from './contributor-figures';
import { employmentExpenseAllowance } from './employment-expense-allowance';
import { independentStudentBase } from './independent-student-base';
import type { FormulaCIntermediates } from './sai-result';
import { sizeTableValue } from './size-table';
import type { SaiTables } from './tables/sai-tables';

/**
 * Formula C, independent student with dependents other than a spouse (docs/sai/formula.md §5): Table C6 applied to
 * available income + 7% of discretionary net worth. Returns the intermediates; the unclamped SAI is
 * studentContributionFromAAI.
 */
export function formulaC(
  tables: SaiTables,
  student: ContributorFigures,
  spouse: ContributorFigures,
  married: boolean,
  familySize: number,
): FormulaCIntermediates {
  const b = independentStudentBase(tables, student, spouse, married);
  const ipa = sizeTableValue(b.married ? tables.formulaCIpaMarried : tables.formulaCIpaUnmarried, familySize);
  const eea = employmentExpenseAllowance(tables, b.earned);
  const allowances = b.incomeTax + b.payroll + ipa + eea;
  const ai = b.totalIncome - allowances;
  const apa = tables.assetProtectionAllowance;
  const ca =
    b.discretionaryNetWorth > 0 ? roundDollars(b.discretionaryNetWorth * tables.assetRates.formulaC) : 0;
  const aai = ai + ca;
  const contribution = aaiContribution(tables, aai);

  return {
    studentTotalIncome: b.totalIncome,
    studentIncomeTaxPaid: b.incomeTax,
    studentPayrollTaxAllowance: b.payroll,
    studentIncomeProtectionAllowance: ipa,
    studentEmploymentExpenseAllowance: eea,
    studentTotalAllowances: allowances,
    studentAvailableIncome: ai,
    studentAdjustedBusinessFarmNetWorth: b.business,
    studentNetWorth: b.netWorth,
    studentAssetProtectionAllowance: apa,
    studentDiscretionaryNetWorth: b.discretionaryNetWorth,
    studentContributionFromAssets: ca,
    studentAdjustedAvailableIncome: aai,
    studentContributionFromAAI: contribution,
  };
}
