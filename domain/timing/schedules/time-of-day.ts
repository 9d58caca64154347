import { timingMessages as m } from '../timing-messages';
import { isIntIn } from '../schedule';

/** The checks of an HH:mm every schedule but 每小时 has. */
export function checkTimeOfDay(schedule: { hour: number; minute: number }): string[] {
  return [
    ...(isIntIn(schedule.hour, 0, 23) ? [] : [m.hourRange]),
    ...(isIntIn(schedule.minute, 0, 59) ? [] : [m.minuteRange]),
  ];
}
