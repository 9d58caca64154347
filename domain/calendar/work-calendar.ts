/**
 * A flow's working-day calendar (`settings.calendar` of docs/FLOW-FORMAT.md): which days are worked and between
 * which hours. Read leniently, with DingTalk's defaults for whatever is missing or unreadable — 09:00–18:00,
 * Monday to Friday, no holidays — so that a flow without a calendar still counts leave and timeouts sensibly.
 * Entry points: `readWorkCalendar(raw)`, `isWorkingDay(calendar, day)`, `DEFAULT_WORK_CALENDAR`.
 */
import { DAY_MS, parseDate } from '../validation/date-value';

export interface WorkCalendar {
  /** ISO weekdays worked (1 = Monday … 7 = Sunday). */
  readonly workdays: readonly number[];
  /** The working hours of a working day, as minutes after midnight: [start, end). */
  readonly hours: readonly [number, number];
  /** YYYY-MM-DD days off although their weekday is worked (国庆). */
  readonly holidays: readonly string[];
  /** YYYY-MM-DD days worked although their weekday is not (调休上班). */
  readonly extraWorkdays: readonly string[];
}

export const DEFAULT_WORK_CALENDAR: WorkCalendar = {
  workdays: [1, 2, 3, 4, 5], hours: [9 * 60, 18 * 60], holidays: [], extraWorkdays: [],
};

const CLOCK = /^(\d{1,2}):(\d{2})$/;

function minutesOf(value: unknown): number | undefined {
  const match = typeof value === 'string' ? CLOCK.exec(value.trim()) : null;
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 24 && minutes < 60 && hours * 60 + minutes <= 24 * 60 ? hours * 60 + minutes : undefined;
}

function hoursOf(value: unknown): readonly [number, number] {
  if (!Array.isArray(value) || value.length !== 2) return DEFAULT_WORK_CALENDAR.hours;
  const [start, end] = [minutesOf(value[0]), minutesOf(value[1])];
  return start !== undefined && end !== undefined && start < end ? [start, end] : DEFAULT_WORK_CALENDAR.hours;
}

function daysOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(parseDate).filter((d) => d !== undefined).map((d) => d.day) : [];
}

/** The calendar of `settings.calendar` ({ workdays, hours: ["09:00", "18:00"], holidays, extraWorkdays }). */
export function readWorkCalendar(raw: unknown): WorkCalendar {
  const given = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const workdays = Array.isArray(given.workdays)
    ? [...new Set(given.workdays.filter((d): d is number => Number.isInteger(d) && d >= 1 && d <= 7))].sort((a, b) => a - b)
    : DEFAULT_WORK_CALENDAR.workdays;
  return { workdays, hours: hoursOf(given.hours), holidays: daysOf(given.holidays), extraWorkdays: daysOf(given.extraWorkdays) };
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar day's UTC milliseconds. */
export function isoWeekday(dayMs: number): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((Math.floor(dayMs / DAY_MS) + 3) % 7 + 7) % 7 + 1;
}

/** Whether a YYYY-MM-DD day is worked: an extra workday is, a holiday is not, else its weekday decides. */
export function isWorkingDay(calendar: WorkCalendar, day: string): boolean {
  if (calendar.extraWorkdays.includes(day)) return true;
  if (calendar.holidays.includes(day)) return false;
  const parsed = parseDate(day);
  return parsed !== undefined && calendar.workdays.includes(isoWeekday(parsed.ms));
}
