/**
 * 请假天数 on a working-day calendar (the 天数 control's days API): the working days a leave from `begin` to
 * `end` takes. Each working day counts by the part of its working hours the leave covers, in half days as
 * DingTalk counts leave: none = 0, up to half = 0.5, more = 1. Days off (weekends, holidays) count nothing.
 * A date without a time means the whole day (a leave 周一 – 周五 given as dates is 5 days).
 */
import { DAY_MS, formatDay, parseDate } from '../validation/date-value';
import { isWorkingDay, type WorkCalendar } from './work-calendar';

/** Longer leaves than this are not walked day by day (a typo of a year, not a leave). */
const MAX_DAYS = 3 * 366;

/** A working day's count from the share of its hours the leave covers: 0, 0.5 or 1. */
function halfDaysOf(share: number): number {
  if (share <= 0) return 0;
  return share <= 0.5 ? 0.5 : 1;
}

/** The working days from `begin` to `end` (texts as the date controls store them); undefined when unreadable or reversed. */
export function leaveDays(calendar: WorkCalendar, begin: unknown, end: unknown): number | undefined {
  const from = parseDate(begin);
  const to = parseDate(end);
  if (!from || !to) return undefined;
  const start = from.ms;
  // A date alone ends at the end of that day.
  const finish = to.hasTime ? to.ms : to.ms + DAY_MS;
  if (finish < start) return undefined;
  const firstDay = start - (start % DAY_MS);
  const [open, close] = calendar.hours;
  let days = 0;
  for (let day = firstDay, n = 0; day < finish && n < MAX_DAYS; day += DAY_MS, n++) {
    if (!isWorkingDay(calendar, formatDay(day))) continue;
    const dayOpen = day + open * 60_000;
    const dayClose = day + close * 60_000;
    const covered = Math.max(0, Math.min(finish, dayClose) - Math.max(start, dayOpen));
    days += halfDaysOf(covered / (dayClose - dayOpen));
  }
  return days;
}
