import type { Dayjs } from 'dayjs';
import { nextRun } from './schedules/registry';
import type { TimingTask } from './timing-task';

/** When an enabled task runs next after `now` (ISO); undefined for a disabled one or a broken schedule. */
export function nextRunOf(task: Pick<TimingTask, 'enabled' | 'schedule'>, now: Date | string | Dayjs): string | undefined {
  if (!task.enabled) return undefined;
  return nextRun(task.schedule, now)?.toISOString();
}

/**
 * Whether an enabled task's time came between its last run (or `since`, for one that never ran) and `now`:
 * a run is due when the first scheduled time after that point is not after now.
 */
export function isDue(task: Pick<TimingTask, 'enabled' | 'schedule' | 'lastRunAt'>, since: string, now: Date | string | Dayjs): boolean {
  if (!task.enabled) return false;
  const next = nextRun(task.schedule, task.lastRunAt ?? since);
  return next !== undefined && !next.isAfter(now as Dayjs | string | Date);
}
