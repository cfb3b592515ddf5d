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
import {
  type DraftErrors,
  type FamilyDraft,
  type FinanceDraft,
  type FinanceKey,
  type HouseholdDraft,
  type ParentDraft,
  parentsApart,
  parseNumber,
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

class ErrorCollector {
  readonly errors: DraftErrors = {};
  add(path: string, message: string | undefined) {
    if (message && !this.errors[path]) this.errors[path] = message;
  }
  money(path: string, text: string, required: boolean) {
    this.add(path, moneyError(parseMoney(text), required));
  }
  required(path: string, present: boolean, message: string) {
    if (!present) this.add(path, message);
  }
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

export function validateHousehold(h: HouseholdDraft, fields: readonly (keyof HouseholdDraft)[]): DraftErrors {
  const c = new ErrorCollector();
  const count = parseNumber(h.familyMembersCount);
  const inCollege = parseNumber(h.familyMembersInCollege);
  if (fields.includes('state'))
    c.required('household.state', h.state !== '', 'Choose the state you live in.');
  if (fields.includes('familyMembersCount')) {
    c.required(
      'household.familyMembersCount',
      count !== null,
      'Choose how many people live in your household.',
    );
    c.add('household.familyMembersCount', schemaError(profileShape.familyMembersCount, count));
  }
  if (fields.includes('familyMembersInCollege')) {
    c.required('household.familyMembersInCollege', inCollege !== null, 'Choose how many will be in college.');
    c.add('household.familyMembersInCollege', schemaError(profileShape.familyMembersInCollege, inCollege));
    c.add('household.familyMembersInCollege', inCollegeError(count, inCollege));
  }
  if (fields.includes('childrenUnder17')) {
    const children = parseNumber(h.childrenUnder17);
    c.add('household.childrenUnder17', schemaError(profileShape.childrenUnder17, children));
    c.add('household.childrenUnder17', childrenUnder17Error(count, children));
  }
  if (fields.includes('filingStatus')) {
    c.required('household.filingStatus', h.filingStatus !== '', 'Choose how the household files taxes.');
  }
  return c.errors;
}

/** The money and Yes/No questions of the finance fields named in `fields`; a Yes needs its amount. */
export function validateFinance(f: FinanceDraft, fields: readonly FinanceKey[]): DraftErrors {
  const c = new ErrorCollector();
  const has = (key: FinanceKey) => fields.includes(key);
  for (const key of [
    'checkingAmount',
    'taxableBrokerageAccountsAmount',
    'collegeSavingsAccountsAmount',
    'annualRetirementAmount',
  ] as const) {
    if (has(key)) c.money(`finance.${key}`, f[key], true);
  }
  if (has('standardDeductionOrg')) c.money('finance.standardDeductionOrg', f.standardDeductionOrg, false);
  for (const key of OTHER_FAFSA_AMOUNTS) if (has(key)) c.money(`finance.${key}`, f[key], false);
  if (has('primaryResidence')) {
    c.required(
      'finance.primaryResidence',
      f.primaryResidence !== '',
      'Tell us whether you own or rent your home.',
    );
    if (residenceEquityAsked(f.primaryResidence)) c.money('finance.residenceEquity', f.residenceEquity, true);
  }
  for (const guard of GUARDED_ANSWERS) {
    if (!has(guard.flag) || !f[guard.flag]) continue;
    c.money(`finance.${guard.amount}`, f[guard.amount], true);
    for (const detail of guard.details)
      c.required(`finance.${detail}`, f[detail] !== null, 'Answer yes or no.');
  }
  return c.errors;
}

export type ParentPart = 'about' | 'income';

export function validateParent(p: ParentDraft, index: number, parts: readonly ParentPart[]): DraftErrors {
  const c = new ErrorCollector();
  const at = (field: string) => `parents.${index}.${field}`;
  if (parts.includes('about')) {
    c.add(at('firstName'), schemaError(parentShape.firstName, p.firstName));
    c.add(at('lastName'), schemaError(parentShape.lastName, p.lastName));
    const age = parseNumber(p.age);
    c.required(at('age'), age !== null, 'Enter this parent’s age.');
    c.add(at('age'), schemaError(parentShape.age, age));
    c.add(at('householdSize'), schemaError(parentShape.householdSize, parseNumber(p.householdSize)));
    c.money(at('assetsAmount'), p.assetsAmount, false);
  }
  if (parts.includes('income')) {
    c.money(at('annualIncome'), p.annualIncome, true);
    c.required(at('filingStatus'), p.filingStatus !== '', 'Choose a tax filing status.');
    c.money(at('taxPaid'), p.taxPaid, false);
    c.money(at('taxableIncome'), p.taxableIncome, false);
    c.money(at('standardDeduction'), p.standardDeduction, false);
    c.money(at('preTaxRetirementAmount'), p.preTaxRetirementAmount, false);
    c.money(at('deductibleIraAmount'), p.deductibleIraAmount, false);
    c.money(at('rothRetirementAmount'), p.rothRetirementAmount, false);
    const netProfit = parseMoney(p.scheduleCNetProfit);
    c.add(
      at('scheduleCNetProfit'),
      netProfit === null ? undefined : schemaError(parentShape.scheduleCNetProfit, netProfit),
    );
  }
  return c.errors;
}

/** The parents' situation (FAFSA order): the marital status, then who provided more support when they live apart. */
export function validateSituation(d: Pick<FamilyDraft, 'situation' | 'parents'>): DraftErrors {
  const c = new ErrorCollector();
  c.required(
    'situation.parentsMaritalStatus',
    d.situation.parentsMaritalStatus !== '',
    'Choose the parents’ marital status.',
  );
  const legal = d.parents.filter((p) => p.relationship !== 'stepparent');
  if (parentsApart(d.situation.parentsMaritalStatus) && legal.length === 2) {
    c.required(
      'situation.providedMoreSupport',
      legal.filter((p) => p.providedMoreSupport === true).length === 1,
      'Choose the parent who provided more financial support in the last 12 months.',
    );
  }
  const steps = d.parents.filter((p) => p.relationship === 'stepparent').length;
  if (steps > 1 || legal.length > 2)
    c.add('situation.parentsMaritalStatus', 'Enter at most two legal parents and one stepparent.');
  return c.errors;
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

export function validateStudent(s: StudentDraft, index: number, parts: readonly StudentPart[]): DraftErrors {
  const c = new ErrorCollector();
  const at = (field: string) => `students.${index}.${field}`;
  if (parts.includes('name')) c.add(at('name'), schemaError(studentShape.name, s.name));
  if (parts.includes('school')) {
    const year = parseNumber(s.graduationYear);
    c.required(at('graduationYear'), year !== null, 'Choose the high-school graduation year.');
    c.add(at('graduationYear'), schemaError(studentShape.graduationYear, year));
    c.add(at('graduationYear'), graduationYearError(year, s.overallStudentType));
    c.required(
      at('overallStudentType'),
      s.overallStudentType !== '',
      'Choose where the student is in school.',
    );
    c.add(at('gpa'), schemaError(studentShape.gpa, parseNumber(s.gpa)));
    c.add(at('sat'), schemaError(studentShape.sat, parseNumber(s.sat)));
    c.add(at('act'), schemaError(studentShape.act, parseNumber(s.act)));
    c.add(at('birthYear'), schemaError(studentShape.birthYear, parseNumber(s.birthYear)));
    c.add(at('householdSize'), schemaError(studentShape.householdSize, parseNumber(s.householdSize)));
    if (s.dependency.married) c.money(at('spouseIncomeAmount'), s.spouseIncomeAmount, false);
  }
  if (parts.includes('money')) {
    c.required(at('filedTaxes'), s.filedTaxes !== null, 'Answer yes or no.');
    if (studentTaxAsked(s.filedTaxes)) c.money(at('taxAmount'), s.taxAmount, true);
    c.money(at('incomeAmount'), s.incomeAmount, true);
    c.required(at('hasSavings'), s.hasSavings !== null, 'Answer yes or no.');
    if (s.hasSavings) c.money(at('savingsAmount'), s.savingsAmount, true);
    c.required(at('hasUtma'), s.hasUtma !== null, 'Answer yes or no.');
    if (s.hasUtma) c.money(at('utmaAmount'), s.utmaAmount, true);
  }
  return c.errors;
}
