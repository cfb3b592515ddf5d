import { MoneySchema } from '@ccp/contracts/common';
import { OTHER_FAFSA_AMOUNTS } from '@ccp/contracts/family-options';
import {
  ParentRequestSchema,
  StudentRequestSchema,
  UpdateFamilyProfileRequestSchema,
} from '@ccp/contracts/family-profile';
import {
  childrenUnder17Error,
  GUARDED_ANSWERS,
  graduationYearError,
  inCollegeError,
  residenceEquityAsked,
  studentTaxAsked,
} from '@ccp/contracts/family-rules';
import { z } from 'zod';
import { parseMoney } from '../../../components/ui/money-field';
import { readWithSchema } from '../../../lib/form-errors';
import {
  type DraftErrors,
  type FamilyDraft,
  type FinanceDraft,
  type FinanceKey,
  type HouseholdDraft,
  type ParentDraft,
  parentsApart,
  parseNumber,
  type SituationDraft,
  type StudentDraft,
} from './family-drafts';
import { NO_PARENT_DEPENDENT_MESSAGE, studentNeedsNoParent } from './no-parent-student';

/**
 * The checks of the family drafts: the server's rules, from the same contracts schemas and with the same
 * messages, plus what each question needs to be answered. This module brings zod with it: the onboarding
 * wizard loads it when the family starts answering, not with the page.
 */

/** The same check and message as the server's for a whole-dollar amount; `undefined` when it is fine. */
export function moneyError(value: number | null | undefined, required = false): string | undefined {
  if (value == null) return required ? 'Enter an amount (0 if none).' : undefined;
  if (Number.isNaN(value)) return 'Enter an amount in whole dollars.';
  const parsed = MoneySchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function schemaError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

type Check = (value: unknown) => string | undefined;
type Reader = (raw: unknown) => unknown;

const readNumber: Reader = (raw) => (typeof raw === 'string' ? parseNumber(raw) : (raw ?? null));
const readMoney: Reader = (raw) => (typeof raw === 'string' ? parseMoney(raw) : (raw ?? null));
const readAsIs: Reader = (raw) => raw ?? null;

/** The message when an answer is not given (an empty text or choice, no Yes/No). */
const required =
  (message: string): Check =>
  (value) =>
    value === null || value === '' ? message : undefined;
/** The contracts schema's first message for the answer's value. */
const ruledBy =
  (schema: z.ZodType): Check =>
  (value) =>
    schemaError(schema, value);
const moneyRule =
  (isRequired: boolean): Check =>
  (value) =>
    moneyError(value as number | null, isRequired);

function firstMessage(raw: unknown, read: Reader, checks: readonly Check[]): string | undefined {
  const value = read(raw);
  for (const check of checks) {
    const message = check(value);
    if (message) return message;
  }
  return undefined;
}

/**
 * One answer as the form holds it (typed text, a choice, Yes or No), read into the request's value and checked in
 * order: the first message is the field's.
 */
function answer(read: Reader, ...checks: Check[]) {
  return z.unknown().transform((raw, ctx) => {
    const message = firstMessage(raw, read, checks);
    if (message) ctx.addIssue({ code: 'custom', message, input: raw });
    return read(raw);
  });
}

/** An answer asked only because of another one (an amount after a Yes): checked in a refinement. */
function checkAnswer(ctx: z.RefinementCtx, path: string, raw: unknown, read: Reader, ...checks: Check[]) {
  const message = firstMessage(raw, read, checks);
  if (message) ctx.addIssue({ code: 'custom', path: [path], message, input: raw });
}

const money = (isRequired: boolean) => answer(readMoney, moneyRule(isRequired));
const yesNo = () => answer(readAsIs, required('Answer yes or no.'));
/** Cross-answer rules see every answer, also while another one is wrong (zod skips them by default then). */
const ALWAYS = { when: () => true };
type Answers = Record<string, unknown>;

/**
 * A reading's messages by form path, under `at` (`parents.1.`), in the order of the questions on screen (`order`:
 * an answer checked after another one's Yes is still named where it is asked; the wizard focuses the first).
 */
function errorsAt(
  at: string,
  schema: z.ZodType,
  values: unknown,
  order: readonly string[] = [],
): DraftErrors {
  const place = (path: string) => {
    const index = order.indexOf(path);
    return index === -1 ? order.length : index;
  };
  const entries = Object.entries(readWithSchema(schema, values).errors);
  entries.sort(([a], [b]) => place(a) - place(b));
  return Object.fromEntries(entries.map(([path, message]) => [`${at}${path}`, message]));
}

const profileShape = UpdateFamilyProfileRequestSchema.shape;
const parentShape = ParentRequestSchema.shape;
const studentShape = StudentRequestSchema.shape;

/** A select's or a typed number's text as the request's value: empty is none (null), the rest as typed. */
const fromText = <S extends z.ZodType>(schema: S) =>
  z.preprocess((text) => (typeof text === 'string' ? parseNumber(text) : text), schema);
const fromChoice = <S extends z.ZodType>(schema: S) =>
  z.preprocess((text) => (text === '' ? null : text), schema);

/**
 * The profile's household answers as the form holds them (its field names are the request's), read with the
 * contracts schema and the same rules as the server: the output is the request.
 */
export const HouseholdFormSchema = z
  .object({
    name: profileShape.name,
    state: fromChoice(profileShape.state),
    familyMembersCount: fromText(profileShape.familyMembersCount),
    familyMembersInCollege: fromText(profileShape.familyMembersInCollege),
    childrenUnder17: fromText(profileShape.childrenUnder17),
    filingStatus: fromChoice(profileShape.filingStatus),
  })
  .superRefine((v, ctx) => {
    const tooMany = inCollegeError(v.familyMembersCount, v.familyMembersInCollege);
    if (tooMany) ctx.addIssue({ code: 'custom', path: ['familyMembersInCollege'], message: tooMany });
    const children = childrenUnder17Error(v.familyMembersCount, v.childrenUnder17);
    if (children) ctx.addIssue({ code: 'custom', path: ['childrenUnder17'], message: children });
  });

/** The home ZIP code as typed: empty is none, else five digits (the contracts' rule and message). */
export const ZipFormSchema = z.object({
  zip: z.preprocess(
    (text) => (typeof text === 'string' && text.trim() === '' ? null : text),
    profileShape.zip,
  ),
});

/**
 * A record's schema where a profile section's form holds it: under `finance`, or as the one record of the list at
 * `parents.0` or `students.0` (the fields are shared with the wizard, whose form holds every parent and student).
 * An array, not a tuple: zod's tuple would add 0.8 KB to every page that loads zod (the plan's budget is 200 KB).
 */
export function heldAt(at: 'finance' | 'parents.0' | 'students.0', schema: z.ZodType) {
  const [key, index] = at.split('.') as [string, string | undefined];
  return z.looseObject({ [key]: index === undefined ? schema : z.array(schema) });
}

type HouseholdKey = keyof HouseholdDraft;
const HOUSEHOLD_ANSWERS: Record<HouseholdKey, z.ZodType> = {
  state: answer(readAsIs, required('Choose the state you live in.')),
  familyMembersCount: answer(
    readNumber,
    required('Choose how many people live in your household.'),
    ruledBy(profileShape.familyMembersCount),
  ),
  familyMembersInCollege: answer(
    readNumber,
    required('Choose how many will be in college.'),
    ruledBy(profileShape.familyMembersInCollege),
  ),
  childrenUnder17: answer(readNumber, ruledBy(profileShape.childrenUnder17)),
  filingStatus: answer(readAsIs, required('Choose how the household files taxes.')),
};

/** The household answers named in `fields`, each required as the wizard asks it, with the server's rules. */
export function householdSchema(fields: readonly HouseholdKey[]) {
  const shape = Object.fromEntries(fields.map((key) => [key, HOUSEHOLD_ANSWERS[key]]));
  return z.looseObject(shape).superRefine((h: Answers, ctx) => {
    const count = readNumber(h.familyMembersCount) as number | null;
    if (fields.includes('familyMembersInCollege'))
      checkAnswer(ctx, 'familyMembersInCollege', h.familyMembersInCollege, readNumber, (inCollege) =>
        inCollegeError(count, inCollege as number | null),
      );
    if (fields.includes('childrenUnder17'))
      checkAnswer(ctx, 'childrenUnder17', h.childrenUnder17, readNumber, (children) =>
        childrenUnder17Error(count, children as number | null),
      );
  }, ALWAYS);
}

export function validateHousehold(h: HouseholdDraft, fields: readonly HouseholdKey[]): DraftErrors {
  return errorsAt('household.', householdSchema(fields), h, Object.keys(HOUSEHOLD_ANSWERS));
}

const FINANCE_REQUIRED_MONEY = [
  'checkingAmount',
  'taxableBrokerageAccountsAmount',
  'collegeSavingsAccountsAmount',
  'annualRetirementAmount',
] as const;

/**
 * The finance answers named in `keys` (a profile section's or a wizard step's): amounts with the server's rules
 * (the four savings amounts required, 0 if none), whether the home is owned, and after a Yes its amount and details.
 */
export function financeSchema(keys: readonly FinanceKey[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const key of FINANCE_REQUIRED_MONEY) if (keys.includes(key)) shape[key] = money(true);
  if (keys.includes('standardDeductionOrg')) shape.standardDeductionOrg = money(false);
  for (const key of OTHER_FAFSA_AMOUNTS) if (keys.includes(key)) shape[key] = money(false);
  if (keys.includes('primaryResidence'))
    shape.primaryResidence = answer(readAsIs, required('Tell us whether you own or rent your home.'));
  return z.looseObject(shape).superRefine((f: Answers, ctx) => {
    if (keys.includes('primaryResidence') && residenceEquityAsked(f.primaryResidence as string))
      checkAnswer(ctx, 'residenceEquity', f.residenceEquity, readMoney, moneyRule(true));
    for (const guard of GUARDED_ANSWERS) {
      if (!keys.includes(guard.flag) || !f[guard.flag]) continue;
      checkAnswer(ctx, guard.amount, f[guard.amount], readMoney, moneyRule(true));
      for (const detail of guard.details)
        checkAnswer(ctx, detail, f[detail], readAsIs, required('Answer yes or no.'));
    }
  }, ALWAYS);
}

/** The money and Yes/No questions of the finance fields named in `fields`; a Yes needs its amount. */
export function validateFinance(f: FinanceDraft, fields: readonly FinanceKey[]): DraftErrors {
  return errorsAt('finance.', financeSchema(fields), f);
}

export type ParentPart = 'about' | 'income';

const PARENT_ANSWERS: Record<ParentPart, Record<string, z.ZodType>> = {
  about: {
    firstName: answer(readAsIs, ruledBy(parentShape.firstName)),
    lastName: answer(readAsIs, ruledBy(parentShape.lastName)),
    age: answer(readNumber, required('Enter this parent’s age.'), ruledBy(parentShape.age)),
    householdSize: answer(readNumber, ruledBy(parentShape.householdSize)),
    assetsAmount: money(false),
  },
  income: {
    annualIncome: money(true),
    filingStatus: answer(readAsIs, required('Choose a tax filing status.')),
    taxPaid: money(false),
    taxableIncome: money(false),
    standardDeduction: money(false),
    preTaxRetirementAmount: money(false),
    deductibleIraAmount: money(false),
    rothRetirementAmount: money(false),
    // A loss is negative: the contracts' rule, not the amounts' (which refuse a negative).
    scheduleCNetProfit: answer(readMoney, (value) =>
      value === null ? undefined : schemaError(parentShape.scheduleCNetProfit, value),
    ),
  },
};

/** One parent's answers of the parts named (about the parent, income and taxes), with the server's rules. */
export function parentSchema(parts: readonly ParentPart[]) {
  return z.looseObject(Object.assign({}, ...parts.map((part) => PARENT_ANSWERS[part])));
}

export function validateParent(p: ParentDraft, index: number, parts: readonly ParentPart[]): DraftErrors {
  return errorsAt(`parents.${index}.`, parentSchema(parts), p);
}

/**
 * The parents' situation (FAFSA order): the marital status, then who provided more support when they live apart;
 * read on the form's `situation` and `parents`.
 */
export const SituationSchema = z.looseObject({}).superRefine((d: Answers, ctx) => {
  const situation = (d.situation ?? {}) as Partial<SituationDraft>;
  const parents = (d.parents ?? []) as ParentDraft[];
  const status = situation.parentsMaritalStatus ?? '';
  const statusPath = ['situation', 'parentsMaritalStatus'];
  if (status === '')
    ctx.addIssue({ code: 'custom', path: statusPath, message: 'Choose the parents’ marital status.' });
  const legal = parents.filter((p) => p.relationship !== 'stepparent');
  if (parentsApart(status as SituationDraft['parentsMaritalStatus']) && legal.length === 2) {
    if (legal.filter((p) => p.providedMoreSupport === true).length !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['situation', 'providedMoreSupport'],
        message: 'Choose the parent who provided more financial support in the last 12 months.',
      });
  }
  const steps = parents.filter((p) => p.relationship === 'stepparent').length;
  if (steps > 1 || legal.length > 2)
    ctx.addIssue({
      code: 'custom',
      path: statusPath,
      message: 'Enter at most two legal parents and one stepparent.',
    });
}, ALWAYS);

export function validateSituation(d: Pick<FamilyDraft, 'situation' | 'parents'>): DraftErrors {
  return errorsAt('', SituationSchema, d);
}

/** Onboarding with no parent ("the student is independent"): each student must be independent by the answers. */
export function validateNoParentStudent(
  d: FamilyDraft,
  index: number,
  today: Date = new Date(),
): DraftErrors {
  const student = d.students[index];
  if (!d.noParents || !student || studentNeedsNoParent(student, today)) return {};
  return { [`students.${index}.birthYear`]: NO_PARENT_DEPENDENT_MESSAGE };
}

export type StudentPart = 'name' | 'school' | 'money';

const STUDENT_ANSWERS: Record<StudentPart, Record<string, z.ZodType>> = {
  name: { name: answer(readAsIs, ruledBy(studentShape.name)) },
  school: {
    graduationYear: answer(
      readNumber,
      required('Choose the high-school graduation year.'),
      ruledBy(studentShape.graduationYear),
    ),
    overallStudentType: answer(readAsIs, required('Choose where the student is in school.')),
    gpa: answer(readNumber, ruledBy(studentShape.gpa)),
    sat: answer(readNumber, ruledBy(studentShape.sat)),
    act: answer(readNumber, ruledBy(studentShape.act)),
    birthYear: answer(readNumber, ruledBy(studentShape.birthYear)),
    householdSize: answer(readNumber, ruledBy(studentShape.householdSize)),
  },
  money: {
    filedTaxes: yesNo(),
    incomeAmount: money(true),
    hasSavings: yesNo(),
    hasUtma: yesNo(),
  },
};

/** One student's answers of the parts named; an amount after a Yes (and the spouse's income if married) too. */
export function studentSchema(parts: readonly StudentPart[]) {
  const shape = Object.assign({}, ...parts.map((part) => STUDENT_ANSWERS[part]));
  return z.looseObject(shape).superRefine((s: Answers, ctx) => {
    if (parts.includes('school')) {
      const type = s.overallStudentType as StudentDraft['overallStudentType'];
      checkAnswer(ctx, 'graduationYear', s.graduationYear, readNumber, (year) =>
        graduationYearError(year as number | null, type),
      );
      if ((s.dependency as StudentDraft['dependency'] | undefined)?.married)
        checkAnswer(ctx, 'spouseIncomeAmount', s.spouseIncomeAmount, readMoney, moneyRule(false));
    }
    if (parts.includes('money')) {
      if (studentTaxAsked(s.filedTaxes as boolean | null))
        checkAnswer(ctx, 'taxAmount', s.taxAmount, readMoney, moneyRule(true));
      if (s.hasSavings) checkAnswer(ctx, 'savingsAmount', s.savingsAmount, readMoney, moneyRule(true));
      if (s.hasUtma) checkAnswer(ctx, 'utmaAmount', s.utmaAmount, readMoney, moneyRule(true));
    }
  }, ALWAYS);
}

/** A student's questions in the order they are asked. */
const STUDENT_ORDER = [
  'name',
  'graduationYear',
  'overallStudentType',
  'gpa',
  'sat',
  'act',
  'birthYear',
  'householdSize',
  'spouseIncomeAmount',
  'filedTaxes',
  'taxAmount',
  'incomeAmount',
  'hasSavings',
  'savingsAmount',
  'hasUtma',
  'utmaAmount',
];

export function validateStudent(s: StudentDraft, index: number, parts: readonly StudentPart[]): DraftErrors {
  return errorsAt(`students.${index}.`, studentSchema(parts), s, STUDENT_ORDER);
}
