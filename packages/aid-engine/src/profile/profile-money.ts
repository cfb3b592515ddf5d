import { roundHalfAwayFromZero } from '../round';

/** Whole dollars of a profile amount; null, undefined or not finite = 0. */
export function dollars(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? roundHalfAwayFromZero(value) : 0;
}

/** Whole dollars, not below 0. */
export function positiveDollars(value: number | null | undefined): number {
  return Math.max(dollars(value), 0);
}

/** True when the profile holds a number (not null/unknown). */
export function known(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
