import { roundHalfAwayFromZero } from '../round';

/**
 * A yearly cost carried from one year to another, compounding annually at `rate` (0.04 = 4% a year), in whole
 * dollars (halves away from zero). Years are calendar or award-year start years; an earlier `toYear` discounts.
 */
export function projectCost(cost: number, fromYear: number, toYear: number, rate: number): number {
  if (!Number.isFinite(cost) || !Number.isFinite(fromYear) || !Number.isFinite(toYear) || !(rate > -1)) {
    throw new RangeError('projectCost needs finite numbers and a rate above -100%');
  }
  return roundHalfAwayFromZero(cost * (1 + rate) ** (toYear - fromYear));
}
