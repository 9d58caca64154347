/**
 * Exact order statistics of durations (no sketches: a live backend's figures can be checked against these).
 * The median of an even count is the mean of the two middle values; p90 is the nearest-rank 90th percentile
 * (the smallest value with at least 90 % of the values at or below it), so it is always a measured value.
 */

/**
 * The k-th smallest value (0-based) of `values`, by selection (Hoare's quickselect, median-of-three pivot):
 * linear on average, where sorting every figure's durations would be n log n. `values` is reordered.
 */
function select(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const a = values[lo]!, b = values[mid]!, c = values[hi]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : (a < c ? a : b < c ? c : b);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!; values[i] = values[j]!; values[j] = t;
        i++; j--;
      }
    }
    // Now [lo, j] <= pivot <= [i, hi], and anything strictly between j and i equals the pivot.
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k]!;
  }
  return values[k]!;
}

/** The median, or undefined for no values. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const s = Float64Array.from(values);
  const middle = s.length >> 1;
  const upper = select(s, middle);
  if (s.length % 2 === 1) return upper;
  // After selecting `middle`, every value left of it is at most it: the largest of them is the lower middle.
  let lower = s[0]!;
  for (let i = 1; i < middle; i++) if (s[i]! > lower) lower = s[i]!;
  return (lower + upper) / 2;
}

/** The nearest-rank percentile `p` (0 < p ≤ 100), or undefined for no values. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const rank = Math.max(1, Math.ceil((p / 100) * values.length));
  return select(Float64Array.from(values), rank - 1);
}

/** p90 of durations (nearest rank). */
export const p90 = (values: readonly number[]): number | undefined => percentile(values, 90);
