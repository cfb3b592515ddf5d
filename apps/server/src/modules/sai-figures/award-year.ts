import { awardYearName, supportedAwardYears, tablesForAwardYear } from '@ccp/aid-engine';

/** The FAFSA award year running on a date: it starts on July 1 (on 2026-11-21 it is 2026-27). */
export function currentAwardYearStart(today: Date): number {
  return today.getUTCMonth() >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
}

/**
 * The award year whose aid the student's SAI is for: the year starting when the student finishes high school
 * (graduation year 2027 -> 2027-28), or the current one for a student already in college or without a year.
 * A year before the engine's first table set uses that first set.
 */
export function awardYearFor(graduationYear: number | null, today: Date = new Date()): string {
  const current = currentAwardYearStart(today);
  const start = graduationYear !== null && graduationYear > current ? graduationYear : current;
  const name = awardYearName(start);
  if (tablesForAwardYear(name)) return name;
  return supportedAwardYears()[0] as string;
}

/** The tax year the FAFSA reads for an award year: the prior-prior year (2026-27 -> 2024). */
export function taxYearOf(awardYear: string): number {
  return Number(awardYear.slice(0, 4)) - 2;
}
