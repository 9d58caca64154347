/**
 * Numbers (数字, 天数, computed amounts): a number or a numeric string, compared exactly — as decimal digits,
 * never as floating point, so 3.00000000000000000001 is more than 3. Digits are compared as text (a route
 * preview compares thousands of values; building a Decimal per comparison cost more than the rest of it).
 */
import { Decimal } from '../../formula/decimal';
import { NUMBER_TEXT } from '../../validation/number-value';
import { orderedKind } from './ordered-kind';

/** A number as sign, integer digits without leading zeros and fraction digits without trailing zeros. */
interface ExactNumber {
  sign: -1 | 0 | 1;
  int: string;
  frac: string;
}

function plainText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const text = String(value);
  // 1e21 and 1e-7 print in exponent form: Decimal writes them out in full.
  return /e/i.test(text) ? new Decimal(value).toFixed() : text;
}

function parseExact(value: unknown): ExactNumber | undefined {
  const text = plainText(value);
  if (text === undefined || !NUMBER_TEXT.test(text)) return undefined;
  const negative = text.startsWith('-');
  const [intPart, fracPart = ''] = (negative ? text.slice(1) : text).split('.');
  const int = intPart.replace(/^0+(?=\d)/, '');
  const frac = fracPart.replace(/0+$/, '');
  const zero = int === '0' && frac === '';
  return { sign: zero ? 0 : negative ? -1 : 1, int, frac };
}

function compareMagnitude(a: ExactNumber, b: ExactNumber): number {
  if (a.int.length !== b.int.length) return a.int.length < b.int.length ? -1 : 1;
  if (a.int !== b.int) return a.int < b.int ? -1 : 1;
  if (a.frac === b.frac) return 0;
  return a.frac < b.frac ? -1 : 1;
}

export function compareExact(a: ExactNumber, b: ExactNumber): number {
  if (a.sign !== b.sign) return a.sign < b.sign ? -1 : 1;
  return a.sign === 0 ? 0 : a.sign * compareMagnitude(a, b);
}

export const numberCondition = orderedKind('number', parseExact, compareExact, (value) => String(value ?? ''));
