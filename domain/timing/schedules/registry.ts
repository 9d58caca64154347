/** Every kind of schedule, by its `kind`. */
import dayjs, { type Dayjs } from 'dayjs';
import type { Schedule, ScheduleKind } from '../schedule';
import { dailySchedule } from './daily';
import { hourlySchedule } from './hourly';
import { monthlySchedule } from './monthly';
import { weeklySchedule } from './weekly';

const KINDS = [hourlySchedule, dailySchedule, weeklySchedule, monthlySchedule] as unknown as readonly ScheduleKind[];
const BY_KIND = new Map<string, ScheduleKind>(KINDS.map((k) => [k.kind, k]));

/** In the order the schedule picker offers them. */
export const scheduleKinds = (): readonly ScheduleKind[] => KINDS;

export function scheduleKindOf(kind: string): ScheduleKind | undefined {
  return BY_KIND.get(kind);
}

/** 每天 09:00; an unknown kind in words too (a task saved by a newer version). */
export function describeSchedule(schedule: Schedule): string {
  return scheduleKindOf(schedule.kind)?.describe(schedule) ?? `未知周期（${String(schedule.kind)}）`;
}

/** The first run strictly after `from` (local time), or undefined for an unknown or broken schedule. */
export function nextRun(schedule: Schedule, from: Date | string | Dayjs): Dayjs | undefined {
  const kind = scheduleKindOf(schedule.kind);
  if (!kind || kind.check(schedule).length > 0) return undefined;
  return kind.next(schedule, dayjs(from));
}
