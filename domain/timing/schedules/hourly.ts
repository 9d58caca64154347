import { isIntIn, type HourlySchedule, type ScheduleKind } from '../schedule';
import { timingMessages as m } from '../timing-messages';

/** 每小时第 M 分. */
export const hourlySchedule: ScheduleKind<HourlySchedule> = {
  kind: 'hourly',
  label: '每小时',
  defaults: { kind: 'hourly', minute: 0 },
  describe: (s) => `每小时第 ${s.minute} 分`,
  check: (s) => (isIntIn(s.minute, 0, 59) ? [] : [m.minuteRange]),
  next(s, from) {
    const candidate = from.startOf('hour').minute(s.minute);
    return candidate.isAfter(from) ? candidate : candidate.add(1, 'hour');
  },
};
