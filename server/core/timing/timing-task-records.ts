/**
 * Where the demo keeps its scheduled tasks and their runs: two records of the generic `settings` table (no new
 * table, so no schema version: a database from before 定时任务 simply has neither record and shows the seeded
 * tasks until one is changed). Values read back are checked, since a backup import may hold anything.
 */
import type { TimingTask, TimingTaskRun } from '../../../domain/timing';
import type { DemoTx } from '../store/demo-db';
import { seedTimingTasks } from './seed-timing-tasks';

export const TIMING_TASKS_KEY = 'timingTasks';
export const TIMING_RUNS_KEY = 'timingTaskRuns';
/** Runs kept per task (the oldest go first). */
export const RUNS_KEPT_PER_TASK = 50;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isTask = (x: unknown): x is TimingTask => isRecord(x) && typeof x.id === 'string' && typeof x.name === 'string'
  && typeof x.kind === 'string' && isRecord(x.schedule) && isRecord(x.params) && typeof x.enabled === 'boolean';
const isRun = (x: unknown): x is TimingTaskRun => isRecord(x) && typeof x.id === 'string' && typeof x.taskId === 'string'
  && typeof x.at === 'string' && typeof x.summary === 'string';

export async function readTimingTasks(tx: DemoTx): Promise<TimingTask[]> {
  const value = (await tx.settings.get(TIMING_TASKS_KEY))?.value;
  return Array.isArray(value) ? value.filter(isTask) : seedTimingTasks();
}

export async function writeTimingTasks(tx: DemoTx, tasks: readonly TimingTask[]): Promise<void> {
  await tx.settings.put({ key: TIMING_TASKS_KEY, value: tasks });
}

/** Every run, newest first. */
export async function readTimingRuns(tx: DemoTx): Promise<TimingTaskRun[]> {
  const value = (await tx.settings.get(TIMING_RUNS_KEY))?.value;
  return Array.isArray(value) ? value.filter(isRun) : [];
}

/** Records a run in front, keeping RUNS_KEPT_PER_TASK of its task. */
export async function addTimingRun(tx: DemoTx, run: TimingTaskRun): Promise<void> {
  const runs = [run, ...(await readTimingRuns(tx))];
  let kept = 0;
  const trimmed = runs.filter((r) => r.taskId !== run.taskId || ++kept <= RUNS_KEPT_PER_TASK);
  await tx.settings.put({ key: TIMING_RUNS_KEY, value: trimmed });
}
