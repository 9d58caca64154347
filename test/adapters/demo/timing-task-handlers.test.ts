// 定时任务 in the demo backend: the seeded tasks, save with the server's own validation, 启用/停用, and 立即执行
// running each kind for real against the demo data (超时催办 / 超时自动处理 as the engine's default
// timeouts fired by tick, log clean-up), recorded as a run with its summary.
import { approvalBackend } from './approval-kit';
import type { InstanceChanged } from '../../../application/ports/instance-changed';
import { DEMO_CHANGE_CHANNEL, type DemoChangeMessage } from '../../../server/stores/demo-change-channel';
import { TIMING_TASKS_KEY } from '../../../server/core/timing/timing-task-records';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
let b: Backend;
// 陈志远 (系统管理员) runs the 定时任务 page: the tasks are an administrator's (issue 25).
beforeEach(async () => {
  b = await approvalBackend();
  await b.as('u-ceo');
});

const T = '/flow/workflow/timing_task/';
const W = '/flow/workflow/';
const list = async () => (await b.get(`${T}list`)).body.data.list;
const detail = async (id: string) => (await b.get(`${T}get?id=${id}`)).body.data;
const run = async (id: string) => (await b.post(`${T}run`, { id })).body.data;
const pendingOnFlow = () => b.store.read(async (tx) => (await tx.instances.all()).filter((i) => i.status === 'pending' && i.flowState));

const draft = (over: Record<string, unknown> = {}) => ({
  name: '夜间催办', kind: 'overdueRemind', schedule: { kind: 'daily', hour: 21, minute: 30 }, enabled: true, params: { hours: 12 }, ...over,
});

it('seeds three tasks, one of them stopped', async () => {
  expect((await list()).map((t: any) => [t.id, t.name, t.kind, t.enabled])).toEqual([
    ['timing-1', '待办超时催办', 'overdueRemind', true],
    ['timing-2', '超时 7 天自动同意', 'overdueAutoDecide', false],
    ['timing-3', '清理半年前的操作日志', 'cleanOperationLogs', true],
  ]);
});

/** The open 待办 of the engine (the applicant's 重新提交 aside) in every pending instance. */
const openEngineTasks = async () => (await pendingOnFlow()).flatMap((i) => i.flowState!.tasks
  .filter((t) => t.status === 'open' && t.kind !== 'resubmit').map((t) => ({ instanceId: i.id, nodeId: t.nodeId, userId: t.userId })));

it('超时催办 is the default timeout remind: a run ticks every instance, each old 待办 gets one 超时提醒 (reminders, the tag), its holder is told, and a second run reminds nobody again', async () => {
  const heard: InstanceChanged[] = [];
  const channel = new BroadcastChannel(DEMO_CHANGE_CHANNEL);
  channel.onmessage = (event: MessageEvent) => heard.push((event.data as DemoChangeMessage).change);
  try {
    const open = await openEngineTasks();
    expect(open.length).toBeGreaterThan(0);
    const first = await run('timing-1');
    expect(first).toMatchObject({ taskId: 'timing-1', trigger: 'manual', result: 'success', summary: `催办 ${open.length} 条待办` });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const urged = heard.filter((n) => n.reason === 'urged');
    expect(new Set(urged.flatMap((n) => n.userIds ?? []))).toEqual(new Set(open.map((t) => t.userId)));
    // As a node's own timeout reminder: listed on the node, and the holder's 待我审批 row carries the 超时提醒 tag.
    const held = open.find((t) => t.instanceId === 'inst-1')!;
    const inst1 = await b.instance('inst-1');
    expect(inst1.currentNodes.find((n: { nodeId: string }) => n.nodeId === held.nodeId).reminders).toEqual([{ userId: held.userId, at: expect.stringMatching(/^2025-03-06T\d{2}:00/) }]);
    await b.as(held.userId);
    expect((await b.get(`${W}instance/get_work_instances?kind=todo`)).body.data.list.find((r: { id: string }) => r.id === 'inst-1').reminderAt).toBeDefined();
    await b.as('u-ceo');

    const again = await run('timing-1');
    expect(again.summary).toBe('没有新的超过 24 小时未处理的待办');
    const { task, runs } = await detail('timing-1');
    expect(runs.map((r: any) => r.summary)).toEqual([again.summary, first.summary]);
    expect([task.lastRunAt, task.lastResult, task.lastSummary]).toEqual([again.at, 'success', again.summary]);
  } finally {
    channel.close();
  }
});

it('超时自动处理 is the default timeout approve: each old 待办 is decided by the system with the reason 超时自动同意, as a node\'s own timeout', async () => {
  const held = (await openEngineTasks()).find((t) => t.instanceId === 'inst-1')!;
  const saved = await b.post(`${T}save`, draft({ name: '一小时自动同意', kind: 'overdueAutoDecide', params: { hours: 1, decision: 'approve' } }));
  const result = await run(saved.body.data.id);
  expect(result.result).toBe('success');
  expect(result.summary).toMatch(/^超时自动同意 [1-9]\d* 条待办$/);
  const inst1 = (await b.store.read((tx) => tx.instances.get('inst-1')))!;
  expect(inst1.flowState!.history.find((h) => h.reason === 'timeout')).toMatchObject({
    action: 'approve', nodeId: held.nodeId, userIds: [held.userId], comment: '超时自动同意',
  });
  // The instance moved on: the 5-day leave's department head approved it, so the HR step holds it now.
  expect(inst1.currentNodes?.[0]?.nodeName).not.toBe('部门负责人');
});

it('超时自动拒绝 rejects with the reason 超时自动拒绝 and the instance ends rejected', async () => {
  const saved = await b.post(`${T}save`, draft({ name: '一小时自动拒绝', kind: 'overdueAutoDecide', params: { hours: 1, decision: 'reject' } }));
  expect((await run(saved.body.data.id)).summary).toMatch(/^超时自动拒绝 [1-9]\d* 条待办$/);
  const inst1 = (await b.store.read((tx) => tx.instances.get('inst-1')))!;
  expect(inst1.status).toBe('rejected');
  expect(inst1.flowState!.history.find((h) => h.action === 'reject')).toMatchObject({ reason: 'timeout', comment: '超时自动拒绝' });
});

it('a node with a timeout of its own keeps it: the default does not decide its 待办', async () => {
  const held = (await openEngineTasks()).find((t) => t.instanceId === 'inst-1')!;
  await b.store.write(async (tx) => {
    const row = (await tx.instances.get('inst-1'))!;
    const design = (await tx.designs.get([row.modelId, row.designVersion]))!;
    const flow = JSON.parse(JSON.stringify(design.flow, (_key, value: { id?: string; props?: Record<string, unknown> }) => (
      value && value.id === held.nodeId && value.props ? { ...value, props: { ...value.props, timeout: { after: { days: 3650 }, action: 'remind' } } } : value)));
    await tx.designs.put({ ...design, flow });
  });
  const saved = await b.post(`${T}save`, draft({ name: '一小时自动同意', kind: 'overdueAutoDecide', params: { hours: 1, decision: 'approve' } }));
  await run(saved.body.data.id);
  const inst1 = (await b.store.read((tx) => tx.instances.get('inst-1')))!;
  expect([inst1.status, inst1.flowState!.history.some((h) => h.reason === 'timeout')]).toEqual(['pending', false]);
});

it('a new 待办 is not overdue: nothing is decided', async () => {
  await b.as('u-zhaoliu');
  const launched = await b.launch('model-leave', { leave_type: 1, leave_days: 2, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事', leave_phone: '13800138000' });
  await b.as('u-ceo');
  const saved = await b.post(`${T}save`, draft({ kind: 'overdueAutoDecide', params: { hours: 1, decision: 'approve' } }));
  await run(saved.body.data.id);
  expect((await b.instance(launched.body.data.id)).status).toBe('pending');
});

it('清理操作日志 now deletes the entries older than the days kept', async () => {
  await b.store.write((tx) => tx.operationLogs.putMany([
    { id: 'log-old', action: 'add_role', target: '法务', userName: '周敏', at: '2020-01-01T00:00:00.000Z' },
    { id: 'log-new', action: 'add_role', target: '法务', userName: '周敏', at: new Date().toISOString() },
  ]));
  const result = await run('timing-3');
  expect(result.summary).toMatch(/^清理 \d+ 条超过 180 天的操作日志$/);
  const ids = await b.store.read(async (tx) => (await tx.operationLogs.all()).map((l) => l.id));
  expect(ids).toContain('log-new');
  expect(ids).not.toContain('log-old');
});

it('a run that fails part-way changes nothing and is recorded as 失败 with why', async () => {
  const logsBefore = await b.store.read((tx) => tx.operationLogs.count());
  await b.store.write((tx) => tx.operationLogs.put({ id: 'log-old', action: 'add_role', target: 'x', userName: 'y', at: '2020-01-01T00:00:00.000Z' }));
  const write = b.store.write.bind(b.store);
  jest.spyOn(b.store, 'write').mockImplementationOnce((work) => write(async (tx) => { await work(tx); throw new Error('磁盘已满'); }));
  const result = await run('timing-3');
  expect([result.result, result.summary]).toEqual(['failure', '执行失败：磁盘已满']);
  // Nothing was cleaned (the old entry stays); 操作日志 gained only the record of the run itself (issue 25).
  const logs = await b.store.read((tx) => tx.operationLogs.find({ index: 'at', reverse: true }));
  expect(logs).toHaveLength(logsBefore + 2);
  expect(logs.map((l) => l.id)).toContain('log-old');
  expect(logs[0]).toMatchObject({ action: 'run_timing_task', userName: '陈志远' });
  expect((await detail('timing-3')).task.lastResult).toBe('failure');
});

it('save: a new task gets an id, an edit keeps it; bad input is refused with the validation messages', async () => {
  const created = await b.post(`${T}save`, draft());
  const id = created.body.data.id;
  expect((await detail(id)).task).toMatchObject({ name: '夜间催办', schedule: { kind: 'daily', hour: 21, minute: 30 }, params: { hours: 12 } });
  expect((await b.post(`${T}save`, { ...draft({ name: '夜间催办（改）' }), id })).body.data.id).toBe(id);
  expect((await detail(id)).task.name).toBe('夜间催办（改）');
  const bad = await b.post(`${T}save`, draft({ name: '', params: { hours: 9999 } }));
  expect([bad.status, bad.body.msg]).toEqual([400, '请输入任务名称；超时时长须为 1–720 小时之间的整数']);
  expect((await b.post(`${T}save`, { ...draft(), id: 'timing-nope' })).body.msg).toBe('定时任务不存在');
});

it('启用 / 停用 a task; unknown ids answer 定时任务不存在', async () => {
  expect((await b.post(`${T}set_enabled`, { id: 'timing-2', enabled: true })).body.msg).toBe('ok');
  expect((await list()).find((t: any) => t.id === 'timing-2').enabled).toBe(true);
  expect((await b.post(`${T}set_enabled`, { id: 'timing-2' })).body.msg).toBe('请说明启用还是停用');
  for (const res of [await b.get(`${T}get?id=nope`), await b.post(`${T}run`, { id: 'nope' }), await b.post(`${T}set_enabled`, { id: 'nope', enabled: false })]) {
    expect([res.status, res.body.msg]).toEqual([404, '定时任务不存在']);
  }
});

it('a database without 定时任务 records (from before them, or reset) shows the seeded tasks; a broken stored record is left out', async () => {
  await b.store.write((tx) => tx.settings.delete(TIMING_TASKS_KEY));
  expect((await list()).length).toBe(3);
  await b.store.write((tx) => tx.settings.put({ key: TIMING_TASKS_KEY, value: [{ id: 'x' }, (draft() as unknown)] }));
  expect(await list()).toEqual([]);
});
