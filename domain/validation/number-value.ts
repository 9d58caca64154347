/**
 * What counts as a number value (spec 5 "Number format"): a finite number, or a string of plain decimal
 * notation. Entry points: `isNumberValue`, `toDecimal` (convert an input once, then compute exactly).
 */
import { Decimal } from '../formula/decimal';

/** Plain decimal notation: an optional minus, digits, optionally a dot and digits. */
export const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

export function isNumberValue(value: unknown): value is number | string {
  return typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && NUMBER_TEXT.test(value);
}

/** The exact decimal of a number value, or undefined for anything else (empty, text, NaN). */
export function toDecimal(value: unknown): Decimal | undefined {
  if (!isNumberValue(value)) return undefined;
  return new Decimal(value);
}

/** True when a number value has a fractional part (`1.0` counts as a decimal as typed). */
export function hasDecimals(value: number | string): boolean {
  return typeof value === 'number' ? !Number.isInteger(value) : value.includes('.');
}
