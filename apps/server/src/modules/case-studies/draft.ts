/* A case study's content: a snapshot in the family profile's shape, the profile rules applied to its edits, and
 * its figures from the aid engine (through modules/sai-figures). */
import {
  answerYesFirst,
  DraftFavouriteSchema,
  type DraftProfile,
  type FamilyProfile,
  FamilyProfileResponseSchema,
  GUARDED_ANSWERS,
  graduationYearError,
  guardedFields,
  inCollegeError,
  type Parent,
  RESIDENCE_EQUITY_ONLY_IF_OWNED,
  residenceEquityAsked,
  STUDENT_TAX_NEEDS_FILING,
  type Student,
  studentTaxAsked,
  type UpdateFamilyProfileRequest,
  type UpdateParentRequest,
  type UpdateStudentRequest,
} from '@ccp/contracts';
import zipcodes from 'zipcodes';
import { z } from 'zod';
import { AppError, validationFailed } from '../../errors';
import { awardYearFor } from '../sai-figures/award-year';
import { computeStoredFigures } from '../sai-figures/compute-family-sai';
import { studentSaiAndPell } from '../sai-figures/student-sai-and-pell';
import type { VersionRow } from './case-studies.repository';

export const DraftSnapshotSchema = z.object({
  profile: FamilyProfileResponseSchema,
  favourites: z.array(DraftFavouriteSchema),
});
export type DraftSnapshot = z.infer<typeof DraftSnapshotSchema>;

export function readSnapshot(version: VersionRow): DraftSnapshot {
  const parsed = DraftSnapshotSchema.safeParse(version.snapshot);
  if (!parsed.success)
    throw new AppError('CONFLICT', 'This case study cannot be read. Delete it and clone again.');
  return parsed.data;
}

/** A copy of a profile for a new case study: parents get ids of their own (delete-clone-parent names one). */
export function copyForDraft(profile: FamilyProfile, favourites: DraftSnapshot['favourites']): DraftSnapshot {
  return {
    profile: {
      ...profile,
      helpRequest: null,
      parents: profile.parents.map((p) => ({ ...p, id: crypto.randomUUID() })),
    },
    favourites: favourites.map((f) => ({ ...f, id: crypto.randomUUID() })),
  };
}

export interface Figures {
  federalSai: number | null;
  institutionalSai: number | null;
  pellAward: number | null;
}

/** The figures of a profile as the stored SAI has them: the first student's, from the aid engine. */
export function figuresOf(profile: FamilyProfile, today: Date = new Date()): Figures {
  const student = profile.students[0];
  if (!student) return { federalSai: null, institutionalSai: null, pellAward: null };
  const awardYear = awardYearFor(student.graduationYear, today);
  const stored = computeStoredFigures(profile, student, awardYear);
  const { pellAward } = studentSaiAndPell(profile, student, awardYear, profile.parents.length > 0);
  return { ...stored, pellAward };
}

/** The draft as the API answers it: the profile's shape with the draft's own figures. */
export function draftAnswer(
  version: VersionRow,
  snapshot: DraftSnapshot,
  today: Date = new Date(),
): DraftProfile {
  const figures = figuresOf(snapshot.profile, today);
  return {
    ...snapshot.profile,
    federalSai: figures.federalSai,
    institutionalSai: figures.institutionalSai,
    saiComputedAt: figures.federalSai === null ? null : version.updatedAt.toISOString(),
    pellAward: figures.pellAward,
    familyVersionId: version.id,
    familyVersionName: version.versionName,
    favourites: snapshot.favourites,
  };
}

/** Keys of an update that were sent (undefined means "leave as it is"). */
export function sentValues<T extends object>(input: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(input) as (keyof T)[]) if (input[key] !== undefined) out[key] = input[key];
  return out;
}

const knownZip = (zip: string) => zipcodes.lookup(zip) !== undefined;

/** The family profile's rules (family-profile.service), applied to a draft's household and finance answers. */
export function profileValues(
  profile: FamilyProfile,
  input: UpdateFamilyProfileRequest,
): Partial<FamilyProfile> {
  const values: Partial<FamilyProfile> = sentValues(input);
  const merged = { ...profile, ...values };
  const fields: Record<string, string> = {};
  const inCollege = inCollegeError(merged.familyMembersCount, merged.familyMembersInCollege);
  if (inCollege) fields.familyMembersInCollege = inCollege;
  if (typeof input.zip === 'string' && !knownZip(input.zip)) {
    fields.zip = 'We do not know this ZIP code. Check the 5 digits.';
  }
  for (const guard of GUARDED_ANSWERS) {
    if (merged[guard.flag]) continue;
    for (const field of guardedFields(guard)) {
      if (input[field] != null) fields[field] = answerYesFirst(guard.question);
      else (values as Record<string, unknown>)[field] = null;
    }
  }
  if (!residenceEquityAsked(merged.primaryResidence) && merged.primaryResidence != null) {
    if (input.residenceEquity != null) fields.residenceEquity = RESIDENCE_EQUITY_ONLY_IF_OWNED;
    else values.residenceEquity = null;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return values;
}

/** The student rules (students.service), applied to a draft student. */
export function studentValues(input: UpdateStudentRequest, current?: Student): Partial<Student> {
  const values: Partial<Student> = sentValues(input);
  const year = input.graduationYear !== undefined ? input.graduationYear : (current?.graduationYear ?? null);
  const type =
    input.overallStudentType !== undefined ? input.overallStudentType : (current?.overallStudentType ?? null);
  const contradiction = graduationYearError(year, type);
  if (contradiction) throw validationFailed({ graduationYear: contradiction });
  const filedTaxes = input.filedTaxes !== undefined ? input.filedTaxes : (current?.filedTaxes ?? null);
  if (!studentTaxAsked(filedTaxes)) {
    if (input.taxAmount != null && input.taxAmount > 0)
      throw validationFailed({ taxAmount: STUDENT_TAX_NEEDS_FILING });
    if (filedTaxes === false) values.taxAmount = null;
  }
  return values;
}

export function newParent(position: number, input: UpdateParentRequest & { firstName: string }): Parent {
  return {
    id: crypto.randomUUID(),
    position,
    firstName: input.firstName,
    lastName: input.lastName ?? '',
    age: input.age ?? null,
    maritalStatus: input.maritalStatus ?? null,
    annualIncome: input.annualIncome ?? null,
    filingStatus: input.filingStatus ?? null,
    standardDeduction: input.standardDeduction ?? null,
    taxableIncome: input.taxableIncome ?? null,
    taxPaid: input.taxPaid ?? null,
    preTaxRetirementAmount: input.preTaxRetirementAmount ?? null,
    deductibleIraAmount: input.deductibleIraAmount ?? null,
    rothRetirementAmount: input.rothRetirementAmount ?? null,
    scheduleCNetProfit: input.scheduleCNetProfit ?? null,
  };
}

export function newStudent(position: number, values: Partial<Student> & { name: string }): Student {
  return {
    id: crypto.randomUUID(),
    position,
    name: values.name,
    graduationYear: values.graduationYear ?? null,
    overallStudentType: values.overallStudentType ?? null,
    gpa: values.gpa ?? null,
    sat: values.sat ?? null,
    act: values.act ?? null,
    filedTaxes: values.filedTaxes ?? null,
    taxAmount: values.taxAmount ?? null,
    incomeAmount: values.incomeAmount ?? null,
    savingsAmount: values.savingsAmount ?? null,
    utmaAmount: values.utmaAmount ?? null,
  };
}
