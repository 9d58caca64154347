/** @jest-environment jest-fixed-jsdom */
// 定时任务 and 定时任务详情: the list in words, 启用/停用, 立即执行, the edit form with its validation messages,
// the run history, and the detail page without an id or with an unknown one.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { Container } from 'inversify';
import { useLocation } from 'react-router-dom';
import { adminModule } from '../../../application/admin/admin-module';
import { TimingTasks } from '../../../application/admin/timing-tasks';
import { TimingTaskApi, type TimingTaskDetail } from '../../../application/ports/timing-task-api';
import type { TimingTask, TimingTaskDraft, TimingTaskRun } from '../../../domain/timing';
import TimingTasksPage from '../../../ui/admin/timing-tasks-page';
import TimingTaskDetailPage from '../../../ui/admin/timing-task-detail-page';
import { preloadAppChunks } from '../../setup/preload-chunks';
import { renderAdminRoutes } from './render-admin-routes';

beforeAll(preloadAppChunks);

const T0 = '2025-03-01T00:00:00.000Z';
const WAIT = { timeout: 10_000 };

/** A TimingTaskApi in memory that records the calls it gets. */
class MemoryTimingTaskApi implements TimingTaskApi {
  calls: string[] = [];
  tasks: TimingTask[] = [
    { id: 'timing-1', name: '待办超时催办', kind: 'overdueRemind', schedule: { kind: 'daily', hour: 9, minute: 0 }, enabled: true, params: { hours: 24 }, createdAt: T0, updatedAt: T0 },
    { id: 'timing-2', name: '超时 7 天自动同意', kind: 'overdueAutoDecide', schedule: { kind: 'hourly', minute: 0 }, enabled: false, params: { hours: 168, decision: 'approve' }, createdAt: T0, updatedAt: T0 },
  ];
  runs: TimingTaskRun[] = [];
  async list() { this.calls.push('list'); return this.tasks; }
  async get(id: string): Promise<TimingTaskDetail> {
    this.calls.push(`get ${id}`);
    const task = this.tasks.find((t) => t.id === id);
    if (!task) throw { config: {}, code: 404, data: { code: 404, msg: '定时任务不存在' } };
    return { task, runs: this.runs.filter((r) => r.taskId === id) };
  }
  async save(draft: TimingTaskDraft) {
    this.calls.push(`save ${draft.name}`);
    const id = draft.id ?? `timing-${this.tasks.length + 1}`;
    const task = { ...draft, id, createdAt: T0, updatedAt: T0 };
    this.tasks = draft.id ? this.tasks.map((t) => (t.id === id ? { ...t, ...task } : t)) : [...this.tasks, task];
    return { id };
  }
  async setEnabled(id: string, enabled: boolean) {
    this.calls.push(`set_enabled ${id} ${enabled}`);
    this.tasks = this.tasks.map((t) => (t.id === id ? { ...t, enabled } : t));
  }
  async run(id: string): Promise<TimingTaskRun> {
    this.calls.push(`run ${id}`);
    const run: TimingTaskRun = { id: `run-${this.runs.length + 1}`, taskId: id, at: '2025-03-10T01:00:00.000Z', trigger: 'manual', result: 'success', summary: '催办 3 条待办' };
    this.runs = [run, ...this.runs];
    this.tasks = this.tasks.map((t) => (t.id === id ? { ...t, lastRunAt: run.at, lastResult: run.result, lastSummary: run.summary } : t));
    return run;
  }
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const api = new MemoryTimingTaskApi();
  const container = new Container();
  container.bind(TimingTaskApi).toConstantValue(api);
  container.load(adminModule);
  container.get(TimingTasks).now = () => dayjs('2025-03-10 10:00').toDate();
  renderAdminRoutes(container, path, { '/timing-tasks': <TimingTasksPage />, '/timing-task-detail': <TimingTaskDetailPage /> }, { antdApp: true, extra: <Where /> });
  return api;
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name }, WAIT)).closest('tr') as HTMLElement;

test('定时任务 lists each task with its kind, schedule in words, next run, last run and status', async () => {
  renderAt('/timing-tasks');
  const remind = within(await rowOf('待办超时催办'));
  expect(remind.getByText('超时催办')).toBeInTheDocument();
  expect(remind.getByText('每天 09:00')).toBeInTheDocument();
  expect(remind.getByText('2025-03-11 09:00')).toBeInTheDocument();
  expect(remind.getByText('从未执行')).toBeInTheDocument();
  const stopped = within(await rowOf('超时 7 天自动同意'));
  expect(stopped.getByText('每小时第 0 分')).toBeInTheDocument();
  expect(stopped.getByText('已停用')).toBeInTheDocument();
  expect(stopped.getByRole('switch', { name: '启用「超时 7 天自动同意」' })).not.toBeChecked();
});

test('the list says that 超时催办 / 超时自动处理 are the default timeouts of the nodes without their own, fired by each run', async () => {
  renderAt('/timing-tasks');
  await rowOf('待办超时催办');
  expect(screen.getByText(/超时催办、超时自动处理是所有未设置超时的审批 \/ 办理节点的默认超时：每次执行（立即执行或按执行周期）时/)).toBeInTheDocument();
});

test('立即执行 in the list runs the task and shows its result as 上次执行', async () => {
  const api = renderAt('/timing-tasks');
  fireEvent.click(within(await rowOf('待办超时催办')).getByRole('button', { name: '立即执行「待办超时催办」' }));
  expect(await screen.findByText('「待办超时催办」执行成功：催办 3 条待办', {}, WAIT)).toBeInTheDocument();
  const row = within(await rowOf('待办超时催办'));
  expect(await row.findByText('催办 3 条待办', {}, WAIT)).toBeInTheDocument();
  expect(row.getByText('成功')).toBeInTheDocument();
  expect(api.calls).toContain('run timing-1');
});

test('the status switch enables a stopped task', async () => {
  const api = renderAt('/timing-tasks');
  fireEvent.click(within(await rowOf('超时 7 天自动同意')).getByRole('switch'));
  expect(await screen.findByText('已启用「超时 7 天自动同意」', {}, WAIT)).toBeInTheDocument();
  expect(api.calls).toContain('set_enabled timing-2 true');
});

test('新建 and the name link open the detail page', async () => {
  renderAt('/timing-tasks');
  fireEvent.click(await screen.findByRole('link', { name: '待办超时催办' }, WAIT));
  expect(screen.getByTestId('where').textContent).toBe('/timing-task-detail?id=timing-1');
  expect(await screen.findByText('定时任务详情 - 待办超时催办', {}, WAIT)).toBeInTheDocument();
});

test('定时任务详情 without an id says so and calls nothing', async () => {
  const api = renderAt('/timing-task-detail');
  expect(await screen.findByText('请从定时任务列表中选择一个任务，或新建一个', {}, WAIT)).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

test('定时任务详情 of an unknown id says the task does not exist', async () => {
  renderAt('/timing-task-detail?id=timing-nope');
  expect(await screen.findByText('定时任务不存在或无法加载', {}, WAIT)).toBeInTheDocument();
  expect(screen.getByText('定时任务不存在')).toBeInTheDocument();
});

test('保存 shows the validation messages under their fields and sends nothing; fixed, it saves', async () => {
  const api = renderAt('/timing-task-detail?id=timing-1');
  const name = await screen.findByRole('textbox', { name: '任务名称' }, WAIT);
  fireEvent.change(name, { target: { value: ' ' } });
  fireEvent.change(screen.getByRole('spinbutton', { name: '超时时长' }), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('请输入任务名称', {}, WAIT)).toBeInTheDocument();
  expect(screen.getByText('超时时长须为 1–720 小时之间的整数')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.startsWith('save'))).toEqual([]);

  fireEvent.change(name, { target: { value: '早间催办' } });
  fireEvent.change(screen.getByRole('spinbutton', { name: '超时时长' }), { target: { value: '12' } });
  expect(screen.queryByText('请输入任务名称')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('定时任务已保存', {}, WAIT)).toBeInTheDocument();
  expect(api.tasks[0]).toMatchObject({ name: '早间催办', params: { hours: 12 } });
});

test('立即执行 on the detail page shows the result and the run appears in 执行记录', async () => {
  renderAt('/timing-task-detail?id=timing-1');
  expect(await screen.findByText('还没有执行记录', {}, WAIT)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '立即执行' }));
  expect(await screen.findByText('执行成功：催办 3 条待办', {}, WAIT)).toBeInTheDocument();
  const history = within(document.querySelector('.timing-runs') as HTMLElement);
  const row = (await history.findByText('手动执行', {}, WAIT)).closest('tr') as HTMLElement;
  expect(within(row).getByText(dayjs('2025-03-10T01:00:00.000Z').format('YYYY-MM-DD HH:mm'))).toBeInTheDocument();
  expect(within(row).getByText('成功')).toBeInTheDocument();
  expect(within(row).getByText('催办 3 条待办')).toBeInTheDocument();
});

test('a new task: its kind\'s parameters, a 每月 schedule, saved and opened under its id', async () => {
  const api = renderAt('/timing-task-detail?new=1');
  expect(await screen.findByText('新建定时任务', {}, WAIT)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即执行' })).not.toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: '任务名称' }), { target: { value: '月底催办' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '周期' }));
  fireEvent.click(await screen.findByTitle('每月', {}, WAIT));
  fireEvent.change(await screen.findByRole('spinbutton', { name: '日期' }, WAIT), { target: { value: '31' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('定时任务详情 - 月底催办', {}, WAIT)).toBeInTheDocument();
  expect(screen.getByTestId('where').textContent).toBe('/timing-task-detail?id=timing-3');
  expect(api.tasks[2]).toMatchObject({ name: '月底催办', kind: 'overdueRemind', schedule: { kind: 'monthly', day: 31, hour: 9, minute: 0 }, params: { hours: 24 } });
});
