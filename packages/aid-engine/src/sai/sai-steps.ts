import type { RuleTexts } from './rule-texts';
import type {
  FormulaAIntermediates,
  FormulaBIntermediates,
  FormulaCIntermediates,
  SaiStep,
} from './sai-result';

/**
 * The ordered, human-readable explanation of a result, built from the intermediates (one array literal per
 * formula: it runs on every computeSai call). `raw` is the calculated SAI, `sai` the value after the range.
 */
export function formulaASteps(i: FormulaAIntermediates, r: RuleTexts, raw: number, sai: number): SaiStep[] {
  return [
    { label: 'Parents’ total income', amount: i.parentTotalIncome, rule: r.totalIncome },
    { label: 'Parents’ U.S. income tax paid', amount: i.parentIncomeTaxPaid, rule: r.incomeTax },
    {
      label: 'Parents’ payroll tax allowance',
      amount: i.parentPayrollTaxAllowance,
      rule: r.payrollJointAware,
    },
    {
      label: 'Parents’ income protection allowance',
      amount: i.parentIncomeProtectionAllowance,
      rule: r.parentIpa,
    },
    {
      label: 'Parents’ employment expense allowance',
      amount: i.parentEmploymentExpenseAllowance,
      rule: r.eea,
    },
    { label: 'Parents’ total allowances', amount: i.parentTotalAllowances, rule: r.totalAllowances },
    { label: 'Parents’ available income', amount: i.parentAvailableIncome, rule: r.availableIncome },
    {
      label: 'Parents’ adjusted business/farm net worth',
      amount: i.parentAdjustedBusinessFarmNetWorth,
      rule: r.businessFarm,
    },
    { label: 'Parents’ net worth', amount: i.parentNetWorth, rule: r.parentNetWorth },
    { label: 'Parents’ asset protection allowance', amount: i.parentAssetProtectionAllowance, rule: r.apa },
    {
      label: 'Parents’ discretionary net worth',
      amount: i.parentDiscretionaryNetWorth,
      rule: r.discretionaryNetWorth,
    },
    {
      label: 'Parents’ contribution from assets',
      amount: i.parentContributionFromAssets,
      rule: r.parentAssets,
    },
    {
      label: 'Parents’ adjusted available income',
      amount: i.parentAdjustedAvailableIncome,
      rule: r.parentAai,
    },
    { label: 'Parents’ contribution', amount: i.parentContribution, rule: r.aaiSchedule },
    { label: 'Student’s total income', amount: i.studentTotalIncome, rule: r.totalIncome },
    { label: 'Student’s U.S. income tax paid', amount: i.studentIncomeTaxPaid, rule: r.incomeTax },
    {
      label: 'Student’s payroll tax allowance',
      amount: i.studentPayrollTaxAllowance,
      rule: r.payrollStudent,
    },
    {
      label: 'Student’s income protection allowance',
      amount: i.studentIncomeProtectionAllowance,
      rule: r.dependentStudentIpa,
    },
    {
      label: 'Allowance for parents’ negative adjusted available income',
      amount: i.studentAllowanceForParentsNegativeAAI,
      rule: r.negativeAaiAllowance,
    },
    {
      label: 'Student’s total allowances',
      amount: i.studentTotalAllowances,
      rule: r.dependentStudentTotalAllowances,
    },
    { label: 'Student’s available income', amount: i.studentAvailableIncome, rule: r.availableIncome },
    {
      label: 'Student’s contribution from income',
      amount: i.studentContributionFromIncome,
      rule: r.dependentStudentIncome,
    },
    {
      label: 'Student’s adjusted business/farm net worth',
      amount: i.studentAdjustedBusinessFarmNetWorth,
      rule: r.businessFarm,
    },
    { label: 'Student’s net worth', amount: i.studentNetWorth, rule: r.dependentStudentNetWorth },
    {
      label: 'Student’s contribution from assets',
      amount: i.studentContributionFromAssets,
      rule: r.dependentStudentAssets,
    },
    { label: 'Calculated SAI', amount: raw, rule: r.sumA },
    { label: 'Student Aid Index', amount: sai, rule: r.clamp },
  ];
}

export function formulaBSteps(
  i: FormulaBIntermediates,
  r: RuleTexts,
  married: boolean,
  raw: number,
  sai: number,
): SaiStep[] {
  return [
    { label: 'Student’s (and spouse’s) total income', amount: i.studentTotalIncome, rule: r.totalIncome },
    { label: 'U.S. income tax paid', amount: i.studentIncomeTaxPaid, rule: r.incomeTax },
    { label: 'Payroll tax allowance', amount: i.studentPayrollTaxAllowance, rule: r.payrollJointAware },
    { label: 'Income protection allowance', amount: i.studentIncomeProtectionAllowance, rule: r.formulaBIpa },
    {
      label: 'Employment expense allowance',
      amount: i.studentEmploymentExpenseAllowance,
      rule: married ? r.eea : r.eeaUnmarriedB,
    },
    { label: 'Total allowances', amount: i.studentTotalAllowances, rule: r.totalAllowances },
    { label: 'Available income', amount: i.studentAvailableIncome, rule: r.availableIncome },
    {
      label: 'Contribution from available income',
      amount: i.studentContributionFromIncome,
      rule: r.formulaBIncome,
    },
    {
      label: 'Adjusted business/farm net worth',
      amount: i.studentAdjustedBusinessFarmNetWorth,
      rule: r.businessFarm,
    },
    { label: 'Net worth', amount: i.studentNetWorth, rule: r.independentNetWorth },
    { label: 'Asset protection allowance', amount: i.studentAssetProtectionAllowance, rule: r.apa },
    {
      label: 'Discretionary net worth',
      amount: i.studentDiscretionaryNetWorth,
      rule: r.discretionaryNetWorth,
    },
    { label: 'Contribution from assets', amount: i.studentContributionFromAssets, rule: r.formulaBAssets },
    { label: 'Calculated SAI', amount: raw, rule: r.sumB },
    { label: 'Student Aid Index', amount: sai, rule: r.clamp },
  ];
}

export function formulaCSteps(i: FormulaCIntermediates, r: RuleTexts, raw: number, sai: number): SaiStep[] {
  return [
    { label: 'Student’s (and spouse’s) total income', amount: i.studentTotalIncome, rule: r.totalIncome },
    { label: 'U.S. income tax paid', amount: i.studentIncomeTaxPaid, rule: r.incomeTax },
    { label: 'Payroll tax allowance', amount: i.studentPayrollTaxAllowance, rule: r.payrollJointAware },
    { label: 'Income protection allowance', amount: i.studentIncomeProtectionAllowance, rule: r.formulaCIpa },
    { label: 'Employment expense allowance', amount: i.studentEmploymentExpenseAllowance, rule: r.eea },
    { label: 'Total allowances', amount: i.studentTotalAllowances, rule: r.totalAllowances },
    { label: 'Available income', amount: i.studentAvailableIncome, rule: r.availableIncome },
    {
      label: 'Adjusted business/farm net worth',
      amount: i.studentAdjustedBusinessFarmNetWorth,
      rule: r.businessFarm,
    },
    { label: 'Net worth', amount: i.studentNetWorth, rule: r.independentNetWorth },
    { label: 'Asset protection allowance', amount: i.studentAssetProtectionAllowance, rule: r.apa },
    {
      label: 'Discretionary net worth',
      amount: i.studentDiscretionaryNetWorth,
      rule: r.discretionaryNetWorth,
    },
    { label: 'Contribution from assets', amount: i.studentContributionFromAssets, rule: r.formulaCAssets },
    { label: 'Adjusted available income', amount: i.studentAdjustedAvailableIncome, rule: r.formulaCAai },
    {
      label: 'Contribution from adjusted available income',
      amount: i.studentContributionFromAAI,
      rule: r.aaiSchedule,
    },
    { label: 'Calculated SAI', amount: raw, rule: r.formulaCSai },
    { label: 'Student Aid Index', amount: sai, rule: r.clamp },
  ];
}
