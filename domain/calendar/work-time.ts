/**
 * Working time on a flow calendar (issue 27's `workTime: true` timeouts): adding working minutes to a moment
 * skips the hours outside `calendar.hours`, non-working weekdays and holidays; an extra workday counts.
 * Times are UTC-arithmetic milliseconds of local date-times (domain/flow/time/local-time.ts).
 * Entry points: `addWorkingMinutes(calendar, startMs, minutes)`, `workingMinutesBetween(calendar, fromMs, toMs)`.
 */
import { DAY_MS, formatDay } from '../validation/date-value';
import { isWorkingDay, type WorkCalendar } from './work-calendar';

const MINUTE_MS = 60_000;
/** A calendar without a working day in ten years never reaches its due time. */
const MAX_DAYS = 3660;

/** The working window [start, end) of the day that begins at `dayMs`, or undefined on a day off. */
function windowOf(calendar: WorkCalendar, dayMs: number): [number, number] | undefined {
  if (!isWorkingDay(calendar, formatDay(dayMs))) return undefined;
  return [dayMs + calendar.hours[0] * MINUTE_MS, dayMs + calendar.hours[1] * MINUTE_MS];
}

/** The moment `minutes` working minutes after `startMs`, or undefined when the calendar never works. */
export function addWorkingMinutes(calendar: WorkCalendar, startMs: number, minutes: number): number | undefined {
  let left = minutes * MINUTE_MS;
  let dayMs = startMs - (((startMs % DAY_MS) + DAY_MS) % DAY_MS);
  for (let i = 0; i < MAX_DAYS; i++, dayMs += DAY_MS) {
    const window = windowOf(calendar, dayMs);
    if (!window) continue;
    const from = Math.max(window[0], startMs);
    if (from >= window[1]) continue;
    // A due time at the very end of a working window stays on that day (18:00, not the next 09:00).
    if (from + left <= window[1]) return from + left;
    left -= window[1] - from;
  }
  return undefined;
}

/** How many working minutes lie between two moments (0 when `toMs` is not later). */
export function workingMinutesBetween(calendar: WorkCalendar, fromMs: number, toMs: number): number {
  let total = 0;
  for (let dayMs = fromMs - (((fromMs % DAY_MS) + DAY_MS) % DAY_MS); dayMs < toMs; dayMs += DAY_MS) {
    const window = windowOf(calendar, dayMs);
    if (window) total += Math.max(0, Math.min(window[1], toMs) - Math.max(window[0], fromMs));
  }
  return total / MINUTE_MS;
}
