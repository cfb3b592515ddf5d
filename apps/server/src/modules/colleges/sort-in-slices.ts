/** Comparisons between two pauses of `sortInSlices`. */
const SORT_SLICE = 8_192;
const SORT_RUN = 32;

/**
 * The positions 0..n-1 sorted by `compare`, as a bottom-up merge sort that pauses after every few thousand
 * elements merged, so that a large sort does not hold the event loop.
 */
export async function sortInSlices(
  n: number,
  compare: (a: number, b: number) => number,
  pause: () => Promise<void>,
): Promise<Int32Array> {
  let from = new Int32Array(n);
  for (let i = 0; i < n; i += 1) from[i] = i;
  for (let lo = 0; lo < n; lo += SORT_RUN) from.subarray(lo, Math.min(lo + SORT_RUN, n)).sort(compare);
  let to = new Int32Array(n);
  let work = 0;
  for (let width = SORT_RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) to[k++] = compare(from[i]!, from[j]!) <= 0 ? from[i++]! : from[j++]!;
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
      work += hi - lo;
      if (work >= SORT_SLICE) {
        work = 0;
        await pause();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
