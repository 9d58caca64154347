// 定时任务 use case: the list in words with 下次执行, validation before anything is sent, 立即执行.
import dayjs from 'dayjs';
import { operationLabel } from '../../../application/admin/operation-log';
import { TimingTasks } from '../../../application/admin/timing-tasks';
import type { OperationLogEntry } from '../../../application/ports/operation-log-api';
import type { TimingTaskApi, TimingTaskDetail } from '../../../application/ports/timing-task-api';
import type { TimingTask, TimingTaskDraft, TimingTaskRun } from '../../../domain/timing';

const task = (over: Partial<TimingTask> = {}): TimingTask => ({
  id: 'timing-1', name: '每日超时催办', kind: 'overdueRemind', schedule: { kind: 'daily', hour: 9, minute: 0 }, enabled: true,
  params: { hours: 24 }, createdAt: '2025-03-01T00:00:00.000Z', updatedAt: '2025-03-01T00:00:00.000Z', ...over,
});

/** A hand-written TimingTaskApi that keeps what it was sent. */
class FakeTimingTaskApi implements TimingTaskApi {
  tasks: TimingTask[] = [task(), task({ id: 'timing-2', name: '清理日志', kind: 'cleanOperationLogs', enabled: false, params: { days: 180 }, schedule: { kind: 'monthly', day: 31, hour: 2, minute: 0 } })];
  saved: TimingTaskDraft[] = [];
  runs: string[] = [];
  async list() { return this.tasks; }
  async get(id: string): Promise<TimingTaskDetail> {
    const found = this.tasks.find((t) => t.id === id);
    if (!found) throw { code: 404, data: { msg: '定时任务不存在' } };
    return { task: found, runs: [] };
  }
  async save(draft: TimingTaskDraft) { this.saved.push(draft); return { id: draft.id ?? 'timing-9' }; }
  async setEnabled() { /* not needed here */ }
  async run(id: string): Promise<TimingTaskRun> {
    this.runs.push(id);
    return { id: 'run-1', taskId: id, at: '2025-03-10T02:00:00.000Z', trigger: 'manual', result: 'success', summary: '催办 3 条待办' };
  }
}

let api: FakeTimingTaskApi;
let tasks: TimingTasks;
beforeEach(() => {
  api = new FakeTimingTaskApi();
  tasks = new TimingTasks(api);
  tasks.now = () => dayjs('2025-03-10 10:00').toDate();
});

it('lists each task with its kind and schedule in words and its next run; a disabled task has none', async () => {
  const [remind, clean] = await tasks.list();
  expect([remind!.kindLabel, remind!.scheduleText, remind!.paramsText]).toEqual(['超时催办', '每天 09:00', '催办超过 24 小时未处理的待办']);
  expect(dayjs(remind!.nextRunAt).format('YYYY-MM-DD HH:mm')).toBe('2025-03-11 09:00');
  expect([clean!.kindLabel, clean!.scheduleText, clean!.nextRunAt]).toEqual(['清理操作日志', '每月 31 日 02:00（当月没有该日时为最后一天）', undefined]);
});

it('an invalid task is not sent: its problems come back in Chinese', async () => {
  const result = await tasks.save({ ...tasks.newDraft(), name: ' ', params: { hours: 0 } });
  expect(result).toEqual({ ok: false, problems: [
    { field: 'name', message: '请输入任务名称' }, { field: 'params.hours', message: '超时时长须为 1–720 小时之间的整数' },
  ] });
  expect(api.saved).toEqual([]);
});

it('a valid task is saved with its name trimmed', async () => {
  expect(await tasks.save({ ...tasks.newDraft(), name: '  夜间催办 ' })).toEqual({ ok: true, id: 'timing-9' });
  expect(api.saved[0]).toMatchObject({ name: '夜间催办', kind: 'overdueRemind', params: { hours: 24 }, schedule: { kind: 'daily', hour: 9, minute: 0 } });
});

it('changing the kind takes its default parameters; changing the schedule kind keeps the time of day', () => {
  const draft = tasks.withKind(tasks.newDraft(), 'overdueAutoDecide');
  expect(draft.params).toEqual({ hours: 72, decision: 'approve' });
  const at1830 = { ...draft, schedule: { kind: 'daily' as const, hour: 18, minute: 30 } };
  expect(tasks.withScheduleKind(at1830, 'weekly').schedule).toEqual({ kind: 'weekly', weekday: 1, hour: 18, minute: 30 });
  expect(tasks.withScheduleKind(at1830, 'hourly').schedule).toEqual({ kind: 'hourly', minute: 30 });
});

it('立即执行 answers the run the backend recorded', async () => {
  expect((await tasks.runNow('timing-1')).summary).toBe('催办 3 条待办');
  expect(api.runs).toEqual(['timing-1']);
});

it('保存, 启用/停用 and 立即执行 are written to 操作日志 under their own names', async () => {
  const logged: OperationLogEntry[] = [];
  const logging = new TimingTasks(api, { add: async (entry) => { logged.push(entry); }, list: async () => [] });
  await logging.save({ name: ' 每周清理 ', kind: 'cleanOperationLogs', schedule: { kind: 'weekly', weekday: 1, hour: 3, minute: 0 }, enabled: true, params: { days: 90 } });
  await logging.setEnabled('timing-2', true);
  await logging.setEnabled('timing-1', false);
  await logging.runNow('timing-1');
  expect(logged.map((e) => `${operationLabel(e.action)} ${e.target}`)).toEqual([
    '保存定时任务 每周清理', '启用定时任务 timing-2', '停用定时任务 timing-1', '立即执行定时任务 timing-1',
  ]);
});
