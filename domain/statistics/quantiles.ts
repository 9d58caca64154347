/**
 * Exact order statistics of durations (no sketches: a live backend's figures can be checked against these).
 * The median of an even count is the mean of the two middle values; p90 is the nearest-rank 90th percentile
 * (the smallest value with at least 90 % of the values at or below it), so it is always a measured value.
 */

/** Numeric ascending order (a typed array sorts numbers as numbers, and fast). */
function sorted(values: readonly number[]): Float64Array {
  return Float64Array.from(values).sort();
}

/** The median, or undefined for no values. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const s = sorted(values);
  const middle = s.length >> 1;
  return s.length % 2 === 1 ? s[middle] : (s[middle - 1]! + s[middle]!) / 2;
}

/** The nearest-rank percentile `p` (0 < p ≤ 100), or undefined for no values. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const s = sorted(values);
  const rank = Math.max(1, Math.ceil((p / 100) * s.length));
  return s[rank - 1];
}

/** p90 of durations (nearest rank). */
export const p90 = (values: readonly number[]): number | undefined => percentile(values, 90);
