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
