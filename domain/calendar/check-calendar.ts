/**
 * The pre-publish check of `settings.calendar` (issue 27): `readWorkCalendar` reads leniently for the engine,
 * this says what a publisher must fix — a weekday outside 1–7, hours that are not ["HH:mm", "HH:mm"] with the
 * start before the end, a holiday or extra workday that is not a YYYY-MM-DD date.
 * Entry point: `checkCalendar(raw)` -> Chinese problems.
 */
import { parseDate } from '../validation/date-value';

export const calendarMessages = {
  notAnObject: '工作日历必须是对象',
  badWeekday: (value: unknown) => `工作日历的工作日必须是 1–7 的整数（1 为周一），不能是 ${JSON.stringify(value)}`,
  badHours: '工作日历的工作时间必须是 ["HH:mm", "HH:mm"]，且开始早于结束',
  badDate: (list: string, value: unknown) => `工作日历的${list}必须是 YYYY-MM-DD 日期，不能是 ${JSON.stringify(value)}`,
} as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: unknown): boolean => typeof value === 'string' && DAY.test(value) && parseDate(value) !== undefined;

export function checkCalendar(raw: unknown): string[] {
  if (raw === undefined) return [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [calendarMessages.notAnObject];
  const calendar = raw as Record<string, unknown>;
  const problems: string[] = [];
  if (calendar.workdays !== undefined) {
    const days = Array.isArray(calendar.workdays) ? calendar.workdays : [calendar.workdays];
    for (const day of days) if (!(Number.isInteger(day) && (day as number) >= 1 && (day as number) <= 7)) problems.push(calendarMessages.badWeekday(day));
  }
  if (calendar.hours !== undefined) {
    const hours = calendar.hours;
    const ok = Array.isArray(hours) && hours.length === 2 && hours.every((h) => typeof h === 'string' && CLOCK.test(h)) && (hours[0] as string) < (hours[1] as string);
    if (!ok) problems.push(calendarMessages.badHours);
  }
  for (const [key, list] of [['holidays', '节假日'], ['extraWorkdays', '调休上班日']] as const) {
    const value = calendar[key];
    if (value === undefined) continue;
    for (const day of Array.isArray(value) ? value : [value]) if (!isDay(day)) problems.push(calendarMessages.badDate(list, day));
  }
  return problems;
}
