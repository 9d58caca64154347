/**
 * Number cells of a table are clamped to min/max when set and rounded to decimalNum places (spec 5).
 * Entry points: `normalizeTableNumber(column, value)` (exact) and `clampTableNumber(column, value)` (number).
 */
import type { Control } from '../model/control';
import { Decimal } from '../formula/decimal';
import { toDecimal } from '../validation/number-value';

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function normalizeTableNumber(column: Control, value: unknown): Decimal | undefined {
  let decimal = toDecimal(value);
  if (!decimal) return undefined;
  const props = column.props ?? {};
  const min = finite(props.min) ? props.min : finite(props.minNum) ? props.minNum : undefined;
  const max = finite(props.max) ? props.max : finite(props.maxNum) ? props.maxNum : undefined;
  if (min !== undefined && decimal.lessThan(min)) decimal = new Decimal(min);
  if (max !== undefined && decimal.greaterThan(max)) decimal = new Decimal(max);
  const places = props.isAllowDecimal === false ? 0 : finite(props.decimalNum) && props.decimalNum >= 0 ? Math.floor(props.decimalNum) : undefined;
  if (places !== undefined) decimal = decimal.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return decimal;
}

/** The clamped and rounded number, or undefined when the cell holds no number. */
export function clampTableNumber(column: Control, value: unknown): number | undefined {
  return normalizeTableNumber(column, value)?.toNumber();
}
