import type { TimingTask, TimingTaskDraft, TimingTaskRun } from '../../domain/timing';

/** A task with its run history (执行记录), newest first. */
export interface TimingTaskDetail {
  readonly task: TimingTask;
  readonly runs: readonly TimingTaskRun[];
}

/**
 * 定时任务 (/timing-tasks, /timing-task-detail). Not in the spec: the calls are named under the workflow
 * prefix (`/flow/workflow/timing_task/…`, docs/API.md) and answered by the demo backend.
 */
export const TimingTaskApi = Symbol('TimingTaskApi');
export interface TimingTaskApi {
  /** GET timing_task/list */
  list(): Promise<TimingTask[]>;
  /** GET timing_task/get?id= ; rejects with 404 for an unknown id. */
  get(id: string): Promise<TimingTaskDetail>;
  /** POST timing_task/save: creates (no id) or replaces a task; 400 with the validation messages. */
  save(draft: TimingTaskDraft): Promise<{ id: string }>;
  /** POST timing_task/set_enabled */
  setEnabled(id: string, enabled: boolean): Promise<void>;
  /** POST timing_task/run: runs the task now and answers the run it recorded. */
  run(id: string): Promise<TimingTaskRun>;
}
