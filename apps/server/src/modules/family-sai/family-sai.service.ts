import { estimateFederalTaxes, filingAwardYear } from '@ccp/aid-engine';
import type { FamilySaiResponse, FilingStatus, TaxEstimateResponse } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import { basisForActor } from '../family-figures/family-figures.service';
import { basisDto, type FiguresBasis, yearContextOf } from '../family-figures/figures-basis';
import { taxYearOf } from '../sai-figures/award-year';
import { computeFamilySai } from '../sai-figures/compute-family-sai';

/**
 * The federal SAI of one student (the first when none is asked for), with its explanation and what-ifs, for the
 * student's first college year from the figures basis (the family's own, or a case study's while staff act as it).
 */
export async function getSai(
  db: DbOrTx,
  actor: Actor,
  studentId?: string,
  familyVersionId?: string,
): Promise<FamilySaiResponse> {
  return saiOfBasis(await basisForActor(db, actor, familyVersionId), studentId);
}

/** The SAI page's answer for one student of a basis. */
export function saiOfBasis(basis: FiguresBasis, studentId?: string): FamilySaiResponse {
  const list = basis.students.map((s) => ({
    id: s.id,
    name: s.name,
    position: s.position,
    graduationYear: s.graduationYear,
  }));
  const student = studentId ? basis.students.find((s) => s.id === studentId) : basis.students[0];
  if (studentId && !student) throw notFound('That student');
  const missing: string[] = [];
  if (!student) missing.push('Add a student on your profile: the SAI is computed for a student.');
  const dependency = student?.dependency;
  // Independent (Formula B or C) or parents who refuse: the FAFSA asks about no parent.
  const independent = dependency !== undefined && dependency.kind !== 'dependent';
  if (!basis.hasParents && !independent)
    missing.push('Add at least one parent with their income on your profile.');
  // The graduation year decides the award year and the tax year: no figure is shown for a student without one.
  if (student && student.graduationYear === null) {
    missing.push(
      `Add ${student.name}’s high-school graduation year on your profile: it decides which aid year and which tax return the SAI uses.`,
    );
  }
  const basisInfo = basisDto(basis);
  // Parents who refuse to give their information (no unusual circumstances): the FAFSA gives no SAI at all.
  const noSai = dependency?.kind === 'parents_refuse' ? dependency.explanation : null;
  if (!student || (!basis.hasParents && !independent) || student.graduationYear === null || noSai) {
    return { students: list, result: null, missing, basis: basisInfo, noSai };
  }
  const result = computeFamilySai(
    basis.profile,
    student.engine,
    student.id,
    student.name,
    yearContextOf(basis, student.awardYear),
  );
  return { students: list, result, missing, basis: basisInfo, noSai: null };
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
    spouseAge?: number | undefined;
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
    // Ages at the end of the tax year, as the SAI takes them (`ageInTaxYear`): one year younger than today.
    ...(input.age !== undefined || input.spouseAge !== undefined
      ? {
          ages: [
            input.age === undefined ? null : input.age - 1,
            ...(input.spouseWages !== undefined && input.spouseAge !== undefined
              ? [input.spouseAge - 1]
              : []),
          ],
        }
      : {}),
  });
  return {
    taxYear: estimate.taxYear,
    agi: estimate.agi,
    standardDeduction: estimate.standardDeduction,
    taxableIncome: estimate.taxableIncome,
    childTaxCredit: estimate.childTaxCredit,
    incomeTax: estimate.incomeTax,
    payrollTax: estimate.payrollTax,
    assumptions: estimate.assumptions,
  };
}
