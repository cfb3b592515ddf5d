/*
 * The family profile's rules across fields, in one place for the server's checks (family-profile module) and the
 * web's forms (domains/family/profile/family-validation.ts, domains/family/profile/family-drafts.ts). No zod: the onboarding wizard loads this with its
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

/** How many years after the current school year ends a student at each stage finishes high school. */
const YEARS_TO_GRADUATION: Record<string, { min: number; max: number; words: string }> = {
  middle_school: { min: 4, max: 6, words: 'A student in middle school' },
  high_school_freshman: { min: 3, max: 3, words: 'A high school freshman' },
  high_school_sophomore: { min: 2, max: 2, words: 'A high school sophomore' },
  high_school_junior: { min: 1, max: 1, words: 'A high school junior' },
  high_school_senior: { min: 0, max: 0, words: 'A high school senior' },
  gap_year: { min: -8, max: -1, words: 'A student taking a gap year' },
  college_student: { min: -60, max: -1, words: 'A student already in college' },
  transfer_student: { min: -60, max: -1, words: 'A transfer student' },
};

/**
 * A graduation year that contradicts where the student is in school (a senior graduates when the current school
 * year ends, a junior a year later…; a gap-year or college student has graduated already). The message, else
 * undefined.
 */
export function graduationYearError(
  graduationYear: number | null | undefined,
  studentType: string | null | undefined,
  today: Date = new Date(),
): string | undefined {
  if (graduationYear == null || studentType == null) return undefined;
  const rule = YEARS_TO_GRADUATION[studentType];
  if (!rule) return undefined;
  const end = schoolYearEnd(today);
  const earliest = end + rule.min;
  const latest = end + rule.max;
  if (graduationYear >= earliest && graduationYear <= latest) return undefined;
  const expected =
    rule.max < 0
      ? `finished high school in ${latest} or earlier`
      : rule.min === rule.max
        ? `finishes high school in ${earliest}`
        : `finishes high school in ${earliest} at the earliest`;
  return `${rule.words} ${expected}, not ${graduationYear}. Change the graduation year, or where the student is in school.`;
}

/** Legal parents at most two, stepparent at most one: the message for the relationship that is full, else undefined. */
export function parentRelationshipFull(
  parents: readonly { relationship?: string | null }[],
  relationship: string | null | undefined,
): string | undefined {
  const step = relationship === 'stepparent';
  const same = parents.filter((p) => (p.relationship === 'stepparent') === step).length;
  if (step && same >= 1)
    return 'A profile holds one stepparent (the spouse of the parent who reports). Edit the stepparent instead.';
  if (!step && same >= 2)
    return 'A profile holds two legal parents. Add a stepparent only as the spouse of the parent who reports, or edit a parent.';
  return undefined;
}

/** The people the FAFSA counts in the parents' household that the profile lists: the parents who live with the
 * student (both legal parents when together; else one, and a stepparent) and the students. */
export function peopleEntered(
  parentsMaritalStatus: string | null | undefined,
  parents: readonly { relationship?: string | null }[],
  students: number,
): number {
  const legal = parents.filter((p) => p.relationship !== 'stepparent').length;
  const step = parents.filter((p) => p.relationship === 'stepparent').length;
  const together =
    parentsMaritalStatus == null ||
    parentsMaritalStatus === 'married' ||
    parentsMaritalStatus === 'unmarried_living_together';
  const adults = together ? legal : Math.min(legal, 1) + step;
  return adults + students;
}

export const householdTooSmall = (people: number) =>
  `The household is smaller than the ${people} people entered (the parents who live with the student and the students). Enter at least ${people}, or remove someone who does not live there.`;

/** A household size below the people the profile lists: the message, else undefined. */
export function householdSizeError(
  householdSize: number | null | undefined,
  people: number,
): string | undefined {
  return householdSize != null && householdSize < people ? householdTooSmall(people) : undefined;
}

/** A student born before a parent was 12 (or older than a parent): the message, else undefined. */
export function studentOlderThanParentError(
  birthYear: number | null | undefined,
  parentAges: readonly (number | null | undefined)[],
  today: Date = new Date(),
): string | undefined {
  if (birthYear == null) return undefined;
  const studentAge = today.getUTCFullYear() - birthYear;
  const youngest = parentAges.filter((a): a is number => a != null).sort((a, b) => a - b)[0];
  if (youngest === undefined || studentAge + 12 <= youngest) return undefined;
  return `A student born in ${birthYear} (about ${studentAge}) cannot be the child of a parent aged ${youngest}. Check the year of birth or the parent’s age.`;
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
