import { fundingPlan } from './funding-plan';
import type { FundingPlanInput, FundingPlanYearInput, PayStatus } from './funding-types';

export interface CanWePay {
  /** Null when the plan has no price for the college (it publishes no cost) or the student has no year to fund. */
  status: PayStatus | null;
  line: string;
  netPrice: number | null;
  resources: number | null;
  studentLoans: number | null;
  parentPlus: number | null;
  gap: number | null;
}

type StudentRow = FundingPlanYearInput['students'][number];

const UNKNOWN: CanWePay = {
  status: null,
  line: 'Not known: the college publishes no cost, or the student has no year in college to plan.',
  netPrice: null,
  resources: null,
  studentLoans: null,
  parentPlus: null,
  gap: null,
};

/**
 * "Can we pay for this?" for one student at each of several colleges: the family's funding plan (its choices, its
 * other students as planned) with the student's rows replaced by the rows of each college in turn (from
 * `fourYearPlanWithColleges`, aligned with `input.years`). One line per college: covered by savings and income,
 * needs loans within the federal limits, or leaves a gap of $X beyond them. Repayment is not worked out here.
 */
export function canWePay(
  input: FundingPlanInput,
  studentId: string,
  alternatives: readonly (readonly StudentRow[])[],
): CanWePay[] {
  return alternatives.map((rows) => {
    const years = input.years.map((year, i) => ({
      ...year,
      students: year.students.map((r) => (r.studentId === studentId ? (rows[i] ?? r) : r)),
    }));
    const plan = fundingPlan({ ...input, years }, { repayment: false });
    const s = plan.students.find((x) => x.studentId === studentId);
    if (!s) return UNKNOWN;
    return {
      status: s.status,
      line: s.statusLine,
      netPrice: s.netPrice,
      resources: s.resourcesTotal,
      studentLoans: s.studentLoans,
      parentPlus: s.parentPlus,
      gap: s.gap,
    };
  });
}
