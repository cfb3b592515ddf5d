import {
  DEPENDENCY_KEYS,
  type DependencyKey,
  type FilingStatus,
  type MaritalStatus,
  OTHER_FAFSA_AMOUNTS,
  type ParentRelationship,
  type ResidenceKind,
  type StudentType,
} from '@ccp/contracts/family-options';
import type {
  FamilyProfile,
  Parent,
  Student,
  UpdateFamilyProfileRequest,
  UpdateParentRequest,
  UpdateStudentRequest,
} from '@ccp/contracts/family-profile-types';
import {
  GUARDED_ANSWERS,
  guardedFields,
  residenceEquityAsked,
  studentTaxAsked,
} from '@ccp/contracts/family-rules';
import { ONBOARDING_STEPS } from '@ccp/contracts/onboarding';
import type { UsStateCode } from '@ccp/contracts/us-states';
import { moneyText, parseMoney } from '../../../components/ui/money-field';

/**
 * The family profile as forms hold it (onboarding wizard and profile page): numbers are kept as typed text,
 * read when checked and sent, so that typing stays instant and Back keeps exactly what was typed.
 * The checks, with the server's messages from the same contracts schemas, are in family-validation.ts.
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
  preTaxRetirementAmount: string;
  deductibleIraAmount: string;
  rothRetirementAmount: string;
  scheduleCNetProfit: string;
  relationship: ParentRelationship;
  /** Divorced, separated or never-married parents apart: the one who provided more support (one answer). */
  providedMoreSupport: boolean | null;
  /** The other (non-reporting) parent only, for the institutional estimate: optional. */
  householdSize: string;
  assetsAmount: string;
}

/** The parents' situation, asked once in the FAFSA's order (issue 21). */
export interface SituationDraft {
  parentsMaritalStatus: MaritalStatus | '';
  reportingParentRemarried: boolean | null;
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
  birthYear: string;
  dependency: Record<DependencyKey, boolean>;
  spouseIncomeAmount: string;
  householdSize: string;
  livingArrangement: NonNullable<Student['livingArrangement']> | '';
  inCollegeDistrict: boolean | null;
}

export interface HouseholdDraft {
  state: UsStateCode | '';
  familyMembersCount: string;
  familyMembersInCollege: string;
  /** Optional: blank = not answered (the estimate then counts the household's other members as under 17). */
  childrenUnder17: string;
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
  childSupportReceived: string;
  untaxedIraDistributions: string;
  untaxedPensions: string;
  taxExemptInterest: string;
  foreignIncome: string;
  educationCredits: string;
  filedSchedulesABDEFH: boolean | null;
  meansTestedBenefits: boolean | null;
  dislocatedWorker: boolean | null;
}

export interface FamilyDraft {
  household: HouseholdDraft;
  situation: SituationDraft;
  finance: FinanceDraft;
  parents: ParentDraft[];
  students: StudentDraft[];
  /**
   * Onboarding only: "the student is independent, no parent is asked" (issue 21). Not stored: read back as a saved
   * Parents step with no parent; the Students step then checks the student is independent, and so does the server.
   */
  noParents: boolean;
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
    preTaxRetirementAmount: '',
    deductibleIraAmount: '',
    rothRetirementAmount: '',
    scheduleCNetProfit: '',
    relationship: 'parent',
    providedMoreSupport: null,
    householdSize: '',
    assetsAmount: '',
  };
}

const noDependency = (): Record<DependencyKey, boolean> =>
  Object.fromEntries(DEPENDENCY_KEYS.map((k) => [k, false])) as Record<DependencyKey, boolean>;

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
    livingArrangement: '',
    inCollegeDistrict: null,
    utmaAmount: '',
    birthYear: '',
    dependency: noDependency(),
    spouseIncomeAmount: '',
    householdSize: '',
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
    preTaxRetirementAmount: moneyText(p.preTaxRetirementAmount),
    deductibleIraAmount: moneyText(p.deductibleIraAmount),
    rothRetirementAmount: moneyText(p.rothRetirementAmount),
    scheduleCNetProfit: moneyText(p.scheduleCNetProfit),
    relationship: p.relationship,
    providedMoreSupport: p.providedMoreSupport,
    householdSize: numberText(p.householdSize),
    assetsAmount: moneyText(p.assetsAmount),
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
    birthYear: numberText(s.birthYear),
    dependency: {
      ...noDependency(),
      ...Object.fromEntries(Object.entries(s.dependency ?? {}).map(([k, v]) => [k, v === true])),
    },
    spouseIncomeAmount: moneyText(s.spouseIncomeAmount),
    householdSize: numberText(s.householdSize),
    livingArrangement: s.livingArrangement ?? '',
    inCollegeDistrict: s.inCollegeDistrict ?? null,
  };
}

export function householdDraft(profile: FamilyProfile): HouseholdDraft {
  return {
    state: (profile.state as UsStateCode | null) ?? '',
    familyMembersCount: numberText(profile.familyMembersCount),
    familyMembersInCollege: numberText(profile.familyMembersInCollege),
    childrenUnder17: numberText(profile.childrenUnder17),
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
    childSupportReceived: moneyText(profile.childSupportReceived),
    untaxedIraDistributions: moneyText(profile.untaxedIraDistributions),
    untaxedPensions: moneyText(profile.untaxedPensions),
    taxExemptInterest: moneyText(profile.taxExemptInterest),
    foreignIncome: moneyText(profile.foreignIncome),
    educationCredits: moneyText(profile.educationCredits),
    filedSchedulesABDEFH: profile.filedSchedulesABDEFH,
    meansTestedBenefits: profile.meansTestedBenefits,
    dislocatedWorker: profile.dislocatedWorker,
  };
}

export function situationDraft(profile: FamilyProfile): SituationDraft {
  return {
    parentsMaritalStatus: profile.parentsMaritalStatus ?? '',
    reportingParentRemarried: profile.reportingParentRemarried,
  };
}

export function situationRequest(s: SituationDraft): UpdateFamilyProfileRequest {
  return {
    parentsMaritalStatus: orNull(s.parentsMaritalStatus),
    reportingParentRemarried: s.reportingParentRemarried,
  };
}

/** Legal parents who do not live together: one of them reports, the one who provided more support. */
export const parentsApart = (status: MaritalStatus | '' | null | undefined) =>
  status === 'divorced' ||
  status === 'separated' ||
  status === 'single' ||
  status === 'widowed' ||
  status === 'remarried';

const PARENTS_STEP = ONBOARDING_STEPS.findIndex((step) => step.key === 'parents');

/** A Parents step saved with no parent: the family said the student is independent. */
export function noParents(profile: FamilyProfile): boolean {
  return profile.parents.length === 0 && profile.onboarding.completedSteps.includes(PARENTS_STEP);
}

export function familyDraft(profile: FamilyProfile): FamilyDraft {
  return {
    household: householdDraft(profile),
    situation: situationDraft(profile),
    finance: financeDraft(profile),
    parents:
      profile.parents.length > 0
        ? profile.parents.map(parentDraft)
        : noParents(profile)
          ? []
          : [emptyParent()],
    students: profile.students.length > 0 ? profile.students.map(studentDraft) : [emptyStudent()],
    noParents: noParents(profile),
  };
}

const orNull = <T extends string>(value: T | ''): T | null => (value === '' ? null : value);

export function householdRequest(h: HouseholdDraft): UpdateFamilyProfileRequest {
  return {
    state: orNull(h.state),
    familyMembersCount: parseNumber(h.familyMembersCount),
    familyMembersInCollege: parseNumber(h.familyMembersInCollege),
    childrenUnder17: parseNumber(h.childrenUnder17),
    filingStatus: orNull(h.filingStatus),
  };
}

export type FinanceKey = keyof FinanceDraft;
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
  ...OTHER_FAFSA_AMOUNTS,
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
  if (keys.includes('primaryResidence') && !residenceEquityAsked(f.primaryResidence))
    request.residenceEquity = null;
  for (const guard of GUARDED_ANSWERS) {
    if (keys.includes(guard.flag) && !f[guard.flag])
      for (const field of guardedFields(guard)) request[field] = null;
  }
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
    preTaxRetirementAmount: parseMoney(p.preTaxRetirementAmount),
    deductibleIraAmount: parseMoney(p.deductibleIraAmount),
    rothRetirementAmount: parseMoney(p.rothRetirementAmount),
    scheduleCNetProfit: parseMoney(p.scheduleCNetProfit),
    relationship: p.relationship,
    providedMoreSupport: p.providedMoreSupport,
    householdSize: parseNumber(p.householdSize),
    assetsAmount: parseMoney(p.assetsAmount),
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
    taxAmount: studentTaxAsked(s.filedTaxes) ? parseMoney(s.taxAmount) : null,
    incomeAmount: parseMoney(s.incomeAmount),
    savingsAmount: s.hasSavings ? parseMoney(s.savingsAmount) : s.hasSavings === false ? 0 : null,
    utmaAmount: s.hasUtma ? parseMoney(s.utmaAmount) : s.hasUtma === false ? 0 : null,
    birthYear: parseNumber(s.birthYear),
    dependency: { ...s.dependency },
    spouseIncomeAmount: s.dependency.married ? parseMoney(s.spouseIncomeAmount) : null,
    householdSize: parseNumber(s.householdSize),
    livingArrangement: orNull(s.livingArrangement),
    inCollegeDistrict: s.inCollegeDistrict,
  };
}
