import { pct, usd } from './steps';
import type { SaiTables, ScheduleRow } from './tables/sai-tables';

/** Plain-words descriptions of the rules and tables used, one set per award-year table set (built once). */
export interface RuleTexts {
  totalIncome: string;
  incomeTax: string;
  payrollJointAware: string;
  payrollStudent: string;
  parentIpa: string;
  dependentStudentIpa: string;
  formulaBIpa: string;
  formulaCIpa: string;
  eea: string;
  eeaUnmarriedB: string;
  totalAllowances: string;
  availableIncome: string;
  parentNetWorth: string;
  dependentStudentNetWorth: string;
  independentNetWorth: string;
  businessFarm: string;
  apa: string;
  discretionaryNetWorth: string;
  parentAssets: string;
  parentAai: string;
  aaiSchedule: string;
  negativeAaiAllowance: string;
  dependentStudentTotalAllowances: string;
  dependentStudentIncome: string;
  dependentStudentAssets: string;
  formulaBIncome: string;
  formulaBAssets: string;
  formulaCAssets: string;
  formulaCAai: string;
  sumA: string;
  sumB: string;
  formulaCSai: string;
  clamp: string;
  maxPellCap: string;
}

function schedule(rows: readonly ScheduleRow[]): string {
  return rows
    .map((r, i) =>
      i === 0
        ? `${pct(r.rate)} up to ${usd(rows[1]?.over ?? 0)}`
        : `${usd(r.base)} + ${pct(r.rate)} over ${usd(r.over)}`,
    )
    .join('; ');
}

function build(t: SaiTables): RuleTexts {
  const y = t.awardYear;
  const p = t.payroll;
  const payroll =
    `Medicare ${pct(p.hiRate)} of earnings up to ${usd(p.hiThresholdOther)} (${usd(p.hiThresholdJoint)} joint, ` +
    `${usd(p.hiThresholdSeparate)} married filing separately) and ${pct(p.hiRateHigh)} above, plus Social ` +
    `Security ${pct(p.oasdiRate)} up to ${usd(p.oasdiBase)} (${usd(p.oasdiBaseJoint)} joint), per tax return ` +
    `(tax year ${t.taxYear})`;
  const a = t.aaiAssessment;
  const aai =
    `Table A5/C6 (${y}): below ${usd(a.floorBelow)} the contribution is ${usd(a.floorContribution)}; ` +
    schedule(a.rows);
  const ee = t.employmentExpense;
  const assetList =
    'savings and checking + investments (not below 0; the home and retirement accounts do not count)';
  return {
    totalIncome:
      'AGI + deductible IRA/Keogh payments + tax-exempt interest + untaxed IRA distributions and pensions (less ' +
      'rollovers) + foreign earned income exclusion − education credits − taxable grant aid − work-study earnings',
    incomeTax: 'U.S. income tax paid, as on the tax return (a negative figure counts as 0)',
    payrollJointAware: `Table A1/B1/C1: ${payroll}`,
    payrollStudent: `Table A1: ${payroll}; a dependent student is always treated as single`,
    parentIpa:
      `Table A2 (${y}): income protection allowance by family size including the student; ` +
      `${usd(t.parentIpa.values[0] ?? 0)} for 2 people, +${usd(t.parentIpa.perAdditional)} for each person above 6`,
    dependentStudentIpa: `Income protection allowance for a dependent student (${y}): ${usd(t.dependentStudentIpa)}`,
    formulaBIpa:
      `Formula B income protection allowance (${y}): ${usd(t.formulaBIpa.unmarried)} unmarried, ` +
      `${usd(t.formulaBIpa.married)} married`,
    formulaCIpa: `Table C2 (married) / C3 (unmarried) (${y}): income protection allowance by family size`,
    eea: `${pct(ee.rate)} of combined income earned from work, at most ${usd(ee.cap)} (${y})`,
    eeaUnmarriedB: 'No employment expense allowance for an unmarried Formula B student',
    totalAllowances:
      'Income tax paid + payroll tax allowance + income protection allowance + employment expense allowance',
    availableIncome: 'Total income − total allowances (may be negative)',
    parentNetWorth: `Child support received + cash, ${assetList} + adjusted business/farm net worth`,
    dependentStudentNetWorth: `Cash, ${assetList} + adjusted business/farm net worth (child support is not counted)`,
    independentNetWorth: `Cash, ${assetList} + adjusted business/farm net worth + child support received`,
    businessFarm:
      `Table A3/B2/C4 (${y}): ${schedule(t.businessFarm)}` +
      (t.excludesSmallFamilyBusiness
        ? '; family businesses with 100 or fewer employees, the family farm and family fishing business are not reported'
        : ''),
    apa: `Asset protection allowance: ${usd(t.assetProtectionAllowance)} at every age since 2024-25, so age does not shelter savings (${y} tables)`,
    discretionaryNetWorth: 'Net worth − asset protection allowance',
    parentAssets: `${pct(t.assetRates.parents)} of discretionary net worth, not below 0`,
    parentAai: 'Parents’ available income + contribution from assets (may be negative)',
    aaiSchedule: aai,
    negativeAaiAllowance:
      'When the parents’ adjusted available income is negative, its absolute value protects student income',
    dependentStudentTotalAllowances:
      'Income tax paid + payroll tax allowance + income protection allowance + allowance for parents’ negative AAI',
    dependentStudentIncome: `${pct(t.studentIncomeRate)} of available income, not below 0`,
    dependentStudentAssets: `${pct(t.assetRates.dependentStudent)} of net worth, not below 0`,
    formulaBIncome: `${pct(t.studentIncomeRate)} of available income (may be negative)`,
    formulaBAssets: `${pct(t.assetRates.formulaB)} of discretionary net worth, not below 0`,
    formulaCAssets: `${pct(t.assetRates.formulaC)} of discretionary net worth, not below 0`,
    formulaCAai: 'Available income + contribution from assets',
    sumA: 'Parents’ contribution + student contribution from income + student contribution from assets',
    sumB: 'Contribution from available income + contribution from assets',
    formulaCSai: 'The contribution from adjusted available income',
    clamp: `The SAI is kept within ${usd(t.saiMin)} … ${usd(t.saiMax)}`,
    maxPellCap: 'Maximum Pell (AGI at or below the poverty-guideline test): the SAI is at most 0',
  };
}

const cache = /* @__PURE__ */ new Map<SaiTables, RuleTexts>();

export function ruleTexts(tables: SaiTables): RuleTexts {
  let texts = cache.get(tables);
  if (!texts) {
    texts = build(tables);
    cache.set(tables, texts);
  }
  return texts;
}
