/* A case study's content: a snapshot in the family profile's shape, its new parents and students, and
 * its figures from the aid engine (through modules/sai-figures). */
import type { DraftProfile, FamilyProfile, Parent, Student, UpdateParentRequest } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { type DraftSnapshot, readSnapshot, toStored } from '../family-figures/case-study-snapshot';
import { planRows } from '../family-figures/family-figures.repository';
import { basisOfProfile } from '../family-figures/family-figures.service';
import type { FamilyRow, VersionRow } from './case-studies.repository';

export { type DraftSnapshot, readSnapshot, toStored };

/**
 * A copy of a profile for a new case study: parents get ids of their own (delete-clone-parent names one), and so do
 * the copies of the favourites and of the aid offers (ADR 0065): editing a copy never touches the family's own.
 */
export function copyForDraft(
  profile: FamilyProfile,
  favourites: DraftSnapshot['favourites'],
  offers: DraftSnapshot['offers'] = [],
): DraftSnapshot {
  return {
    profile: {
      ...profile,
      helpRequest: null,
      parents: profile.parents.map((p) => ({ ...p, id: crypto.randomUUID() })),
    },
    favourites: favourites.map((f) => ({ ...f, id: crypto.randomUUID() })),
    offers: offers.map((offer) => ({
      ...offer,
      id: crypto.randomUUID(),
      items: offer.items.map((item) => ({ ...item, id: crypto.randomUUID() })),
    })),
  };
}

/**
 * The draft as the API answers it: the profile's shape with the draft's own figures, the first student's from the
 * case study's figures basis (the family's growth and plan choices), as its SAI page shows them.
 */
export async function draftAnswer(
  db: DbOrTx,
  family: Pick<FamilyRow, 'id' | 'name'>,
  version: VersionRow,
  snapshot: DraftSnapshot,
  today: Date = new Date(),
): Promise<DraftProfile> {
  const basis = basisOfProfile(
    family,
    snapshot.profile,
    snapshot.favourites,
    await planRows(db, family.id),
    { id: version.id, name: version.versionName },
    today,
  );
  return {
    ...snapshot.profile,
    version: version.editVersion,
    federalSai: basis.federalSai,
    institutionalSai: basis.institutionalSai,
    saiComputedAt: basis.federalSai === null ? null : version.updatedAt.toISOString(),
    pellAward: basis.students[0]?.pellAward ?? null,
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
    relationship: input.relationship ?? 'parent',
    providedMoreSupport: input.providedMoreSupport ?? null,
    householdSize: input.householdSize ?? null,
    assetsAmount: input.assetsAmount ?? null,
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
    livingArrangement: values.livingArrangement ?? null,
    inCollegeDistrict: values.inCollegeDistrict ?? null,
    taxAmount: values.taxAmount ?? null,
    incomeAmount: values.incomeAmount ?? null,
    savingsAmount: values.savingsAmount ?? null,
    utmaAmount: values.utmaAmount ?? null,
    birthYear: values.birthYear ?? null,
    dependency: values.dependency ?? null,
    spouseIncomeAmount: values.spouseIncomeAmount ?? null,
    householdSize: values.householdSize ?? null,
  };
}
