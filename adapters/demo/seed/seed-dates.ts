/**
 * The seed relative to today (issue 43 #17): the stories are written around one day of 2025 (SEED_DAY); when the
 * demo database is seeded, every date and time of the instances, their tasks and copies, and the operation log
 * moves by whole days so that SEED_DAY becomes yesterday. Waits, 流程统计 and the lists then read as recent work,
 * never as 632.7 天. Times of day, weekdays apart, and the order of everything stay as written.
 */
import type { DemoTables } from '../../../server/core/store/demo-tables';

/** The last day the stories were written for (the newest seeded instance starts that morning). */
export const SEED_DAY = '2025-03-07';

/** The `today` on which the seed stays as written (tests and the large seed that want fixed dates pass it). */
export const SEED_AS_WRITTEN = '2025-03-08';

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|[ T])/;
const MS_PER_DAY = 86_400_000;

const utcDay = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);

/** `value` (YYYY-MM-DD, YYYY-MM-DD HH:mm, or an ISO time) `days` later, in the same shape. */
export function shiftDate(value: string, days: number): string {
  const match = DATE.exec(value);
  if (!match || days === 0) return value;
  const moved = new Date(utcDay(match[0]) + days * MS_PER_DAY).toISOString().slice(0, 10);
  return moved + value.slice(10);
}

function shiftAll(value: unknown, days: number): unknown {
  if (typeof value === 'string') return DATE.test(value) ? shiftDate(value, days) : value;
  if (Array.isArray(value)) return value.map((item) => shiftAll(item, days));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftAll(item, days)]));
  return value;
}

/** The whole days from SEED_DAY to the day before `today` (YYYY-MM-DD). */
export function seedShiftDays(today: string): number {
  return Math.round((utcDay(today) - utcDay(SEED_DAY)) / MS_PER_DAY) - 1;
}

/** The tables with the seeded work moved so that SEED_DAY is the day before `today`. */
export function seedRelativeTo(tables: DemoTables, today: string): DemoTables {
  const days = seedShiftDays(today);
  if (days === 0) return tables;
  return {
    ...tables,
    instances: shiftAll(tables.instances, days) as DemoTables['instances'],
    tasks: shiftAll(tables.tasks, days) as DemoTables['tasks'],
    ccs: shiftAll(tables.ccs, days) as DemoTables['ccs'],
    operationLogs: shiftAll(tables.operationLogs, days) as DemoTables['operationLogs'],
  };
}
