import {
  type AwardYearStatus,
  awardYearStatus,
  estimateReasons,
  type FamilyProfileInput,
  type SaiRuleRates,
  type SaiStep,
  type StudentInput,
  saiRuleRates,
  saiWhatIfs,
  studentEstimateReasons,
  type YearFigures,
  yearFigures,
} from '@ccp/aid-engine';
import type { SaiResult, SaiStepGroup, SaiStepGroupKey } from '@ccp/contracts';

/** The formulas in words; the rates they name are the award year's, from the engine's tables. */
const formulas = (r: SaiRuleRates): Record<'A' | 'B' | 'C', { name: string; summary: string }> => ({
  A: {
    name: 'Formula A: dependent student',
    summary:
      'SAI = parents’ contribution + student’s contribution from income + student’s contribution from assets. ' +
      `The parents’ contribution comes from their income after taxes and living allowances, plus ${r.parentAssetPercent}% of their ` +
      `counted assets, converted by a sliding scale from ${r.aaiLowestPercent}% to ${r.aaiHighestPercent}%.`,
  },
  B: {
    name: 'Formula B: independent student without dependents',
    summary: 'SAI = the student’s (and spouse’s) contribution from available income and assets.',
  },
  C: {
    name: 'Formula C: independent student with dependents',
    summary: 'SAI = the student’s (and spouse’s) adjusted available income converted by a sliding scale.',
  },
});

const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US')}`;

/** The parts of the formula the steps are grouped under; the rates they name are the award year's. */
const groupsFor = (
  r: SaiRuleRates,
): { key: SaiStepGroupKey; title: string; explanation: string; match: RegExp }[] => [
  {
    key: 'income',
    title: 'Parents’ income',
    explanation: 'What the parents earned, as on their tax return, plus untaxed income the FAFSA adds back.',
    match: /^Parents’ total income/,
  },
  {
    key: 'allowances',
    title: 'Allowances against income',
    explanation:
      'What the formula sets aside before expecting anything: taxes already paid, payroll taxes, a living allowance for a family of your size, and work expenses.',
    match:
      /^Parents’ (U\.S\. income tax paid|payroll tax allowance|income protection allowance|employment expense allowance|total allowances)/,
  },
  {
    key: 'available',
    title: 'Available income',
    explanation: 'Income minus the allowances: what is left for college from this year’s income.',
    match: /^Parents’ available income/,
  },
  {
    key: 'assets',
    title: 'Contribution from assets',
    explanation: `Cash, investments (including parent-owned 529s) and business net worth; the home and retirement accounts are not counted. ${r.parentAssetPercent}% of what counts is added to available income.`,
    match:
      /^Parents’ (adjusted business\/farm net worth|net worth|asset protection allowance|discretionary net worth|contribution from assets)/,
  },
  {
    key: 'parentContribution',
    title: 'Parents’ contribution',
    explanation: `Available income plus the asset contribution, converted by a sliding scale (${r.aaiLowestPercent}% on the first dollars, up to ${r.aaiHighestPercent}%).`,
    match: /^Parents’ (adjusted available income|contribution$)/,
  },
  {
    key: 'student',
    title: 'Student’s contribution',
    explanation: `${r.studentIncomePercent === 50 ? 'Half' : `${r.studentIncomePercent}%`} of the student’s income above a protection allowance, and ${r.studentAssetPercent}% of the student’s savings and custodial accounts.`,
    match: /^(Student’s|Allowance for parents’ negative)/,
  },
  {
    key: 'total',
    title: 'Student Aid Index',
    explanation: `The contributions added together, kept between ${usd(r.saiMin)} and ${usd(r.saiMax)}.`,
    match: /^(Calculated SAI|Student Aid Index)$/,
  },
];

/** The engine's steps, in order, under the part of the formula each belongs to (words for `awardYear`). */
export function groupSteps(steps: readonly SaiStep[], awardYear: string): SaiStepGroup[] {
  const parts = groupsFor(saiRuleRates(awardYear));
  const groups: SaiStepGroup[] = parts.map(({ key, title, explanation }) => ({
    key,
    title,
    explanation,
    steps: [],
  }));
  for (const step of steps) {
    const index = parts.findIndex((g) => g.match.test(step.label));
    // A step the groups do not name (a later engine addition) stays with the student's part or the total.
    const target = groups[index >= 0 ? index : groups.length - 1] as SaiStepGroup;
    target.steps.push({ label: step.label, amount: step.amount, rule: step.rule });
  }
  return groups.filter((g) => g.steps.length > 0);
}

/**
 * What a year's figures depend on besides the profile and the student (docs/decisions/0046): the award year, the
 * base award year the profile's money stands for, the family's income and asset growth, and its students in college
 * that year. The browser's what-ifs get the same from the SAI answer (`SaiResult.context`).
 */
export interface YearContext {
  awardYear: string;
  baseAwardYear: string;
  incomeGrowthPercent: number;
  assetGrowthPercent: number;
  studentsInCollege: number;
}

/** One student's figures for a year: the engine's `yearFigures`, the sequence every screen and the plan run. */
export function figuresForYear(
  profile: FamilyProfileInput,
  student: StudentInput,
  context: YearContext,
): YearFigures {
  return yearFigures({ profile, student, ...context });
}

/** Everything the SAI page shows for one student, from the aid engine only. */
export function computeFamilySai(
  profile: FamilyProfileInput,
  student: StudentInput,
  studentId: string,
  studentName: string,
  context: YearContext,
): SaiResult {
  const figures = figuresForYear(profile, student, context);
  const { mapped, federal, pell, institutional, projection } = figures;

  // "What would change your SAI": the engine's list on the profile as saved (its money is the base award year's, so
  // its tax year prices a raise), each changed profile run through the same year's figures as the page.
  const sensitivities = saiWhatIfs(profile, student, studentName, context.baseAwardYear, federal.formula).map(
    (whatIf) => {
      const changed = figuresForYear(whatIf.profile, whatIf.student, context);
      return {
        key: whatIf.key,
        label: whatIf.label,
        description: whatIf.description,
        federalSai: changed.federalSai,
        federalChange: changed.federalSai - figures.federalSai,
        institutionalChange: changed.institutional.estimate - institutional.estimate,
      };
    },
  );

  const status = awardYearStatus(context.awardYear, federal.formula) as AwardYearStatus;
  const formula = formulas(saiRuleRates(context.awardYear))[federal.formula];
  return {
    studentId,
    awardYear: context.awardYear,
    projected: !projection.official,
    tables: {
      federal: status.federalTables,
      pell: status.pell,
      tax: status.tax,
      projected: status.projected,
      provisionalPell: status.provisionalPell,
      projection: status.projection,
      unconfirmed: status.unconfirmed,
    },
    federal: {
      sai: figures.federalSai,
      formula: federal.formula,
      formulaName: formula.name,
      formulaSummary: formula.summary,
      groups: groupSteps(federal.steps, context.awardYear),
      maxPell: { eligible: federal.maxPell.eligible, reason: federal.maxPell.reason },
      minPell: { eligible: federal.minPell.eligible, reason: federal.minPell.reason },
    },
    pell: {
      eligible: pell.eligible,
      kind: pell.kind,
      annualAward: pell.annualAward,
      maxPell: pell.maxPell,
      reason: pell.reason,
    },
    institutional: {
      estimate: institutional.estimate,
      low: institutional.low,
      high: institutional.high,
      label: institutional.label,
      assumptions: institutional.assumptions,
      otherParent: figures.otherParent,
    },
    reporting: {
      who: mapped.whoReported,
      dependency: mapped.dependency.kind,
      explanation: mapped.dependency.explanation,
    },
    sensitivities,
    used: mapped.used,
    assumptions: mapped.assumptions,
    estimateReasons: [
      ...studentEstimateReasons(mapped.dependency),
      ...estimateReasons(profile, context.awardYear),
    ].map((r) => r.text),
    context: {
      ...context,
      official: projection.official,
      tablesYear: projection.tablesYear,
      note: projection.note,
    },
  };
}
