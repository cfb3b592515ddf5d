import { roundDollars } from '../round';
import { applySchedule } from './schedule';
import type { SaiTables } from './tables/sai-tables';

/** Adjusted business/farm net worth (Tables A3/B2/C4, docs/sai/formula.md §2.4); below $1 it is 0. */
export function adjustedBusinessFarmNetWorth(tables: SaiTables, netWorth: number): number {
  if (netWorth < 1) return 0;
  return roundDollars(applySchedule(tables.businessFarm, netWorth));
}
