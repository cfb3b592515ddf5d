import { useState } from 'react';

/**
 * The selected parent or student (docs/product-spec.md §4, profile fetch): the first one by default; a refetch keeps
 * the current selection while it still exists, and falls back to the first when it is gone.
 */
export function useSelection(ids: readonly string[]): [string | null, (id: string) => void] {
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen !== null && ids.includes(chosen) ? chosen : (ids[0] ?? null);
  return [selected, setChosen];
}
