import { SAI_TABLES_2025_26 } from './2025-26';
import { SAI_TABLES_2026_27 } from './2026-27';
import { SAI_TABLES_2027_28 } from './2027-28';
import type { SaiTables } from './sai-tables';

/**
 * Every award year with its own data file, oldest first: the one list of supported years. Adding a year = a new
 * data file + one line here.
 */
export const SAI_TABLE_SETS: readonly SaiTables[] = [
  SAI_TABLES_2025_26,
  SAI_TABLES_2026_27,
  SAI_TABLES_2027_28,
];

const LATEST = SAI_TABLE_SETS[SAI_TABLE_SETS.length - 1] as SaiTables;

/** Parses '2026-27' into its first calendar year (2026); null when the text is not an award year. */
export function awardYearStart(awardYear: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(awardYear);
  if (!match) return null;
  const start = Number(match[1]);
  if ((start + 1) % 100 !== Number(match[2])) return null;
  return start;
}

/**
 * The tax year whose return an award year's FAFSA reads: the prior-prior year (2025 for 2027-28). Throws a
 * RangeError when the text is not an award year.
 */
export function priorPriorTaxYear(awardYear: string): number {
  const start = awardYearStart(awardYear);
  if (start === null) throw new RangeError(`Not an award year: ${awardYear}`);
  return start - 2;
}

/** "2027-28" for the award year starting in 2027. */
export function awardYearLabel(start: number): string {
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export interface TablesLookup {
  readonly tables: SaiTables;
  /** True when the award year is later than the latest table set and its figures are projected. */
  readonly projected: boolean;
}

/** The tables for an award year; a later year without tables gets the latest set, flagged projected. */
export function tablesForAwardYear(awardYear: string): TablesLookup | null {
  const own = SAI_TABLE_SETS.find((t) => t.awardYear === awardYear);
  if (own) return { tables: own, projected: false };
  const start = awardYearStart(awardYear);
  const latestStart = awardYearStart(LATEST.awardYear) as number;
  if (start !== null && start > latestStart) return { tables: LATEST, projected: true };
  return null;
}

/** The award years that have their own table set, oldest first. */
export function supportedAwardYears(): string[] {
  return SAI_TABLE_SETS.map((t) => t.awardYear);
}

/**
 * The award year whose FAFSA families file on a date, reading their latest tax return: the form for award year
 * Y-(Y+1) opens on 1 October of Y-1, so from 1 October the next one (on 2026-11-28: 2027-28, reading 2025; on
 * 2026-09-30: 2026-27). The one rule for "now": the two-minute estimate answers for it, the tax estimate reads its
 * tax year, and a profile's income and assets stand for it (the base award year of every figure). Never before the
 * engine's first tables. A pure function of the date given (UTC).
 */
export function filingAwardYear(today: Date): string {
  const year = today.getUTCFullYear();
  const filing = today.getUTCMonth() >= 9 ? year + 1 : year;
  const first = awardYearStart(SAI_TABLE_SETS[0]?.awardYear ?? '') as number;
  return awardYearLabel(Math.max(filing, first));
}
