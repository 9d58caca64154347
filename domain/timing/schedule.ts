import type { Dayjs } from 'dayjs';

/** 每小时 at minute M. */
export interface HourlySchedule { readonly kind: 'hourly'; readonly minute: number }
/** 每天 HH:mm. */
export interface DailySchedule { readonly kind: 'daily'; readonly hour: number; readonly minute: number }
/** 每周 weekday HH:mm; weekday 1 = 星期一 … 7 = 星期日. */
export interface WeeklySchedule { readonly kind: 'weekly'; readonly weekday: number; readonly hour: number; readonly minute: number }
/** 每月 day HH:mm; a day the month lacks (31 in April, 29–31 in February) means its last day. */
export interface MonthlySchedule { readonly kind: 'monthly'; readonly day: number; readonly hour: number; readonly minute: number }

export type Schedule = HourlySchedule | DailySchedule | WeeklySchedule | MonthlySchedule;
export type ScheduleKindName = Schedule['kind'];

/**
 * One kind of schedule: its name in the UI, its defaults, its description in words, its checks, and when it
 * next runs. Times are local wall-clock times (dayjs in the local zone), as an administrator sets them.
 */
export interface ScheduleKind<S extends Schedule = Schedule> {
  readonly kind: S['kind'];
  /** 每小时, 每天… */
  readonly label: string;
  readonly defaults: S;
  /** 每天 09:00 */
  describe(schedule: S): string;
  /** What is wrong with the numbers (empty when they are fine). */
  check(schedule: S): string[];
  /** The first run strictly after `from`. */
  next(schedule: S, from: Dayjs): Dayjs;
}

/** HH:mm with leading zeros. */
export function clock(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export const isIntIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** `day` at hour:minute (seconds cleared). */
export function at(day: Dayjs, hour: number, minute: number): Dayjs {
  return day.hour(hour).minute(minute).second(0).millisecond(0);
}
