/**
 * Date limits (spec 5 "Tables, dates and titles", spec 4 "Calculators and dates"): the start/end bounds of a
 * date control by type, the range check of a start-end time, and clearing of dates that depend on a linked one.
 * Entry points: `dateBounds(control, context)`, `checkDateInBounds`, `checkDateRange(begin, end)`,
 * `shouldClearLinkedDate(linked, dependent)`, `datesToClear(form, changedId, values)`.
 */
import dayjs from 'dayjs';
import type { Control, DateBound } from '../model/control';
import type { Form } from '../model/form';
import { validationMessages } from '../messages';
import { addDays, parseDate } from './date-value';
import { ownValue } from '../model/keyed-values';

export interface DateContext {
  /** The application date (YYYY-MM-DD); today when absent. */
  today?: string;
  /** Current values by control id, for bounds linked to another control's date. */
  values?: Readonly<Record<string, unknown>>;
}

/** Inclusive YYYY-MM-DD bounds; absent where the control sets none. */
export interface DateBounds {
  min?: string;
  max?: string;
}

export function applicationDay(context: DateContext | undefined): string {
  const today = parseDate(context?.today);
  return today ? today.day : dayjs().format('YYYY-MM-DD');
}

/** The last date a value holds: a date, or the end of a start-end range. */
function lastDay(value: unknown): string | undefined {
  if (Array.isArray(value)) return lastDay(value[value.length - 1]);
  return parseDate(value)?.day;
}

function resolveBound(bound: DateBound | undefined, side: 'start' | 'end', context: DateContext | undefined): string | undefined {
  if (!bound || typeof bound !== 'object') return undefined;
  const today = applicationDay(context);
  switch (bound.type) {
    case 'applicationDate': return today;
    case 'daysBefore': return Number.isFinite(bound.days) ? addDays(today, -bound.days) : undefined;
    case 'daysAfter': return Number.isFinite(bound.days) ? addDays(today, bound.days) : undefined;
    case 'applicationMonth': {
      const month = today.slice(0, 7);
      if (side === 'start') return `${month}-01`;
      return addDays(addDays(`${month}-28`, 4).slice(0, 7) + '-01', -1);
    }
    case 'specifiedDate': return parseDate(bound.date)?.day;
    case 'linkedControl': return lastDay(context?.values?.[bound.controlId]);
    default: return undefined;
  }
}

/** The selectable range of a date control from `config._timeConfig` (start bound and end bound). */
export function dateBounds(control: Control, context?: DateContext): DateBounds {
  const timeConfig = control.config?._timeConfig;
  if (!timeConfig || typeof timeConfig !== 'object') return {};
  const bounds: DateBounds = {};
  const min = resolveBound(timeConfig.start, 'start', context);
  const max = resolveBound(timeConfig.end, 'end', context);
  if (min) bounds.min = min;
  if (max) bounds.max = max;
  return bounds;
}

/** The message when a date lies outside the bounds, else undefined. */
export function checkDateInBounds(value: unknown, bounds: DateBounds): string | undefined {
  const parsed = parseDate(value);
  if (!parsed) return validationMessages.dateFormat;
  if ((bounds.min && parsed.day < bounds.min) || (bounds.max && parsed.day > bounds.max)) {
    return validationMessages.dateOutOfBounds(bounds.min, bounds.max);
  }
  return undefined;
}

/** Start-end time: the end may not be before the begin. */
export function checkDateRange(begin: unknown, end: unknown): string | undefined {
  const from = parseDate(begin);
  const to = parseDate(end);
  if (from && to && to.ms < from.ms) return validationMessages.dateRangeEndBeforeBegin;
  return undefined;
}

/** Spec 4: selecting a linked date clears a dependent date that is not later than it. */
export function shouldClearLinkedDate(linkedValue: unknown, dependentValue: unknown): boolean {
  const linked = parseDate(Array.isArray(linkedValue) ? linkedValue[linkedValue.length - 1] : linkedValue);
  const dependent = parseDate(Array.isArray(dependentValue) ? dependentValue[0] : dependentValue);
  if (!linked || !dependent) return false;
  return dependent.ms <= linked.ms;
}

/** Ids of the date controls to clear after `changedId` got a new value. */
export function datesToClear(form: Form, changedId: string, values: Readonly<Record<string, unknown>>): string[] {
  const ids: string[] = [];
  for (const control of form.controls) {
    const start = control.config?._timeConfig?.start;
    if (start?.type === 'linkedControl' && start.controlId === changedId && shouldClearLinkedDate(ownValue(values, changedId), ownValue(values, control.id))) {
      ids.push(control.id);
    }
  }
  return ids;
}
