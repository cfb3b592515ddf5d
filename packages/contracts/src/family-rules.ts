/*
 * The family profile's rules across fields, in one place for the server's checks (family-profile module) and the
 * web's forms (lib/family-validation.ts, lib/family-drafts.ts). No zod: the onboarding wizard loads this with its
 * drafts, before any schema (docs/decisions/0009).
 */

/** A follow-up question asked only after a Yes: a No clears its answers, and an answer without a Yes is refused. */
export interface GuardedAnswers {
  flag: 'ownsInvestmentProperty' | 'hasBusinessAssets' | 'hasLifeInsuranceAccount' | 'hasAnnuities';
  /** The whole-dollar amount the Yes asks for. */
  amount: 'investmentEquity' | 'businessAssetsAmount' | 'insuranceAmount' | 'annuitiesAmount';
  /** Further Yes/No answers the Yes asks for. */
  details: readonly 'businessIsSmallFamilyOwned'[];
  question: string;
}

export const GUARDED_ANSWERS: readonly GuardedAnswers[] = [
  {
    flag: 'ownsInvestmentProperty',
    amount: 'investmentEquity',
    details: [],
    question: 'Do you own investment property?',
  },
  {
    flag: 'hasBusinessAssets',
    amount: 'businessAssetsAmount',
    details: ['businessIsSmallFamilyOwned'],
    question: 'Do you own a business or farm?',
  },
  {
    flag: 'hasLifeInsuranceAccount',
    amount: 'insuranceAmount',
    details: [],
    question: 'Do you have cash-value life insurance?',
  },
  { flag: 'hasAnnuities', amount: 'annuitiesAmount', details: [], question: 'Do you have annuities?' },
];

/** Every answer a No to `guard.flag` clears. */
export const guardedFields = (guard: GuardedAnswers) => [guard.amount, ...guard.details];

export const answerYesFirst = (question: string) => `Answer Yes to “${question}” before entering this.`;

export const IN_COLLEGE_TOO_MANY = 'The number in college cannot be more than the people in your household.';

/** More people in college than in the household: the message, else undefined. */
export function inCollegeError(
  householdSize: number | null | undefined,
  inCollege: number | null | undefined,
): string | undefined {
  return householdSize != null && inCollege != null && inCollege > householdSize
    ? IN_COLLEGE_TOO_MANY
    : undefined;
}

/** Home equity is asked only of a family that owns its home. */
export const residenceEquityAsked = (primaryResidence: string | null | undefined) =>
  primaryResidence === 'own';

export const RESIDENCE_EQUITY_ONLY_IF_OWNED = 'Home equity applies only to a home you own.';

/** The student's tax paid is asked only after a Yes to "Did the student file a tax return?". */
export const studentTaxAsked = (filedTaxes: boolean | null | undefined) => filedTaxes === true;

export const STUDENT_TAX_NEEDS_FILING =
  'Answer Yes to “Did the student file a tax return?” before entering tax paid.';

/** The calendar year in which the current school year ends (July starts a new school year). */
export function schoolYearEnd(today: Date = new Date()): number {
  return today.getUTCMonth() >= 6 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
}

/**
 * A graduation year that contradicts "Middle school": a student in grades 6 to 8 finishes high school four to six
 * years after the current school year ends. The message, else undefined.
 */
export function graduationYearError(
  graduationYear: number | null | undefined,
  studentType: string | null | undefined,
  today: Date = new Date(),
): string | undefined {
  if (graduationYear == null || studentType !== 'middle_school') return undefined;
  const earliest = schoolYearEnd(today) + 4;
  if (graduationYear >= earliest) return undefined;
  return `A student in middle school finishes high school in ${earliest} at the earliest. Change the graduation year, or where the student is in school.`;
}

export const CHILDREN_UNDER_17_TOO_MANY =
  'Children under 17 are part of the household besides a parent and the student: enter fewer, or more people in the household.';

/** More children under 17 than the household leaves room for (a parent and the student count too). */
export function childrenUnder17Error(
  householdSize: number | null | undefined,
  children: number | null | undefined,
): string | undefined {
  return householdSize != null && children != null && children > Math.max(householdSize - 2, 0)
    ? CHILDREN_UNDER_17_TOO_MANY
    : undefined;
}

export const RETIREMENT_ASKED_PER_PARENT =
  'Retirement contributions are given per parent (pre-tax through payroll, deductible IRA, Roth) with each parent’s income; the household figure is their sum and cannot be set on its own.';

interface RetirementAnswers {
  preTaxRetirementAmount?: number | null;
  deductibleIraAmount?: number | null;
  rothRetirementAmount?: number | null;
}

/**
 * The household's yearly retirement contributions as the profile shows them: the parents' own answers added up when
 * any parent gives one, else an older profile's household figure (which the aid engine then splits by income).
 */
export function householdRetirement(
  stored: number | null,
  parents: readonly RetirementAnswers[],
): number | null {
  const answers = parents.flatMap((p) => [
    p.preTaxRetirementAmount ?? null,
    p.deductibleIraAmount ?? null,
    p.rothRetirementAmount ?? null,
  ]);
  if (answers.every((a) => a === null)) return stored;
  return answers.reduce<number>((sum, a) => sum + (a !== null && a > 0 ? a : 0), 0);
}

/**
 * Whether the family has each kind of account as the profile shows it: its Yes, or a parent's contribution to one
 * (a contribution answered per parent implies the account; the question is not asked again).
 */
export function retirementAccounts(
  flags: { has401k: boolean; hasIRA: boolean; hasRothIRA: boolean },
  parents: readonly RetirementAnswers[],
): { has401k: boolean; hasIRA: boolean; hasRothIRA: boolean } {
  const any = (key: keyof RetirementAnswers) => parents.some((p) => (p[key] ?? 0) > 0);
  return {
    has401k: flags.has401k || any('preTaxRetirementAmount'),
    hasIRA: flags.hasIRA || any('deductibleIraAmount'),
    hasRothIRA: flags.hasRothIRA || any('rothRetirementAmount'),
  };
}
