import { at, clock, isIntIn, type ScheduleKind, type WeeklySchedule } from '../schedule';
import { timingMessages as m } from '../timing-messages';
import { checkTimeOfDay } from './time-of-day';

/** 每周星期 X HH:mm (weekday 1 = 星期一 … 7 = 星期日; dayjs counts 0 = Sunday). */
export const weeklySchedule: ScheduleKind<WeeklySchedule> = {
  kind: 'weekly',
  label: '每周',
  defaults: { kind: 'weekly', weekday: 1, hour: 9, minute: 0 },
  describe: (s) => `每周${m.weekdays[s.weekday - 1] ?? ''} ${clock(s.hour, s.minute)}`,
  check: (s) => [...(isIntIn(s.weekday, 1, 7) ? [] : [m.weekdayRange]), ...checkTimeOfDay(s)],
  next(s, from) {
    const start = from.startOf('day');
    const ahead = (s.weekday % 7 - start.day() + 7) % 7;
    const candidate = at(start.add(ahead, 'day'), s.hour, s.minute);
    return candidate.isAfter(from) ? candidate : at(start.add(ahead + 7, 'day'), s.hour, s.minute);
  },
};
