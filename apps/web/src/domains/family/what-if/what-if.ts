import {
  engineProfile,
  retirementReceiver as engineRetirementReceiver,
  engineStudent,
  estimateReasons,
  type FamilyNetPrice,
  type FamilyNetPriceCollege,
  familyNetPrice,
  parentsAfterRetirementMove,
  priorPriorTaxYear,
  RETIREMENT_ACCOUNT_FIELD,
  type RetirementAccount,
  type RetirementLimit,
  retirementContributionLimit,
  yearFigures,
} from '@ccp/aid-engine';
import type { YearContext } from '@ccp/contracts/family-figures';
import type {
  FamilyProfile,
  Parent,
  UpdateFamilyProfileRequest,
  UpdateParentRequest,
} from '@ccp/contracts/family-profile-types';
import { formatUsd } from '../../../lib/format';

/**
 * The what-ifs of the SAI page: the family moves sliders, the browser changes a copy of the saved profile and runs
 * the aid engine on it (the same mapping and engine calls as the server: `engineProfile`, `yearFigures` with the
 * year's context from the SAI answer, `familyNetPrice`). Nothing is written until the family saves the changed profile as its own.
 */
export interface WhatIfChoices {
  /** Each parent's yearly pay before deductions, in the profile's parent order (a raise or a new job). */
  parentIncomes: number[];
  checking: number;
  brokerage: number;
  collegeSavings: number;
  investmentEquity: number;
  businessAssets: number;
  /** Savings (cash first, then investments) moved into a parent-owned 529. */
  moveTo529: number;
  /** Savings (cash first, then investments) moved into a retirement account, which the FAFSA does not count. */
  moveToRetirement: number;
  /** Which retirement account the move goes to: the FAFSA treats each differently (see `RETIREMENT_MOVES`). */
  retirementMove: RetirementMove;
  /** Savings (cash first, then investments) spent on a home: it becomes home equity, which the FAFSA does not count. */
  homePurchase: number;
  /** People in the household in college at the same time. */
  inCollege: number;
}

const amount = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? n : 0);

export type RetirementMove = RetirementAccount;

/**
 * The retirement accounts savings can move into, as the FAFSA counts them (docs/sai/formula.md §2.1, ADR 0038):
 * the balance is never an asset; what differs is the income of the tax year the FAFSA reads. The yearly limits
 * are the IRS's for that tax year, from the aid engine (`retirementContributionLimit`, with the catch-up from age 50).
 */
export const RETIREMENT_MOVES: Record<
  RetirementMove,
  {
    label: string;
    /** The account in words, with its limit for the tax year the move is made in. */
    help: (limit: RetirementLimit) => string;
    field: 'preTaxRetirementAmount' | 'deductibleIraAmount' | 'rothRetirementAmount';
  }
> = {
  payroll: {
    label: '401(k) or 403(b) through payroll',
    help: (l) =>
      `Pre-tax contributions taken from pay lower the adjusted gross income and the tax, and the FAFSA does not add them back: income and savings both go down. Limit: ${limitText(l)}, up to the pay.`,
    field: RETIREMENT_ACCOUNT_FIELD.payroll,
  },
  'deductible-ira': {
    label: 'Deductible traditional IRA',
    help: (l) =>
      `The deduction lowers the adjusted gross income and the tax, but the FAFSA adds deductible IRA, SEP and Keogh payments back as untaxed income: only the savings go down. Limit: ${limitText(l)}.`,
    field: RETIREMENT_ACCOUNT_FIELD['deductible-ira'],
  },
  roth: {
    label: 'Roth IRA',
    help: (l) =>
      `Made from taxed money: the income does not change, only the savings go down. Limit: ${limitText(l)}.`,
    field: RETIREMENT_ACCOUNT_FIELD.roth,
  },
};

/** "$23,000 a year in 2024 ($30,500 from age 50)"; a year without published limits says whose are used. */
function limitText(l: RetirementLimit): string {
  const amounts = `${formatUsd(l.base)} a year in ${l.limitsYear} (${formatUsd(l.from50)} from age 50)`;
  return l.exact ? amounts : `${amounts}; the IRS has not published ${l.taxYear}’s yet`;
}

/** Two parents filing one joint return: its taxes are typed once, with the first parent. */
function isJoint(profile: FamilyProfile): boolean {
  return profile.parents.length === 2 && profile.parents.every((p) => p.filingStatus === 'married_joint');
}

/** The parent whose account the move goes to: the first parent who reports on the FAFSA (-1 for none). */
function retirementReceiver(profile: FamilyProfile): number {
  return engineRetirementReceiver(engineProfile(profile, profile.parents));
}

/**
 * The IRS's yearly limit on `kind` for the receiving parent in the tax year the FAFSA reads for `baseAwardYear`
 * (the award year the profile's money stands for), by the engine's data.
 */
export function retirementLimit(
  profile: FamilyProfile,
  kind: RetirementMove,
  baseAwardYear: string,
): RetirementLimit {
  const parent = profile.parents[retirementReceiver(profile)];
  return retirementContributionLimit(kind, parent?.age ?? null, priorPriorTaxYear(baseAwardYear));
}

/** The most one year's move into `kind` can be for the receiving parent (0 without a parent). */
export function retirementMoveLimit(
  profile: FamilyProfile,
  kind: RetirementMove,
  baseAwardYear: string,
): number {
  if (!profile.parents[retirementReceiver(profile)]) return 0;
  return retirementLimit(profile, kind, baseAwardYear).limit;
}

/**
 * The parents after `moved` dollars of savings go into the receiving parent's `kind` of account: the engine's one
 * rule (`parentsAfterRetirementMove`), which the server's "What would change your SAI" list applies too.
 */
function withRetirementMove(profile: FamilyProfile, moved: number, kind: RetirementMove): Parent[] {
  return parentsAfterRetirementMove(
    { ...engineProfile(profile, profile.parents), parents: profile.parents },
    moved,
    kind,
  );
}

/** The choices that leave the profile as saved. */
export function initialChoices(profile: FamilyProfile): WhatIfChoices {
  return {
    parentIncomes: profile.parents.map((p) => amount(p.annualIncome)),
    checking: amount(profile.checkingAmount),
    brokerage: amount(profile.taxableBrokerageAccountsAmount),
    collegeSavings: amount(profile.collegeSavingsAccountsAmount),
    investmentEquity: amount(profile.investmentEquity),
    businessAssets: amount(profile.businessAssetsAmount),
    moveTo529: 0,
    moveToRetirement: 0,
    retirementMove: 'payroll',
    homePurchase: 0,
    inCollege: Math.max(amount(profile.familyMembersInCollege), 1),
  };
}

/** The most the moves can take together: the cash and investments the choices leave. */
export function movableSavings(choices: WhatIfChoices): number {
  return choices.checking + choices.brokerage;
}

/** The most people in college at once: the household's size (at most 4, the profile's limit). */
export function maxInCollege(profile: FamilyProfile): number {
  return Math.min(4, Math.max(1, profile.familyMembersCount ?? 4));
}

/**
 * The saved profile with the choices applied (the moves take cash first, then investments). `baseAwardYear`: the
 * award year the profile's money stands for (its tax year's retirement limits apply).
 */
export function applyChoices(
  profile: FamilyProfile,
  choices: WhatIfChoices,
  baseAwardYear: string,
): FamilyProfile {
  let checking = choices.checking;
  let brokerage = choices.brokerage;
  const take = (wanted: number) => {
    const fromCash = Math.min(wanted, checking);
    checking -= fromCash;
    const fromInvestments = Math.min(wanted - fromCash, brokerage);
    brokerage -= fromInvestments;
    return fromCash + fromInvestments;
  };
  const to529 = take(choices.moveTo529);
  const toRetirement = take(
    Math.min(choices.moveToRetirement, retirementMoveLimit(profile, choices.retirementMove, baseAwardYear)),
  );
  const toHome = take(choices.homePurchase);
  const incomeOf = (p: Parent, i: number) => choices.parentIncomes[i] ?? amount(p.annualIncome);
  const newPay = profile.parents.map((p, i) => incomeOf(p, i) !== amount(p.annualIncome));
  // A new income: the tax of its return is estimated from it (the tax typed for the old income would no longer
  // fit); on a joint return that is both parents' typed figures.
  const dropTaxes = profile.parents.map((_, i) => newPay[i] || (isJoint(profile) && newPay.includes(true)));
  const withIncomes = profile.parents.map((p, i) => {
    if (!dropTaxes[i]) return p;
    const annualIncome = newPay[i] ? incomeOf(p, i) : p.annualIncome;
    return { ...p, annualIncome, taxPaid: null, taxableIncome: null };
  });
  const parents = withRetirementMove(
    { ...profile, parents: withIncomes },
    toRetirement,
    choices.retirementMove,
  );
  return {
    ...profile,
    checkingAmount: changedOr(profile.checkingAmount, checking),
    taxableBrokerageAccountsAmount: changedOr(profile.taxableBrokerageAccountsAmount, brokerage),
    collegeSavingsAccountsAmount: changedOr(
      profile.collegeSavingsAccountsAmount,
      choices.collegeSavings + to529,
    ),
    investmentEquity: changedOr(profile.investmentEquity, choices.investmentEquity),
    businessAssetsAmount: changedOr(profile.businessAssetsAmount, choices.businessAssets),
    residenceEquity: toHome > 0 ? amount(profile.residenceEquity) + toHome : profile.residenceEquity,
    primaryResidence: toHome > 0 ? 'own' : profile.primaryResidence,
    familyMembersInCollege: changedOr(profile.familyMembersInCollege, choices.inCollege, 1),
    parents,
  };
}

/** Keeps a null (unanswered) figure null while the choice equals what null means. */
function changedOr(saved: number | null, chosen: number, nullMeans = 0): number | null {
  return saved === null && chosen === nullMeans ? null : chosen;
}

export interface WhatIfFigures {
  federalSai: number;
  pell: number;
  institutional: number;
  institutionalLow: number;
  institutionalHigh: number;
  /** The parents' incomes grown to the award year, added up (the net price's income band); null when none known. */
  income: number | null;
}

/**
 * One student's figures for a profile, by the aid engine: the same `yearFigures` call, with the same year context
 * (`SaiResult.context`: award year, base year, growth, students in college), as the server's SAI page.
 */
export function figuresFor(
  profile: FamilyProfile,
  studentId: string,
  context: Omit<YearContext, 'official' | 'tablesYear' | 'note'>,
): WhatIfFigures | null {
  const student = profile.students.find((s) => s.id === studentId);
  if (!student || profile.parents.length === 0) return null;
  const { federalSai, pell, institutional, income } = yearFigures({
    profile: engineProfile(profile, profile.parents),
    student: engineStudent(student),
    awardYear: context.awardYear,
    baseAwardYear: context.baseAwardYear,
    incomeGrowthPercent: context.incomeGrowthPercent,
    assetGrowthPercent: context.assetGrowthPercent,
    studentsInCollege: context.studentsInCollege,
  });
  return {
    federalSai,
    pell: pell.annualAward,
    institutional: institutional.estimate,
    institutionalLow: institutional.low,
    institutionalHigh: institutional.high,
    income,
  };
}

/** Why the changed profile's estimates may differ: the engine's one list, as the server gives it for the saved one. */
export function reasonsFor(profile: FamilyProfile, awardYear?: string): string[] {
  return estimateReasons(engineProfile(profile, profile.parents), awardYear).map((r) => r.text);
}

/** A favourite college's net price for changed figures, by the engine's one net price rule. */
export function netPriceFor(
  college: FamilyNetPriceCollege,
  costOfAttendance: number | null,
  figures: WhatIfFigures,
): FamilyNetPrice | null {
  const price = familyNetPrice(
    college,
    {
      federalSai: figures.federalSai,
      institutionalSai: figures.institutional,
      income: figures.income,
      pell: figures.pell,
    },
    costOfAttendance,
  );
  return price.method === 'unavailable' ? null : price;
}

export interface ProfileChange {
  label: string;
  from: number | string | null;
  to: number | string | null;
}

export interface WhatIfWrites {
  family: UpdateFamilyProfileRequest | null;
  parents: { id: string; input: UpdateParentRequest }[];
  changes: ProfileChange[];
}

const FAMILY_FIELDS = [
  ['checkingAmount', 'Cash, savings and checking'],
  ['taxableBrokerageAccountsAmount', 'Investments (brokerage accounts)'],
  ['collegeSavingsAccountsAmount', 'College savings (529 plans)'],
  ['investmentEquity', 'Investment property equity'],
  ['businessAssetsAmount', 'Business assets'],
  ['residenceEquity', 'Home equity'],
  ['primaryResidence', 'Home'],
  ['familyMembersInCollege', 'People in college at the same time'],
] as const satisfies readonly (readonly [keyof UpdateFamilyProfileRequest & keyof FamilyProfile, string])[];

const PARENT_FIELDS = [
  ['annualIncome', 'yearly pay before deductions'],
  ['preTaxRetirementAmount', '401(k), 403(b) or 457 contributions from pay'],
  ['deductibleIraAmount', 'deductible IRA or SEP-IRA contributions'],
  ['rothRetirementAmount', 'Roth contributions'],
] as const satisfies readonly (readonly [keyof UpdateParentRequest & keyof Parent, string])[];

/** What saving the changed profile writes, and each change in words for the confirmation. */
export function whatIfWrites(saved: FamilyProfile, changed: FamilyProfile): WhatIfWrites {
  const changes: ProfileChange[] = [];
  const family: UpdateFamilyProfileRequest = {};
  for (const [key, label] of FAMILY_FIELDS) {
    if (saved[key] === changed[key]) continue;
    Object.assign(family, { [key]: changed[key] });
    changes.push({ label, from: saved[key], to: changed[key] });
  }
  const parents: WhatIfWrites['parents'] = [];
  changed.parents.forEach((p, i) => {
    const before = saved.parents[i];
    if (!before) return;
    const name = p.firstName || `Parent ${i + 1}`;
    const input: UpdateParentRequest = {};
    for (const [key, label] of PARENT_FIELDS) {
      if (before[key] === p[key]) continue;
      Object.assign(input, { [key]: p[key] });
      changes.push({ label: `${name}’s ${label}`, from: before[key], to: p[key] });
    }
    const taxesDropped =
      (before.taxPaid !== null || before.taxableIncome !== null) &&
      p.taxPaid === null &&
      p.taxableIncome === null;
    if (taxesDropped) {
      input.taxPaid = null;
      input.taxableIncome = null;
      changes.push({
        label: `${name}’s federal tax paid`,
        from: before.taxPaid,
        to: 'Estimated from the new figures',
      });
    }
    if (Object.keys(input).length > 0) parents.push({ id: p.id, input });
  });
  return { family: Object.keys(family).length > 0 ? family : null, parents, changes };
}
