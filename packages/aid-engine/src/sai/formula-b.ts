import { roundDollars } from '../round';
import type { ContributorFigures } from './contributor-figures';
import { employmentExpenseAllowance } from './employment-expense-allowance';
import { independentStudentBase } from './independent-student-base';
import type { FormulaBIntermediates } from './sai-result';
import type { SaiTables } from './tables/sai-tables';

/**
 * Formula B, independent student without dependents other than a spouse (docs/sai/formula.md §4): 50% of available
 * income (may be negative) + 20% of discretionary net worth. Returns the intermediates; the unclamped SAI
 * is studentContributionFromIncome + studentContributionFromAssets.
 */
export function formulaB(
  tables: SaiTables,
  student: ContributorFigures,
  spouse: ContributorFigures,
  married: boolean,
): FormulaBIntermediates {
  const b = independentStudentBase(tables, student, spouse, married);
  const ipa = b.married ? tables.formulaBIpa.married : tables.formulaBIpa.unmarried;
  const eea = b.married ? employmentExpenseAllowance(tables, b.earned) : 0;
  const allowances = b.incomeTax + b.payroll + ipa + eea;
  const ai = b.totalIncome - allowances;
  const cai = roundDollars(ai * tables.studentIncomeRate);
  const apa = tables.assetProtectionAllowance;
  const ca =
    b.discretionaryNetWorth > 0 ? roundDollars(b.discretionaryNetWorth * tables.assetRates.formulaB) : 0;

  return {
    studentTotalIncome: b.totalIncome,
    studentIncomeTaxPaid: b.incomeTax,
    studentPayrollTaxAllowance: b.payroll,
    studentIncomeProtectionAllowance: ipa,
    studentEmploymentExpenseAllowance: eea,
    studentTotalAllowances: allowances,
    studentAvailableIncome: ai,
    studentContributionFromIncome: cai,
    studentAdjustedBusinessFarmNetWorth: b.business,
    studentNetWorth: b.netWorth,
    studentAssetProtectionAllowance: apa,
    studentDiscretionaryNetWorth: b.discretionaryNetWorth,
    studentContributionFromAssets: ca,
  };
}
