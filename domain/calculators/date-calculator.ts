/**
 * The date calculator (moduleId 25, spec 4 and 9): the time between exactly two related dates
 * (`linkToControlsId`, begin then end) in days, hours or minutes (`props.unit`); days and hours are shown to
 * 2 decimals when a date includes a time. Entry points: `computeDateDifference(begin, end, unit)`,
 * `dateCalculatorInputs(control)`.
 */
import type { Control } from '../model/control';
import { Decimal, plainString } from '../formula/decimal';
import { parseDate } from '../validation/date-value';
import { checkDateRange } from '../validation/date-rules';

export type DateUnit = 'days' | 'hours' | 'minutes';
export const DATE_UNITS: readonly DateUnit[] = ['days', 'hours', 'minutes'];

const UNIT_MS: Record<DateUnit, number> = { days: 86_400_000, hours: 3_600_000, minutes: 60_000 };

export function dateUnitOf(control: Control): DateUnit {
  const unit = control.props?.unit;
  return unit === 'hours' || unit === 'minutes' ? unit : 'days';
}

/** The two related date control ids, or undefined unless there are exactly two. */
export function dateCalculatorInputs(control: Control): [string, string] | undefined {
  const ids = control.linkToControlsId;
  return Array.isArray(ids) && ids.length === 2 && ids.every((id) => typeof id === 'string') ? [ids[0], ids[1]] : undefined;
}

/** Spec 5: the calculator's end date before its begin date is 开始时间晚于结束时间，请调整 (else undefined). */
export function dateCalculatorOrderProblem(control: Control, values: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const inputs = dateCalculatorInputs(control);
  if (!inputs || !values) return undefined;
  const own = (id: string) => (Object.prototype.hasOwnProperty.call(values, id) ? values[id] : undefined);
  return checkDateRange(own(inputs[0]), own(inputs[1]));
}

/** `end - begin` in the unit as the calculator shows it; '' while either date is missing or unreadable. */
export function computeDateDifference(begin: unknown, end: unknown, unit: DateUnit = 'days'): string {
  const from = parseDate(begin);
  const to = parseDate(end);
  if (!from || !to) return '';
  // End before begin: no "-12 天"; the calculator reports 开始时间晚于结束时间 instead (dateCalculatorOrderProblem).
  if (to.ms < from.ms) return '';
  const difference = new Decimal(to.ms - from.ms).div(UNIT_MS[unit] ?? UNIT_MS.days);
  const withTime = from.hasTime || to.hasTime;
  if (unit === 'minutes') return plainString(difference.toDecimalPlaces(0, Decimal.ROUND_HALF_UP));
  if (withTime) {
    const rounded = difference.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    return rounded.isZero() ? '0.00' : rounded.toFixed(2);
  }
  return plainString(difference.toDecimalPlaces(0, Decimal.ROUND_HALF_UP));
}
