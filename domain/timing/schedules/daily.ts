import { at, clock, type DailySchedule, type ScheduleKind } from '../schedule';
import { checkTimeOfDay } from './time-of-day';

/** 每天 HH:mm. */
export const dailySchedule: ScheduleKind<DailySchedule> = {
  kind: 'daily',
  label: '每天',
  defaults: { kind: 'daily', hour: 9, minute: 0 },
  describe: (s) => `每天 ${clock(s.hour, s.minute)}`,
  check: checkTimeOfDay,
  next(s, from) {
    const today = at(from.startOf('day'), s.hour, s.minute);
    return today.isAfter(from) ? today : at(from.startOf('day').add(1, 'day'), s.hour, s.minute);
  },
};
