import type { Dayjs } from 'dayjs';
import { at, clock, isIntIn, type MonthlySchedule, type ScheduleKind } from '../schedule';
import { timingMessages as m } from '../timing-messages';
import { checkTimeOfDay } from './time-of-day';

/** The run of `s` in the month of `month`: its day, or the month's last day when it is shorter. */
function inMonth(s: MonthlySchedule, month: Dayjs): Dayjs {
  const first = month.startOf('month');
  return at(first.date(Math.min(s.day, first.daysInMonth())), s.hour, s.minute);
}

/** 每月 D 日 HH:mm; 31 日 runs on the 30th in April and on the 28th or 29th in February. */
export const monthlySchedule: ScheduleKind<MonthlySchedule> = {
  kind: 'monthly',
  label: '每月',
  defaults: { kind: 'monthly', day: 1, hour: 9, minute: 0 },
  describe: (s) => `每月 ${s.day} 日 ${clock(s.hour, s.minute)}${s.day > 28 ? '（当月没有该日时为最后一天）' : ''}`,
  check: (s) => [...(isIntIn(s.day, 1, 31) ? [] : [m.dayRange]), ...checkTimeOfDay(s)],
  next(s, from) {
    const thisMonth = inMonth(s, from);
    return thisMonth.isAfter(from) ? thisMonth : inMonth(s, from.startOf('month').add(1, 'month'));
  },
};
