import type { Schedule } from './schedule';

/** A parameter value of a task kind (hours, days, 同意/拒绝). */
export type ParamValue = number | string;
export type TaskParams = Readonly<Record<string, ParamValue>>;

export type RunResult = 'success' | 'failure';
/** manual: 立即执行; schedule: by its schedule. */
export type RunTrigger = 'manual' | 'schedule';

/** A scheduled task (定时任务): what it does (`kind` with `params`) and when (`schedule`). */
export interface TimingTask {
  readonly id: string;
  readonly name: string;
  /** A task kind's id (task-kinds/registry.ts). */
  readonly kind: string;
  readonly schedule: Schedule;
  readonly enabled: boolean;
  readonly params: TaskParams;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The last run (ISO time), its result and summary; absent before the first run. */
  readonly lastRunAt?: string;
  readonly lastResult?: RunResult;
  readonly lastSummary?: string;
}

/** What the edit form sends: a task without its bookkeeping (no id: a new task). */
export type TimingTaskDraft = Pick<TimingTask, 'name' | 'kind' | 'schedule' | 'enabled' | 'params'> & { readonly id?: string };

/** One run of a task (执行记录). */
export interface TimingTaskRun {
  readonly id: string;
  readonly taskId: string;
  readonly at: string;
  readonly trigger: RunTrigger;
  readonly result: RunResult;
  /** 催办 3 条待办 */
  readonly summary: string;
}

export const RUN_RESULT_LABELS: Readonly<Record<RunResult, string>> = { success: '成功', failure: '失败' };
export const RUN_TRIGGER_LABELS: Readonly<Record<RunTrigger, string>> = { manual: '手动执行', schedule: '定时执行' };
