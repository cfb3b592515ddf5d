import type { SizeTable } from './tables/sai-tables';

/** Value of a by-family-size table: sizes below the first listed use it; above the last add `perAdditional`. */
export function sizeTableValue(table: SizeTable, familySize: number): number {
  const values = table.values;
  const index = familySize - table.minSize;
  if (index <= 0) return values[0] as number;
  if (index < values.length) return values[index] as number;
  return (values[values.length - 1] as number) + (index - values.length + 1) * table.perAdditional;
}
