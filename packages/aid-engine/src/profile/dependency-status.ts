import { awardYearStart } from '../sai/tables/tables-for-award-year';
import type { DependencyAnswers, StudentInput } from './profile-input';

/** How the FAFSA treats the student (2024-25 on; docs/decisions/0059). */
export type DependencyKind = 'dependent' | 'independent' | 'provisionally_independent' | 'parents_refuse';

export interface DependencyStatus {
  kind: DependencyKind;
  /** The federal formula: A with parents, B independent without dependants other than a spouse, C with
   * dependants; null when the FAFSA gives no SAI (parents refuse, no unusual circumstances). */
  formula: 'A' | 'B' | 'C' | null;
  /** The answers that decided it, in the FAFSA's words (empty for a dependent student). */
  reasons: string[];
  /** One plain sentence for the screen. */
  explanation: string;
}

/** The FAFSA's dependency questions in its order, each with the words that explain a Yes. */
export const DEPENDENCY_QUESTIONS: readonly { key: keyof DependencyAnswers; reason: string }[] = [
  { key: 'married', reason: 'married (or separated but not divorced)' },
  { key: 'graduateStudent', reason: 'a graduate or professional student' },
  { key: 'activeDutyOrVeteran', reason: 'on active duty in the U.S. armed forces, or a veteran' },
  { key: 'supportsDependants', reason: 'supports children or other dependants' },
  {
    key: 'orphanWardOrFoster',
    reason: 'an orphan, a ward of the court or in foster care at any time since 13',
  },
  { key: 'emancipatedOrGuardianship', reason: 'an emancipated minor or in a legal guardianship' },
  { key: 'homelessYouth', reason: 'an unaccompanied youth who is homeless or at risk of homelessness' },
];

/** Born before January 1 of the year the award year starts less 23: 24 or older by that January 1. */
export function isAge24ByAwardYear(birthYear: number | null | undefined, awardYear: string): boolean {
  const start = awardYearStart(awardYear);
  return typeof birthYear === 'number' && start !== null && birthYear <= start - 24;
}

/**
 * The student's dependency status for an award year from the FAFSA's questions: any Yes (or 24 by January 1 of
 * the award year) makes the student independent, Formula C with dependants other than a spouse, else B. Unusual
 * circumstances (abandonment, abuse, parents' incarceration…) make the student provisionally independent until the
 * college's aid office confirms. Parents who refuse to give their information, with no unusual circumstances, leave
 * the student dependent with no SAI: only unsubsidized Direct Loans.
 */
export function dependencyStatus(student: StudentInput, awardYear: string): DependencyStatus {
  const a = student.dependency ?? {};
  const start = awardYearStart(awardYear);
  const reasons: string[] = [];
  if (isAge24ByAwardYear(student.birthYear, awardYear))
    reasons.push(`born before January 1, ${(start as number) - 23}, so 24 or older by then`);
  for (const q of DEPENDENCY_QUESTIONS) if (a[q.key] === true) reasons.push(q.reason);
  const formula = a.supportsDependants === true ? 'C' : 'B';
  if (reasons.length > 0) {
    return {
      kind: 'independent',
      formula,
      reasons,
      explanation: `Independent student (${reasons.join('; ')}): the FAFSA uses the student’s (and spouse’s) income and assets, not the parents’ — Formula ${formula}.`,
    };
  }
  if (a.unusualCircumstances === true) {
    return {
      kind: 'provisionally_independent',
      formula,
      reasons: ['unusual circumstances (for example abandonment, abuse, or parents who are incarcerated)'],
      explanation: `Provisionally independent (unusual circumstances): the FAFSA is filed without the parents and the college’s aid office decides, with documents, whether the student is independent — Formula ${formula} until then.`,
    };
  }
  if (a.parentsRefuse === true) {
    return {
      kind: 'parents_refuse',
      formula: null,
      reasons: ['the parents will not give their information, and there are no unusual circumstances'],
      explanation:
        'Unsubsidized loans only: when parents refuse to give their information (and no unusual circumstances apply), the FAFSA gives no Student Aid Index, so no Pell Grant or other need-based aid; the student can still borrow a Direct Unsubsidized Loan (the dependent student’s yearly limit) once the college’s aid office confirms the parents refused.',
    };
  }
  return {
    kind: 'dependent',
    formula: 'A',
    reasons: [],
    explanation: 'Dependent student: Formula A, with the parents’ income and assets.',
  };
}
