import { awardYearLabel, supportedAwardYears } from '@ccp/aid-engine';

/* Which award year a figure is for (docs/decisions/0046). */

/** The FAFSA award year running on a date: it starts on July 1 (on 2026-11-21 it is 2026-27). */
export function currentAwardYearStart(today: Date): number {
  return today.getUTCMonth() >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
}

/**
 * The award year whose FAFSA families file now, reading their latest tax return: the next one from October 1, when
 * its FAFSA opens (on 2026-11-28: 2027-28, reading 2025), the one that has begun from July to September. The
 * profile's income and assets stand for this year (the base award year); never before the engine's first tables.
 */
export function baseAwardYearStart(today: Date): number {
  const filing = today.getUTCMonth() >= 9 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
  const first = Number((supportedAwardYears()[0] as string).slice(0, 4));
  return Math.max(filing, first);
}

export function baseAwardYear(today: Date = new Date()): string {
  return awardYearLabel(baseAwardYearStart(today));
}

/**
 * The award year a student's figures are for: its first college year (the autumn after high-school graduation,
 * a year later after a gap year), or the base award year for a student already in college or without a year.
 */
export function awardYearFor(firstYearStart: number | null, today: Date = new Date()): string {
  const base = baseAwardYearStart(today);
  return awardYearLabel(firstYearStart !== null && firstYearStart > base ? firstYearStart : base);
}

/** The tax year the FAFSA reads for an award year: the prior-prior year (2027-28 -> 2025). */
export function taxYearOf(awardYear: string): number {
  return Number(awardYear.slice(0, 4)) - 2;
}
