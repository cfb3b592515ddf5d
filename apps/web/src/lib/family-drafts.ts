import {
  type FamilyProfile,
  type FilingStatus,
  type MaritalStatus,
  type Parent,
  ParentRequestSchema,
  type ResidenceKind,
  type Student,
  StudentRequestSchema,
  type StudentType,
  type UpdateFamilyProfileRequest,
  UpdateFamilyProfileRequestSchema,
  type UpdateParentRequest,
  type UpdateStudentRequest,
  type UsStateCode,
} from '@ccp/contracts';
import type { z } from 'zod';
import { moneyText, parseMoney } from '../components/ui/money-field';
import { moneyError } from './family-fields';

/**
 * The family profile as forms hold it (onboarding wizard and profile page): numbers are kept as typed text,
 * read when checked and sent, so that typing stays instant and Back keeps exactly what was typed.
 * Validation gives the same messages as the server, from the same contracts schemas.
 */
export interface ParentDraft {
  id: string | null;
  firstName: string;
  lastName: string;
  age: string;
  maritalStatus: MaritalStatus | '';
  annualIncome: string;
  filingStatus: FilingStatus | '';
  standardDeduction: string;
  taxableIncome: string;
  taxPaid: string;
}

export interface StudentDraft {
  id: string | null;
  name: string;
  graduationYear: string;
  overallStudentType: StudentType | '';
  gpa: string;
  sat: string;
  act: string;
  filedTaxes: boolean | null;
  taxAmount: string;
  incomeAmount: string;
  hasSavings: boolean | null;
  savingsAmount: string;
  hasUtma: boolean | null;
  utmaAmount: string;
}

export interface HouseholdDraft {
  state: UsStateCode | '';
  familyMembersCount: string;
  familyMembersInCollege: string;
  filingStatus: FilingStatus | '';
}

export interface FinanceDraft {
  checkingAmount: string;
  taxableBrokerageAccountsAmount: string;
  collegeSavingsAccountsAmount: string;
  annualRetirementAmount: string;
  primaryResidence: ResidenceKind | '';
  residenceEquity: string;
  ownsInvestmentProperty: boolean;
  investmentEquity: string;
  hasBusinessAssets: boolean;
  businessAssetsAmount: string;
  businessIsSmallFamilyOwned: boolean | null;
  hasLifeInsuranceAccount: boolean;
  insuranceAmount: string;
  hasAnnuities: boolean;
  annuitiesAmount: string;
  has401k: boolean;
  hasIRA: boolean;
  hasRothIRA: boolean;
  standardDeductionOrg: string;
  hasFinAdvisor: boolean;
  hasCPA: boolean;
}

export interface FamilyDraft {
  household: HouseholdDraft;
  finance: FinanceDraft;
  parents: ParentDraft[];
  students: StudentDraft[];
}

/** Form errors by field path, e.g. `parents.0.age`. */
export type DraftErrors = Record<string, string>;

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A typed whole number or decimal: "" -> null, "4a" -> NaN. */
export function parseNumber(text: string | null | undefined): number | null {
  const cleaned = (text ?? '').trim();
  if (cleaned === '') return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export function emptyParent(): ParentDraft {
  return {
    id: null,
    firstName: '',
    lastName: '',
    age: '',
    maritalStatus: '',
    annualIncome: '',
    filingStatus: '',
    standardDeduction: '',
    taxableIncome: '',
    taxPaid: '',
  };
}

export function emptyStudent(): StudentDraft {
  return {
    id: null,
    name: '',
    graduationYear: '',
    overallStudentType: '',
    gpa: '',
    sat: '',
    act: '',
    filedTaxes: null,
    taxAmount: '',
    incomeAmount: '',
    hasSavings: null,
    savingsAmount: '',
    hasUtma: null,
    utmaAmount: '',
  };
}

export function parentDraft(p: Parent): ParentDraft {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    age: numberText(p.age),
    maritalStatus: p.maritalStatus ?? '',
    annualIncome: moneyText(p.annualIncome),
    filingStatus: p.filingStatus ?? '',
    standardDeduction: moneyText(p.standardDeduction),
    taxableIncome: moneyText(p.taxableIncome),
    taxPaid: moneyText(p.taxPaid),
  };
}

export function studentDraft(s: Student): StudentDraft {
  return {
    id: s.id,
    name: s.name,
    graduationYear: numberText(s.graduationYear),
    overallStudentType: s.overallStudentType ?? '',
    gpa: numberText(s.gpa),
    sat: numberText(s.sat),
    act: numberText(s.act),
    filedTaxes: s.filedTaxes,
    taxAmount: moneyText(s.taxAmount),
    incomeAmount: moneyText(s.incomeAmount),
    hasSavings: s.savingsAmount == null ? null : s.savingsAmount > 0,
    savingsAmount: s.savingsAmount ? moneyText(s.savingsAmount) : '',
    hasUtma: s.utmaAmount == null ? null : s.utmaAmount > 0,
    utmaAmount: s.utmaAmount ? moneyText(s.utmaAmount) : '',
  };
}

export function householdDraft(profile: FamilyProfile): HouseholdDraft {
  return {
    state: (profile.state as UsStateCode | null) ?? '',
    familyMembersCount: numberText(profile.familyMembersCount),
    familyMembersInCollege: numberText(profile.familyMembersInCollege),
    filingStatus: profile.filingStatus ?? '',
  };
}

export function financeDraft(profile: FamilyProfile): FinanceDraft {
  return {
    checkingAmount: moneyText(profile.checkingAmount),
    taxableBrokerageAccountsAmount: moneyText(profile.taxableBrokerageAccountsAmount),
    collegeSavingsAccountsAmount: moneyText(profile.collegeSavingsAccountsAmount),
    annualRetirementAmount: moneyText(profile.annualRetirementAmount),
    primaryResidence: profile.primaryResidence ?? '',
    residenceEquity: moneyText(profile.residenceEquity),
    ownsInvestmentProperty: profile.ownsInvestmentProperty,
    investmentEquity: moneyText(profile.investmentEquity),
    hasBusinessAssets: profile.hasBusinessAssets,
    businessAssetsAmount: moneyText(profile.businessAssetsAmount),
    businessIsSmallFamilyOwned: profile.businessIsSmallFamilyOwned,
    hasLifeInsuranceAccount: profile.hasLifeInsuranceAccount,
    insuranceAmount: moneyText(profile.insuranceAmount),
    hasAnnuities: profile.hasAnnuities,
    annuitiesAmount: moneyText(profile.annuitiesAmount),
    has401k: profile.has401k,
    hasIRA: profile.hasIRA,
    hasRothIRA: profile.hasRothIRA,
    standardDeductionOrg: moneyText(profile.standardDeductionOrg),
    hasFinAdvisor: profile.hasFinAdvisor,
    hasCPA: profile.hasCPA,
  };
}

export function familyDraft(profile: FamilyProfile): FamilyDraft {
  return {
    household: householdDraft(profile),
    finance: financeDraft(profile),
    parents: profile.parents.length > 0 ? profile.parents.map(parentDraft) : [emptyParent()],
    students: profile.students.length > 0 ? profile.students.map(studentDraft) : [emptyStudent()],
  };
}

const orNull = <T extends string>(value: T | ''): T | null => (value === '' ? null : value);

export function householdRequest(h: HouseholdDraft): UpdateFamilyProfileRequest {
  return {
    state: orNull(h.state),
    familyMembersCount: parseNumber(h.familyMembersCount),
    familyMembersInCollege: parseNumber(h.familyMembersInCollege),
    filingStatus: orNull(h.filingStatus),
  };
}

type FinanceKey = keyof FinanceDraft;
const FINANCE_MONEY: readonly FinanceKey[] = [
  'checkingAmount',
  'taxableBrokerageAccountsAmount',
  'collegeSavingsAccountsAmount',
  'annualRetirementAmount',
  'residenceEquity',
  'investmentEquity',
  'businessAssetsAmount',
  'insuranceAmount',
  'annuitiesAmount',
  'standardDeductionOrg',
];

/** The finance fields named in `keys`, as the profile write takes them; a No sends no amount with it. */
export function financeRequest(f: FinanceDraft, keys: readonly FinanceKey[]): UpdateFamilyProfileRequest {
  const request: Record<string, unknown> = {};
  for (const key of keys) {
    const value = f[key];
    if (FINANCE_MONEY.includes(key)) request[key] = parseMoney(value as string);
    else if (key === 'primaryResidence') request[key] = orNull(f.primaryResidence);
    else request[key] = value;
  }
  if (keys.includes('primaryResidence') && f.primaryResidence !== 'own') request.residenceEquity = null;
  if (keys.includes('ownsInvestmentProperty') && !f.ownsInvestmentProperty) request.investmentEquity = null;
  if (keys.includes('hasBusinessAssets') && !f.hasBusinessAssets) {
    request.businessAssetsAmount = null;
    request.businessIsSmallFamilyOwned = null;
  }
  if (keys.includes('hasLifeInsuranceAccount') && !f.hasLifeInsuranceAccount) request.insuranceAmount = null;
  if (keys.includes('hasAnnuities') && !f.hasAnnuities) request.annuitiesAmount = null;
  return request as UpdateFamilyProfileRequest;
}

export function parentRequest(p: ParentDraft): UpdateParentRequest & { firstName: string } {
  return {
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    age: parseNumber(p.age),
    maritalStatus: orNull(p.maritalStatus),
    annualIncome: parseMoney(p.annualIncome),
    filingStatus: orNull(p.filingStatus),
    standardDeduction: parseMoney(p.standardDeduction),
    taxableIncome: parseMoney(p.taxableIncome),
    taxPaid: parseMoney(p.taxPaid),
  };
}

export function studentRequest(s: StudentDraft): UpdateStudentRequest & { name: string } {
  return {
    name: s.name.trim(),
    graduationYear: parseNumber(s.graduationYear),
    overallStudentType: orNull(s.overallStudentType),
    gpa: parseNumber(s.gpa),
    sat: parseNumber(s.sat),
    act: parseNumber(s.act),
    filedTaxes: s.filedTaxes,
    taxAmount: s.filedTaxes ? parseMoney(s.taxAmount) : null,
    incomeAmount: parseMoney(s.incomeAmount),
    savingsAmount: s.hasSavings ? parseMoney(s.savingsAmount) : s.hasSavings === false ? 0 : null,
    utmaAmount: s.hasUtma ? parseMoney(s.utmaAmount) : s.hasUtma === false ? 0 : null,
  };
}

/* ---------- validation: the server's rules, plus what each question needs to be answered ---------- */

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
    if (count !== null && inCollege !== null && inCollege > count) {
      c.add(
        'household.familyMembersInCollege',
        'The number in college cannot be more than the people in your household.',
      );
    }
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
  if (has('primaryResidence')) {
    c.required(
      'finance.primaryResidence',
      f.primaryResidence !== '',
      'Tell us whether you own or rent your home.',
    );
    if (f.primaryResidence === 'own') c.money('finance.residenceEquity', f.residenceEquity, true);
  }
  const guarded = [
    ['ownsInvestmentProperty', 'investmentEquity'],
    ['hasBusinessAssets', 'businessAssetsAmount'],
    ['hasLifeInsuranceAccount', 'insuranceAmount'],
    ['hasAnnuities', 'annuitiesAmount'],
  ] as const;
  for (const [flag, amount] of guarded) {
    if (has(flag) && f[flag]) c.money(`finance.${amount}`, f[amount], true);
  }
  if (has('hasBusinessAssets') && f.hasBusinessAssets && f.businessIsSmallFamilyOwned === null) {
    c.add('finance.businessIsSmallFamilyOwned', 'Answer yes or no.');
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
    c.required(at('maritalStatus'), p.maritalStatus !== '', 'Choose a marital status.');
  }
  if (parts.includes('income')) {
    c.money(at('annualIncome'), p.annualIncome, true);
    c.required(at('filingStatus'), p.filingStatus !== '', 'Choose a tax filing status.');
    c.money(at('taxPaid'), p.taxPaid, false);
    c.money(at('taxableIncome'), p.taxableIncome, false);
    c.money(at('standardDeduction'), p.standardDeduction, false);
  }
  return c.errors;
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
    c.required(
      at('overallStudentType'),
      s.overallStudentType !== '',
      'Choose where the student is in school.',
    );
    c.add(at('gpa'), schemaError(studentShape.gpa, parseNumber(s.gpa)));
    c.add(at('sat'), schemaError(studentShape.sat, parseNumber(s.sat)));
    c.add(at('act'), schemaError(studentShape.act, parseNumber(s.act)));
  }
  if (parts.includes('money')) {
    c.required(at('filedTaxes'), s.filedTaxes !== null, 'Answer yes or no.');
    if (s.filedTaxes) c.money(at('taxAmount'), s.taxAmount, true);
    c.money(at('incomeAmount'), s.incomeAmount, true);
    c.required(at('hasSavings'), s.hasSavings !== null, 'Answer yes or no.');
    if (s.hasSavings) c.money(at('savingsAmount'), s.savingsAmount, true);
    c.required(at('hasUtma'), s.hasUtma !== null, 'Answer yes or no.');
    if (s.hasUtma) c.money(at('utmaAmount'), s.utmaAmount, true);
  }
  return c.errors;
}
