// Issue 30 speed: median and p90 found by selection (no sort per figure) stay exactly the sorted definitions —
// the mean of the two middle values for an even count, the nearest rank for p90 — on any durations.
import fc from 'fast-check';
import { median, p90, percentile } from '../../../domain/statistics/quantiles';

const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const durations = fc.array(fc.oneof(fc.integer({ min: 0, max: 50 }), fc.double({ min: 0, max: 1e4, noNaN: true })), { minLength: 1, maxLength: 300 });

test('the median by selection equals the middle of the sorted values (mean of the two middle ones when even)', () => {
  fc.assert(fc.property(durations, (values) => {
    const s = sortedCopy(values);
    const m = s.length >> 1;
    expect(median(values)).toBe(s.length % 2 === 1 ? s[m] : (s[m - 1]! + s[m]!) / 2);
  }));
});

test('p90 and any percentile by selection equal the nearest rank of the sorted values', () => {
  fc.assert(fc.property(durations, fc.integer({ min: 1, max: 100 }), (values, p) => {
    const s = sortedCopy(values);
    expect(percentile(values, p)).toBe(s[Math.max(1, Math.ceil((p / 100) * s.length)) - 1]);
    expect(p90(values)).toBe(s[Math.max(1, Math.ceil(0.9 * s.length)) - 1]);
  }));
});

test('selection leaves the caller\'s durations in their order', () => {
  const values = [5, 1, 4, 2, 3];
  median(values);
  p90(values);
  expect(values).toEqual([5, 1, 4, 2, 3]);
});
