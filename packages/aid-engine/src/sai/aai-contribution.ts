import { roundDollars } from '../round';
import { applySchedule } from './schedule';
import type { SaiTables } from './tables/sai-tables';

/** Table A5 (= C6, docs/sai/formula.md §2.6): contribution from adjusted available income; may be as low as the floor. */
export function aaiContribution(tables: SaiTables, aai: number): number {
  const a = tables.aaiAssessment;
  if (aai < a.floorBelow) return a.floorContribution;
  return roundDollars(applySchedule(a.rows, aai));
}
