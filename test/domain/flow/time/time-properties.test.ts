// Properties of time in the engine (issue 27, fast-check): timeouts never fire for a decided task; calendars
// never count a holiday.
import fc from 'fast-check';
import { addWorkingMinutes, workingMinutesBetween } from '../../../../domain/calendar/work-time';
import { isWorkingDay, readWorkCalendar } from '../../../../domain/calendar/work-calendar';
import { formatDay, DAY_MS } from '../../../../domain/validation/date-value';
import { formatLocalTime, parseLocalTime } from '../../../../domain/flow/time/local-time';
import { approve, approver, users } from '../runtime-helpers';
import { envOf, START, timedRun } from './timed-run';

const START_MS = parseLocalTime(START) as number;

test('timeouts never fire for a decided task (decided before the due time, then time runs far past it)', () => {
  const timeout = fc.record({
    after: fc.record({ minutes: fc.integer({ min: 1, max: 600 }) }),
    workTime: fc.boolean(),
    action: fc.constantFrom('remind', 'approve', 'reject', 'escalate'),
    repeat: fc.integer({ min: 1, max: 3 }),
  });
  fc.assert(fc.property(timeout, fc.constantFrom('and', 'or', 'sequential'), fc.integer({ min: 0, max: 59 }), (t, mode, early) => {
    const env = envOf(approver('a1', { assignee: users('u-fe2', 'u-be1'), mode, timeout: t }));
    // Both decide within the first minute of their task, well before any timeout (at least one minute of work time).
    const at = formatLocalTime(START_MS + early * 1000);
    const { state } = timedRun(env, [approve('u-fe2', { at }), approve('u-be1', { at }), { actor: '', action: 'tick', at: '2027-01-01T00:00' }], {}, '2026-11-23T10:00');
    return state.status === 'approved' && (state.reminders ?? []).length === 0 && !state.history.some((h) => h.reason === 'timeout');
  }), { numRuns: 200 });
});

test('calendars never count a holiday (no working minute on it, no due time inside it)', () => {
  const day = fc.integer({ min: 0, max: 60 }).map((n) => formatDay(START_MS - (START_MS % DAY_MS) + n * DAY_MS));
  const calendar = fc.record({
    workdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    hours: fc.constantFrom(['09:00', '18:00'], ['08:30', '12:00'], ['00:00', '24:00']),
    holidays: fc.uniqueArray(day, { maxLength: 10 }),
  }).map(readWorkCalendar);
  fc.assert(fc.property(calendar, fc.integer({ min: 0, max: 20 * 24 * 60 }), fc.integer({ min: 1, max: 5000 }), (cal, offset, minutes) => {
    const start = START_MS + offset * 60_000;
    const due = addWorkingMinutes(cal, start, minutes);
    if (due === undefined) return true;
    const holidayMinutes = cal.holidays.reduce((sum, h) => {
      const from = parseLocalTime(`${h}T00:00`) as number;
      return sum + workingMinutesBetween(cal, from, from + DAY_MS);
    }, 0);
    // The due time lies in working time of a working day, and exactly `minutes` of working time lie before it.
    const dueDay = formatDay(due - 1);
    return holidayMinutes === 0 && isWorkingDay(cal, dueDay) && Math.round(workingMinutesBetween(cal, start, due)) === minutes;
  }), { numRuns: 300 });
});
