/* A college's figures for one student of a figures basis (docs/decisions/0046): the pricing key every college
 * screen, the staff's family detail and the case-study comparison work from. */
import type { schema } from '@ccp/db';
import {
  collegeCoaTotal,
  collegeNeed,
  collegeNetPrice,
  type NetPrice,
  type PricingKey,
} from '../college-pricing/college-costs';
import { type BasisStudent, type FiguresBasis, studentFiguresIn } from './figures-basis';

type CollegeRow = typeof schema.colleges.$inferSelect;

/**
 * The student's own pricing key for the award year starting `start` (its first college year by default): the
 * family's state and price growth, the student's SAI, institutional estimate, Pell and the parents' income grown to
 * that year.
 */
export function studentPricingKey(
  basis: FiguresBasis,
  student: BasisStudent,
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
  };
}

export interface CollegeFigures {
  costOfAttendance: number | null;
  need: number | null;
  netPrice: NetPrice;
}

/** One college's cost of attendance, need and net price for a pricing key. */
export function collegeFigures(row: CollegeRow, key: PricingKey): CollegeFigures {
  const coa = collegeCoaTotal(row, key.familyState, key.priceYearStart, key.annualIncreasePercent);
  return {
    costOfAttendance: coa,
    need: coa === null ? null : collegeNeed(coa, key.federalSai),
    netPrice: collegeNetPrice(row, coa, key),
  };
}
