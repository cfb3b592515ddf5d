import { sizeTableValue } from './size-table';
import type { SaiTables } from './tables/sai-tables';

/**
 * HHS poverty guideline of the prior-prior calendar year by family size and state of legal residence
 * (docs/sai/formula.md §1.1, §1.4): Alaska and Hawaii have their own tables; every other state, territory, foreign or
 * unknown residence uses the 48-states table.
 */
export function povertyGuideline(tables: SaiTables, familySize: number, state: string | undefined): number {
  const p = tables.poverty;
  const table = state === 'AK' ? p.alaska : state === 'HI' ? p.hawaii : p.contiguous;
  return sizeTableValue(table, Math.max(familySize, 1));
}
