/**
 * The rules the figures share: which statuses still run, how long a task waited, when it went past its timeout.
 * Statuses are a table: a new finished status (已撤销 `revoked`) counts as finished with no change here.
 */
import type { StatisticsTask } from './statistics-record';

const HOUR_MS = 3_600_000;

/** Statuses of instances still waiting for someone. */
export const RUNNING_STATUSES: ReadonlySet<string> = new Set(['pending']);

export const isRunning = (status: string): boolean => RUNNING_STATUSES.has(status);

/** Hours between two ISO times (never negative: clocks of old data may disagree). */
export function hoursBetween(from: string, to: string): number {
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isFinite(ms) && ms > 0 ? ms / HOUR_MS : 0;
}

/** How long a task waited: until it was acted on, or until `now` while it is open. */
export const waitHours = (task: StatisticsTask, now: string): number => hoursBetween(task.createdAt, task.doneAt ?? now);

/** A task went past its node's timeout (an open one counts once its wait so far exceeds it). */
export const isPastTimeout = (task: StatisticsTask, now: string): boolean =>
  task.timeoutHours !== undefined && waitHours(task, now) > task.timeoutHours;
