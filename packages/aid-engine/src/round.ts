/**
 * Rounding as docs/sai/formula.md "Conventions" prescribes: round each worksheet result to 3 decimal places, then to a
 * whole dollar, halves away from zero (-0.5 -> -1, 0.5 -> 1). JavaScript's Math.round is wrong for negative
 * halves (Math.round(-2.5) === -2), so it is never used on signed values here.
 */

/** Round half away from zero to a whole number. */
export function roundHalfAwayFromZero(value: number): number {
  return value < 0 ? -Math.floor(-value + 0.5) : Math.floor(value + 0.5);
}

/** Round half away from zero to 3 decimal places (removes binary floating-point noise such as 1.4500000000000002). */
export function roundTo3Decimals(value: number): number {
  return value < 0 ? -Math.floor(-value * 1000 + 0.5) / 1000 : Math.floor(value * 1000 + 0.5) / 1000;
}

/** A worksheet figure in whole dollars: 3 decimals first, then whole dollars, halves away from zero. */
export function roundDollars(value: number): number {
  return roundHalfAwayFromZero(roundTo3Decimals(value));
}

/** Round to the nearest multiple of `step` (e.g. $5 for Pell), halves away from zero. */
export function roundToNearest(value: number, step: number): number {
  return roundHalfAwayFromZero(roundTo3Decimals(value / step)) * step;
}
