import { awardYearLabel, awardYearStart, dependencyStatus, filingAwardYear } from '@ccp/aid-engine';
import { type StudentDraft, studentRequest } from './family-drafts';

/**
 * Whether the FAFSA asks about no parent for this student: independent by the dependency questions (Formula B or
 * C, provisionally too) or parents who refuse. The aid engine's rule for the award year of the student's first
 * college year, as the server decides it when onboarding finishes (ADR 0059).
 */
export function studentNeedsNoParent(student: StudentDraft, today: Date = new Date()): boolean {
  const request = studentRequest(student);
  const base = awardYearStart(filingAwardYear(today)) as number;
  const first = request.graduationYear;
  const awardYear = awardYearLabel(typeof first === 'number' && first > base ? first : base);
  const status = dependencyStatus(
    {
      birthYear: request.birthYear ?? null,
      dependency: request.dependency ?? null,
      incomeAmount: null,
      taxAmount: null,
      savingsAmount: null,
      utmaAmount: null,
      filedTaxes: null,
    },
    awardYear,
  );
  return status.kind !== 'dependent';
}

export const NO_PARENT_DEPENDENT_MESSAGE =
  'With no parent, the student must be independent: give a year of birth 24 or more years before the year college starts, or tick the question that applies (or go back to the Parents step and add a parent).';
