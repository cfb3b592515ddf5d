/* What a write changed, field by field, in plain words: for the audit and the family's activity log (ADR 0030). */

import { type FamilyProfile, LIVING_ARRANGEMENT_LABELS } from '@ccp/contracts';
import {
  FILING_STATUS_LABELS,
  MARITAL_STATUS_LABELS,
  PARENT_RELATIONSHIP_LABELS,
  RESIDENCE_KIND_LABELS,
  STUDENT_TYPE_LABELS,
} from '@ccp/contracts/family-options';
import type { ActivityChange } from '../../audit/family-activity';
import type { FamilyRow, ParentRow, StudentRow } from './family-profile.repository';

type Kind = 'money' | 'count' | 'yesNo' | 'text' | 'decimal' | Record<string, string>;
interface FieldLabel {
  label: string;
  kind: Kind;
}

const money = (label: string): FieldLabel => ({ label, kind: 'money' });
const yesNo = (label: string): FieldLabel => ({ label, kind: 'yesNo' });
const count = (label: string): FieldLabel => ({ label, kind: 'count' });
const text = (label: string): FieldLabel => ({ label, kind: 'text' });

/** The household's fields a person can change, in plain words (the rest: ids, computed figures, progress). */
export const HOUSEHOLD_FIELDS: Partial<Record<keyof FamilyRow, FieldLabel>> = {
  name: text('name'),
  state: text('state'),
  zip: text('ZIP code'),
  familyMembersCount: count('number of people in the household'),
  familyMembersInCollege: count('number in college at the same time'),
  childrenUnder17: count('children under 17 in the household'),
  filingStatus: { label: 'tax filing status', kind: FILING_STATUS_LABELS },
  standardDeductionOrg: money('tax deduction'),
  checkingAmount: money('cash, checking and savings'),
  taxableBrokerageAccountsAmount: money('taxable investment accounts'),
  collegeSavingsAccountsAmount: money('college savings (529 plans)'),
  annualRetirementAmount: money('retirement contributions'),
  insuranceAmount: money('life insurance cash value'),
  primaryResidence: { label: 'home', kind: RESIDENCE_KIND_LABELS },
  residenceEquity: money('home equity'),
  ownsInvestmentProperty: yesNo('other real estate'),
  investmentEquity: money('equity in other real estate'),
  hasBusinessAssets: yesNo('business or farm'),
  businessAssetsAmount: money('business or farm net worth'),
  businessIsSmallFamilyOwned: yesNo('small family business'),
  hasLifeInsuranceAccount: yesNo('life insurance with a cash value'),
  hasAnnuities: yesNo('annuities'),
  annuitiesAmount: money('value of the annuities'),
  hasRothIRA: yesNo('Roth IRA'),
  hasIRA: yesNo('traditional IRA'),
  has401k: yesNo('workplace retirement plan'),
  hasFinAdvisor: yesNo('financial advisor'),
  hasCPA: yesNo('accountant (CPA)'),
  completeOnboarding: yesNo('onboarding finished'),
  parentsMaritalStatus: { label: 'parents’ marital status', kind: MARITAL_STATUS_LABELS },
  reportingParentRemarried: yesNo('reporting parent remarried'),
  childSupportReceived: money('child support received'),
  foreignIncome: money('foreign income excluded from U.S. tax'),
  untaxedIraDistributions: money('untaxed IRA distributions'),
  untaxedPensions: money('untaxed pensions'),
  taxExemptInterest: money('tax-exempt interest'),
  educationCredits: money('education credits'),
  meansTestedBenefits: yesNo('federal means-tested benefits received'),
  dislocatedWorker: yesNo('dislocated worker'),
  filedSchedulesABDEFH: yesNo('Schedule A, B, D, E, F or H filed'),
};

export const PARENT_FIELDS: Partial<Record<keyof ParentRow, FieldLabel>> = {
  firstName: text('first name'),
  lastName: text('last name'),
  age: count('age'),
  maritalStatus: { label: 'marital status', kind: MARITAL_STATUS_LABELS },
  annualIncome: money('annual income'),
  filingStatus: { label: 'tax filing status', kind: FILING_STATUS_LABELS },
  standardDeduction: money('tax deduction'),
  taxableIncome: money('taxable income'),
  taxPaid: money('federal income tax paid'),
  preTaxRetirementAmount: money('pre-tax retirement contributions'),
  deductibleIraAmount: money('deductible IRA contributions'),
  rothRetirementAmount: money('Roth contributions'),
  scheduleCNetProfit: money('net profit from self-employment (Schedule C)'),
  relationship: { label: 'relationship to the student', kind: PARENT_RELATIONSHIP_LABELS },
  providedMoreSupport: yesNo('provided more financial support'),
  householdSize: count('own household size'),
  assetsAmount: money('own cash and investments'),
};

export const STUDENT_FIELDS: Partial<Record<keyof StudentRow, FieldLabel>> = {
  name: text('name'),
  graduationYear: count('high-school graduation year'),
  overallStudentType: { label: 'school stage', kind: STUDENT_TYPE_LABELS },
  gpa: { label: 'GPA', kind: 'decimal' },
  sat: count('SAT score'),
  act: count('ACT score'),
  filedTaxes: yesNo('tax return filed'),
  taxAmount: money('federal income tax paid'),
  incomeAmount: money('income from work'),
  savingsAmount: money('savings'),
  utmaAmount: money('UTMA/UGMA accounts'),
  livingArrangement: { label: 'where the student will live in college', kind: LIVING_ARRANGEMENT_LABELS },
  inCollegeDistrict: yesNo('family lives in the community college’s district'),
};

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A stored value as people read it ('$95,000', 'Yes', 'Married filing jointly', 'not given'). */
export function showValue(value: unknown, kind: Kind): string {
  if (value === null || value === undefined || value === '') return 'not given';
  if (kind === 'money' && typeof value === 'number') return dollars.format(value);
  if (kind === 'yesNo') return value ? 'Yes' : 'No';
  if (kind === 'decimal' && typeof value === 'number') return String(Math.round(value * 100) / 100);
  if (typeof kind === 'object') return kind[String(value)] ?? String(value);
  return String(value);
}

function diffRow<Row extends object>(
  subject: string,
  before: Row | undefined,
  after: Row | undefined,
  fields: Partial<Record<keyof Row, FieldLabel>>,
): ActivityChange[] {
  if (!before || !after) return [];
  const changes: ActivityChange[] = [];
  for (const key of Object.keys(fields) as (keyof Row)[]) {
    const field = fields[key];
    if (!field) continue;
    const from = showValue(before[key], field.kind);
    const to = showValue(after[key], field.kind);
    if (from !== to) changes.push({ subject, field: field.label, from, to });
  }
  return changes;
}

export interface FamilySnapshot {
  family: FamilyRow;
  parents: ParentRow[];
  students: StudentRow[];
}

/** Each field that differs between two snapshots of one family, named by whose field it is. */
export function fieldChanges(before: FamilySnapshot, after: FamilySnapshot): ActivityChange[] {
  const changes = diffRow('the household', before.family, after.family, HOUSEHOLD_FIELDS);
  for (const parent of after.parents) {
    const old = before.parents.find((p) => p.id === parent.id);
    changes.push(...diffRow(`Parent ${parent.position}`, old, parent, PARENT_FIELDS));
  }
  for (const student of after.students) {
    const old = before.students.find((s) => s.id === student.id);
    changes.push(...diffRow(`Student ${student.position} (${student.name})`, old, student, STUDENT_FIELDS));
  }
  return changes;
}

/**
 * The same words for the family profile's API shape, which a case study's snapshot has (modules/case-studies):
 * "Parent 1's annual income from $95,000 to $80,000". Its fields have the rows' names; a field it lacks never differs.
 */
export function profileFieldChanges(before: FamilyProfile, after: FamilyProfile): ActivityChange[] {
  const household: Partial<Record<keyof FamilyProfile, FieldLabel>> = HOUSEHOLD_FIELDS;
  const parentFields: Partial<Record<keyof FamilyProfile['parents'][number], FieldLabel>> = PARENT_FIELDS;
  const studentFields: Partial<Record<keyof FamilyProfile['students'][number], FieldLabel>> = STUDENT_FIELDS;
  const changes = diffRow('the household', before, after, household);
  for (const parent of after.parents) {
    const old = before.parents.find((p) => p.id === parent.id);
    changes.push(...diffRow(`Parent ${parent.position}`, old, parent, parentFields));
  }
  for (const student of after.students) {
    const old = before.students.find((s) => s.id === student.id);
    changes.push(...diffRow(`Student ${student.position} (${student.name})`, old, student, studentFields));
  }
  return changes;
}
