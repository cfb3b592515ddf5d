/* A case study's content: a snapshot in the family profile's shape, its new parents and students, and
 * its figures from the aid engine (through modules/sai-figures). */
import {
  DraftFavouriteSchema,
  type DraftProfile,
  type FamilyProfile,
  FamilyProfileResponseSchema,
  type Parent,
  type Student,
  type UpdateParentRequest,
} from '@ccp/contracts';
import { z } from 'zod';
import { AppError } from '../../errors';
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
