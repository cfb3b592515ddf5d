/* A college's figures for one student of a figures basis (docs/decisions/0046, 0062): the pricing key every college
 * screen, the staff's family detail and the case-study comparison work from. */
import type { CollegePriceYear, FamilyNetPrice } from '@ccp/aid-engine';
import type { schema } from '@ccp/db';
import { collegePriceYearFor, familyPricingOf, type PricingKey } from '../college-pricing/college-costs';
import type { PolicyBook } from '../college-pricing/policy-book';
import { type BasisStudent, type FiguresBasis, studentFiguresIn } from './figures-basis';

type CollegeRow = typeof schema.colleges.$inferSelect;

/**
 * The student's own pricing key for the award year starting `start` (its first college year by default): the
 * family's state and price growth, the student's SAI, institutional estimate, Pell, the parents' income grown to
 * that year, where it will live and whether the family lives in a community college's district.
 */
export function studentPricingKey(
  basis: FiguresBasis,
  student: BasisStudent,
  policies: PolicyBook,
  start: number = student.startYear,
): PricingKey {
  const figures = studentFiguresIn(basis, student, start);
  return {
    familyState: basis.state,
    federalSai: figures?.federalSai ?? null,
    institutionalSai: figures?.institutional.estimate ?? null,
    income: figures?.income ?? basis.income,
    priceYearStart: start,
    annualIncreasePercent: basis.rates.costGrowthPercent,
    pellAward: figures?.pell.annualAward ?? null,
    living: student.living,
    inDistrict: student.inDistrict,
    policies,
  };
}

export interface CollegeFigures {
  /** The spec's cost of attendance: tuition, fees, room and board. */
  costOfAttendance: number | null;
  tuitionFeesRoomBoard: number | null;
  /** The full cost of attendance: need and net price are worked out from it. */
  fullCost: number | null;
  need: number | null;
  netPrice: FamilyNetPrice;
  /** The grants and scholarships the net price assumes at the full cost (the engine's `grantsAndScholarships`). */
  grants: number | null;
}

const NO_PRICE: FamilyNetPrice = {
  estimate: null,
  low: null,
  high: null,
  method: 'unavailable',
  need: null,
  aidIndex: 'federal',
  fullNeedCapped: false,
  guarantee: null,
  label: 'No net price: the college publishes no tuition.',
};

/** One college's spec cost of attendance, full cost, need and net price for a pricing key. */
export function collegeFigures(row: CollegeRow, key: PricingKey): CollegeFigures {
  return collegeFiguresOfYear(collegePriceYearFor(row, key), key);
}

/** The same, from the college's prices in the key's year (null: it publishes no tuition), worked out beforehand. */
export function collegeFiguresOfYear(year: CollegePriceYear | null, key: PricingKey): CollegeFigures {
  const priced = year && familyPricingOf(year, key);
  if (!priced)
    return {
      costOfAttendance: null,
      tuitionFeesRoomBoard: null,
      fullCost: null,
      need: null,
      netPrice: NO_PRICE,
      grants: null,
    };
  return {
    costOfAttendance: priced.tuitionFeesRoomBoard,
    tuitionFeesRoomBoard: priced.tuitionFeesRoomBoard,
    fullCost: priced.costOfAttendance,
    need: priced.need,
    netPrice: priced.netPrice,
    grants: priced.grants,
  };
}
