/**
 * A kind whose values have an order (numbers, dates): = ≠ > ≥ < ≤ and 介于 [min, max] (inclusive), built from
 * a parser that maps a value to a comparable key, or undefined when the value is not of this kind.
 */
import type { ConditionOp } from '../model/condition';
import type { ConditionKind } from './condition-kind';

/** Remembers what texts and numbers parse to (a route preview compares the same values many times). */
function memoised<K>(parse: (value: unknown) => K | undefined): (value: unknown) => K | undefined {
  const cache = new Map<unknown, K | undefined>();
  return (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return parse(value);
    if (cache.has(value)) return cache.get(value);
    if (cache.size >= 10_000) cache.clear();
    const parsed = parse(value);
    cache.set(value, parsed);
    return parsed;
  };
}

export function orderedKind<K>(name: 'number' | 'date', parseValue: (value: unknown) => K | undefined, compare: (a: K, b: K) => number, show: (value: unknown) => string): ConditionKind {
  const parse = memoised(parseValue);
  const ops: readonly ConditionOp[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'between'];
  const bounds = (expected: unknown): [K, K] | undefined => {
    if (!Array.isArray(expected) || expected.length !== 2) return undefined;
    const low = parse(expected[0]);
    const high = parse(expected[1]);
    return low === undefined || high === undefined ? undefined : [low, high];
  };
  return {
    name,
    ops,
    matches(op, actual, expected) {
      const value = parse(actual);
      if (value === undefined) return false;
      if (op === 'between') {
        const range = bounds(expected);
        return range !== undefined && compare(value, range[0]) >= 0 && compare(value, range[1]) <= 0;
      }
      const other = parse(expected);
      if (other === undefined) return false;
      const order = compare(value, other);
      switch (op) {
        case 'eq': return order === 0;
        case 'ne': return order !== 0;
        case 'gt': return order > 0;
        case 'ge': return order >= 0;
        case 'lt': return order < 0;
        case 'le': return order <= 0;
        default: return false;
      }
    },
    checkValue(op, expected) {
      if (op === 'between') {
        const range = bounds(expected);
        return range === undefined || compare(range[0], range[1]) > 0 ? { kind: 'invalid' } : undefined;
      }
      return parse(expected) === undefined ? { kind: 'invalid' } : undefined;
    },
    describeValue: (op, expected) =>
      op === 'between' && Array.isArray(expected) ? `${show(expected[0])} ~ ${show(expected[1])}` : show(expected),
  };
}
