/**
 * 定时任务: the scheduled tasks an administrator keeps (超时催办, 超时自动处理, 清理操作日志), when each runs
 * next, its run history, and 保存 / 启用 / 停用 / 立即执行 over TimingTaskApi.
 */
import { inject, injectable, optional } from 'inversify';
import {
  OVERDUE_REMIND, defaultParams, describeSchedule, nextRunOf, scheduleKindOf, taskKindOf, validateTask,
  type Schedule, type TaskProblem, type TimingTask, type TimingTaskDraft, type TimingTaskRun,
} from '../../domain/timing';
import { OperationLogApi } from '../ports/operation-log-api';
import { TimingTaskApi } from '../ports/timing-task-api';
import { recordOperation } from './operation-log';

/** A task as the pages show it: with its kind and schedule in words and its next run (none when disabled). */
export interface TimingTaskView extends TimingTask {
  readonly kindLabel: string;
  /** 每天 09:00 */
  readonly scheduleText: string;
  /** 催办超过 24 小时未处理的待办 */
  readonly paramsText: string;
  readonly nextRunAt?: string;
}

export interface TimingTaskDetailView {
  readonly task: TimingTaskView;
  readonly runs: readonly TimingTaskRun[];
}

export type SaveResult = { readonly ok: true; readonly id: string } | { readonly ok: false; readonly problems: readonly TaskProblem[] };

@injectable()
export class TimingTasks {
  /** The clock 下次执行 counts from (tests set it). */
  now: () => Date = () => new Date();

  constructor(
    @inject(TimingTaskApi) private readonly api: TimingTaskApi,
    @inject(OperationLogApi) @optional() private readonly log?: OperationLogApi,
  ) {}

  async list(): Promise<TimingTaskView[]> {
    return (await this.api.list()).map((task) => this.view(task));
  }

  async detail(id: string): Promise<TimingTaskDetailView> {
    const { task, runs } = await this.api.get(id);
    return { task: this.view(task), runs };
  }

  /** A new task of `kind` with its default parameters, daily at 09:00, enabled. */
  newDraft(kind = OVERDUE_REMIND): TimingTaskDraft {
    const known = taskKindOf(kind);
    return { name: known?.label ?? '', kind, schedule: scheduleKindOf('daily')!.defaults, enabled: true, params: known ? defaultParams(known) : {} };
  }

  /** `draft` with another kind: that kind's default parameters (the old kind's mean nothing to it). */
  withKind(draft: TimingTaskDraft, kind: string): TimingTaskDraft {
    const known = taskKindOf(kind);
    return { ...draft, kind, params: known ? defaultParams(known) : {} };
  }

  /** `draft` with another kind of schedule: its defaults, keeping the time of day where both have one. */
  withScheduleKind(draft: TimingTaskDraft, kind: Schedule['kind']): TimingTaskDraft {
    const defaults = scheduleKindOf(kind)?.defaults;
    if (!defaults) return draft;
    const time = 'hour' in draft.schedule ? { hour: draft.schedule.hour, minute: draft.schedule.minute } : { minute: draft.schedule.minute };
    return { ...draft, schedule: { ...defaults, ...(kind === 'hourly' ? { minute: time.minute } : time) } as Schedule };
  }

  validate(draft: TimingTaskDraft): TaskProblem[] {
    return validateTask(draft);
  }

  /** Saves a valid task (the name trimmed); an invalid one is not sent and its problems come back. */
  async save(draft: TimingTaskDraft): Promise<SaveResult> {
    const problems = validateTask(draft);
    if (problems.length > 0) return { ok: false, problems };
    const { id } = await this.api.save({ ...draft, name: draft.name.trim() });
    void recordOperation(this.log, { action: 'save_timing_task', target: draft.name.trim() });
    return { ok: true, id };
  }

  async setEnabled(id: string, enabled: boolean): Promise<void> {
    await this.api.setEnabled(id, enabled);
    void recordOperation(this.log, { action: enabled ? 'enable_timing_task' : 'disable_timing_task', target: id });
  }

  /** 立即执行: the run the backend recorded (its result and summary). */
  async runNow(id: string): Promise<TimingTaskRun> {
    const run = await this.api.run(id);
    void recordOperation(this.log, { action: 'run_timing_task', target: id });
    return run;
  }

  private view(task: TimingTask): TimingTaskView {
    const kind = taskKindOf(task.kind);
    const nextRunAt = nextRunOf(task, this.now());
    return {
      ...task,
      kindLabel: kind?.label ?? `未知类型（${task.kind}）`,
      scheduleText: describeSchedule(task.schedule),
      paramsText: kind?.describeParams(task.params) ?? '',
      ...(nextRunAt ? { nextRunAt } : {}),
    };
  }
}
