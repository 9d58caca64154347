/**
 * Result formats of the number calculator (spec 9): round, ceil, floor, 1 decimal, 2 decimals.
 * Entry point: `formatResult(value, format)` -> the text the calculator shows ('' while blank).
 */
import type { ResultFormat } from '../model/control';
import { Decimal, plainString } from './decimal';

export const RESULT_FORMATS: readonly ResultFormat[] = ['round', 'ceil', 'floor', 'fixed1', 'fixed2'];

export function formatResult(value: Decimal | number | string | undefined, format?: ResultFormat | string): string {
  if (value === undefined || value === '') return '';
  let decimal: Decimal;
  try {
    decimal = value instanceof Decimal ? value : new Decimal(value);
  } catch {
    return '';
  }
  if (!decimal.isFinite()) decimal = new Decimal(0);
  switch (format) {
    case 'round': return plainString(decimal.toDecimalPlaces(0, Decimal.ROUND_HALF_UP));
    case 'ceil': return plainString(decimal.toDecimalPlaces(0, Decimal.ROUND_CEIL));
    case 'floor': return plainString(decimal.toDecimalPlaces(0, Decimal.ROUND_FLOOR));
    case 'fixed1': return fixed(decimal, 1);
    case 'fixed2': return fixed(decimal, 2);
    default: return plainString(decimal);
  }
}

function fixed(value: Decimal, places: number): string {
  const rounded = value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? (0).toFixed(places) : rounded.toFixed(places);
}
