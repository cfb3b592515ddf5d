import { roundDollars } from '../round';
import type { SaiTables } from './tables/sai-tables';

/** Employment expense allowance (docs/sai/formula.md §2.3): 35% of combined earned income, capped, never below 0. */
export function employmentExpenseAllowance(tables: SaiTables, combinedEarned: number): number {
  if (combinedEarned <= 0) return 0;
  const eea = roundDollars(combinedEarned * tables.employmentExpense.rate);
  return Math.min(eea, tables.employmentExpense.cap);
}
