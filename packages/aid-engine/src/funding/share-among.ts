/**
 * Shares `amount` whole dollars among needs as evenly as possible: each need gets an equal part, a need smaller
 * than its part is met in full and the rest is shared among the others (water-filling). Never more than a need,
 * never more than `amount` in all; the first needs take any odd dollar.
 */
export function shareAmong(amount: number, needs: readonly number[]): number[] {
  const given = needs.map(() => 0);
  let left = Math.max(Math.floor(amount), 0);
  let open = needs.map((n, i) => ({ i, need: Math.max(Math.floor(n), 0) })).filter((x) => x.need > 0);
  while (left > 0 && open.length > 0) {
    const part = Math.floor(left / open.length);
    if (part === 0) {
      for (const x of open) {
        if (left === 0) break;
        given[x.i] = (given[x.i] as number) + 1;
        x.need -= 1;
        left -= 1;
      }
    } else {
      for (const x of open) {
        const take = Math.min(part, x.need);
        given[x.i] = (given[x.i] as number) + take;
        x.need -= take;
        left -= take;
      }
    }
    open = open.filter((x) => x.need > 0);
  }
  return given;
}
