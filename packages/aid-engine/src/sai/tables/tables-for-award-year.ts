import { SAI_TABLES_2025_26 } from './2025-26';
import { SAI_TABLES_2026_27 } from './2026-27';
import type { SaiTables } from './sai-tables';

/** Every award year with its own data file, oldest first. Adding a year = a new data file + one line here. */
export const SAI_TABLE_SETS: readonly SaiTables[] = [SAI_TABLES_2025_26, SAI_TABLES_2026_27];

const LATEST = SAI_TABLE_SETS[SAI_TABLE_SETS.length - 1] as SaiTables;

/** Parses '2026-27' into its first calendar year (2026); null when the text is not an award year. */
export function awardYearStart(awardYear: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(awardYear);
  if (!match) return null;
  const start = Number(match[1]);
  if ((start + 1) % 100 !== Number(match[2])) return null;
  return start;
}

export interface TablesLookup {
  readonly tables: SaiTables;
  /** True when the award year is later than the latest table set and its figures are projected. */
  readonly projected: boolean;
}

const EXACT: readonly TablesLookup[] = [
  { tables: SAI_TABLES_2025_26, projected: false },
  { tables: SAI_TABLES_2026_27, projected: false },
];
const PROJECTED: TablesLookup = { tables: LATEST, projected: true };

/** The tables for an award year; a later year without tables gets the latest set, flagged projected. */
export function tablesForAwardYear(awardYear: string): TablesLookup | null {
  for (const lookup of EXACT) {
    if (lookup.tables.awardYear === awardYear) return lookup;
  }
  const start = awardYearStart(awardYear);
  const latestStart = awardYearStart(LATEST.awardYear) as number;
  if (start !== null && start > latestStart) return PROJECTED;
  return null;
}

/** The award years that have their own table set, oldest first. */
export function supportedAwardYears(): string[] {
  return SAI_TABLE_SETS.map((t) => t.awardYear);
}
