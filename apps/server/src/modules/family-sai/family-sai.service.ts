import { estimateFederalTaxes, filingAwardYear } from '@ccp/aid-engine';
import type { FamilySaiResponse, FilingStatus, TaxEstimateResponse } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import * as repo from '../family-profile/family-profile.repository';
import { awardYearFor, taxYearOf } from '../sai-figures/award-year';
import { computeFamilySai } from '../sai-figures/compute-family-sai';
import { engineProfile, engineStudent } from '../sai-figures/engine-input';

/** The federal SAI of one student (the first when none is asked for), with its explanation and what-ifs. */
export async function getSai(db: Db, actor: Actor, studentId?: string): Promise<FamilySaiResponse> {
  const family = await repo.findFamilyByUser(db, actor.userId);
  if (!family) throw notFound('Your family profile');
  const [parents, students] = await Promise.all([
    repo.listParents(db, family.id),
    repo.listStudents(db, family.id),
  ]);
  const list = students.map((s) => ({
    id: s.id,
    name: s.name,
    position: s.position,
    graduationYear: s.graduationYear,
  }));
  const student = studentId ? students.find((s) => s.id === studentId) : students[0];
  if (studentId && !student) throw notFound('That student');
  const missing: string[] = [];
  if (!student) missing.push('Add a student on your profile: the SAI is computed for a student.');
  if (parents.length === 0) missing.push('Add at least one parent with their income on your profile.');
  // The graduation year decides the award year and the tax year: no figure is shown for a student without one.
  if (student && student.graduationYear === null) {
    missing.push(
      `Add ${student.name}’s high-school graduation year on your profile: it decides which aid year and which tax return the SAI uses.`,
    );
  }
  if (!student || parents.length === 0 || student.graduationYear === null) {
    return { students: list, result: null, missing };
  }

  const result = computeFamilySai(
    engineProfile(family, parents),
    engineStudent(student),
    student.id,
    student.name,
    awardYearFor(student.graduationYear),
  );
  return { students: list, result, missing };
}

/** The engine's federal tax estimate for the tax year of the FAFSA a family files on the day. */
export function taxEstimate(
  input: {
    wages: number;
    spouseWages?: number | undefined;
    filingStatus: FilingStatus;
    preTaxRetirement?: number | undefined;
    deductibleIra?: number | undefined;
    scheduleC?: number | undefined;
    childrenUnder17?: number | undefined;
    age?: number | undefined;
  },
  today: Date = new Date(),
): TaxEstimateResponse {
  // The return a family files the FAFSA with now: from 1 October the next award year's (on 2026-11-28, 2027-28's,
  // which reads tax year 2025).
  const taxYear = taxYearOf(filingAwardYear(today));
  const estimate = estimateFederalTaxes({
    wages: input.wages,
    filingStatus: input.filingStatus,
    taxYear,
    ...(input.spouseWages !== undefined ? { spouseWages: input.spouseWages } : {}),
    // The same AGI the SAI uses (docs/sai/profile-mapping.md): pay − pre-tax plan − deductible IRA.
    preTaxRetirementContributions: input.preTaxRetirement ?? 0,
    adjustmentsToIncome: input.deductibleIra ?? 0,
    // Schedule C profit (or loss) is income for the tax; self-employment tax is not the FAFSA's income tax.
    otherIncome: input.scheduleC ?? 0,
    qualifyingChildren: input.childrenUnder17 ?? 0,
    ...(input.age !== undefined ? { ages: [input.age - 1] } : {}),
  });
  return {
    taxYear: estimate.taxYear,
    agi: estimate.agi,
    standardDeduction: estimate.standardDeduction,
    taxableIncome: estimate.taxableIncome,
    incomeTax: estimate.incomeTax,
    payrollTax: estimate.payrollTax,
    assumptions: estimate.assumptions,
  };
}
