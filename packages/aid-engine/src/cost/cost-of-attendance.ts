import { roundHalfAwayFromZero } from '../round';
import type { CollegeCostInput } from './college-input';

export interface CostOfAttendance {
  total: number;
  tuition: number;
  /** Which tuition figure was used. */
  tuitionBasis: 'in-state' | 'out-of-state' | 'general';
  /** True when the family's state equals the college's state. */
  inState: boolean;
  fees: number;
  roomAndBoard: number;
  /** The rule applied, in plain words. */
  rule: string;
}

function dollars(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? roundHalfAwayFromZero(value) : 0;
}

function sameState(a: string | null | undefined, b: string | null | undefined): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const x = a.trim().toUpperCase();
  return x !== '' && x === b.trim().toUpperCase();
}

/**
 * Yearly cost of attendance by the product rule (docs/product-spec.md §9): when the family's state equals the college's state,
 * in-state tuition (the general tuition when in-state is 0); otherwise out-of-state tuition (the general tuition
 * when out-of-state is 0); plus the full-time fee plus room and board. Null figures count as 0.
 */
export function costOfAttendance(college: CollegeCostInput, familyState: string | null): CostOfAttendance {
  const inState = sameState(familyState, college.state);
  const specific = dollars(inState ? college.tuitionFeeInState : college.tuitionFeeOutState);
  const general = dollars(college.tuitionFee);
  const tuition = specific > 0 ? specific : general;
  const tuitionBasis: CostOfAttendance['tuitionBasis'] =
    specific > 0 ? (inState ? 'in-state' : 'out-of-state') : 'general';
  const fees = dollars(college.fullTimeFee);
  const roomAndBoard = dollars(college.roomAndBoardFee);
  const which = inState ? 'in-state' : 'out-of-state';
  return {
    total: tuition + fees + roomAndBoard,
    tuition,
    tuitionBasis,
    inState,
    fees,
    roomAndBoard,
    rule:
      (inState
        ? 'The family lives in the college’s state: in-state tuition'
        : 'The family lives outside the college’s state (or a state is unknown): out-of-state tuition') +
      (tuitionBasis === 'general' ? ` (the ${which} figure is 0, so the general tuition)` : '') +
      ' + full-time fee + room and board.',
  };
}
