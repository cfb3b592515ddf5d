import { awardYearLabel, awardYearStart, filingAwardYear } from '@ccp/aid-engine';

/* Which award year a figure is for (docs/decisions/0046). "Now" is the engine's one rule, `filingAwardYear`: the
 * award year whose FAFSA families file on the day (from 1 October the next one), which the profile's income and
 * assets stand for (the base award year), the two-minute estimate answers for and the tax estimate reads. */

/** The academic year under way on the day (its start): from July 1 the one beginning that autumn. */
export function currentAwardYearStart(today: Date): number {
  return today.getUTCMonth() >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
}

/**
 * The award year a student's figures are for: its first college year (the autumn after high-school graduation,
 * a year later after a gap year), or the base award year for a student already in college or without a year.
 */
export function awardYearFor(firstYearStart: number | null, today: Date = new Date()): string {
  const base = awardYearStart(filingAwardYear(today)) as number;
  return awardYearLabel(firstYearStart !== null && firstYearStart > base ? firstYearStart : base);
}

/** The tax year the FAFSA reads for an award year: the prior-prior year (2027-28 -> 2025). */
export function taxYearOf(awardYear: string): number {
  return Number(awardYear.slice(0, 4)) - 2;
}
