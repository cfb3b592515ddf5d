import type { ScheduleRow } from './tables/sai-tables';

/** Applies a progressive schedule: the last row whose `over` the amount exceeds (the first row otherwise). */
export function applySchedule(rows: readonly ScheduleRow[], amount: number): number {
  for (let i = rows.length - 1; i > 0; i--) {
    const row = rows[i] as ScheduleRow;
    if (amount > row.over) return row.base + row.rate * (amount - row.over);
  }
  const first = rows[0] as ScheduleRow;
  return first.base + first.rate * (amount - first.over);
}
