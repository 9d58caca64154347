// The demo backend's clock for the engine's timers (issue 26 / 27): a 延时 waits with 等待至 in the instance's
// current nodes, due timers fire on the clock (and before requests), and a timeout reminder reaches its holder.
import { fireDueTimers } from '../../../server/core/timer-ticks';
import type { ModelDesign } from '../../../application/ports/flow-model-api';
import type { Flow } from '../../../domain/flow';
import { approvalBackend } from './approval-kit';
import { TIMING_TASKS_KEY } from '../../../server/core/timing/timing-task-records';
import { leaveRange } from '../support/leave-dates';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
const leave = { leave_type: 1, leave_days: 5, leave_range: leaveRange(5), leave_reason: '家中有事', leave_phone: '13800138000' };
const MINUTE = 60_000;

/** The published leave flow with `change` applied to its root (a delay first, a timeout on the first approver). */
async function withFlow(b: Backend, change: (flow: Flow) => void): Promise<void> {
  await b.store.write(async (tx) => {
    const model = await tx.models.get('model-leave');
    const design = await tx.designs.get(['model-leave', model!.publishedVersion]) as ModelDesign;
    const flow = structuredClone(design.flow) as unknown as Flow;
    change(flow);
    await tx.designs.put({ ...design, flow: flow as never });
  });
}

/** A node anywhere in the flow (inside branches too). */
function nodeById(flow: Flow, id: string): { props: Record<string, unknown> } {
  const found: Array<{ props: Record<string, unknown> }> = [];
  JSON.stringify(flow, (_key, value: { id?: string; props?: Record<string, unknown> }) => {
    if (value && value.id === id && value.props) found.push(value as never);
    return value;
  });
  return found[0];
}

async function launched(b: Backend): Promise<string> {
  await b.as('u-applicant');
  const res = await b.launch('model-leave', leave);
  expect(res.body.msg).toBe('ok');
  return res.body.data.id as string;
}

test('a waiting 延时 is a current node with its due time and nobody to act; the clock moves the instance on when it is due', async () => {
  const b = await approvalBackend();
  await withFlow(b, (flow) => { flow.root.next = { id: 'n-wait', type: 'delay', name: '冷静期', props: { delay: { type: 'duration', minutes: 30 } }, next: flow.root.next }; });
  const id = await launched(b);
  const waiting = (await b.instance(id)).currentNodes;
  expect(waiting).toHaveLength(1);
  expect(waiting[0]).toMatchObject({ nodeId: 'n-wait', nodeName: '冷静期', userIds: [], waitUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/) });
  // The stored due time is the timer clock's index, not part of what the API answers.
  expect(await b.store.read((tx) => tx.instances.get(id))).toHaveProperty('dueAt');
  expect(await b.instance(id)).not.toHaveProperty('dueAt');
  expect(await fireDueTimers(b.store, new Date(Date.now() + 10 * MINUTE))).toBe(0);
  expect(await fireDueTimers(b.store, new Date(Date.now() + 31 * MINUTE))).toBe(1);
  expect((await b.instance(id)).currentNodes).toEqual([{ nodeId: 'n-dept-head', nodeName: '部门负责人', userIds: ['u-hr-head'], userNames: ['周敏'] }]);
});

test('超时自动同意 fires on the clock: the approver\'s task is decided by the system and the instance goes on', async () => {
  const b = await approvalBackend();
  await withFlow(b, (flow) => { Object.assign(nodeById(flow, 'n-dept-head').props, { timeout: { after: { minutes: 5 }, action: 'approve' } }); });
  const id = await launched(b);
  await fireDueTimers(b.store, new Date(Date.now() + 6 * MINUTE));
  const instance = await b.instance(id);
  expect(instance.history.some((h: { comment?: string }) => h.comment === '超时自动同意')).toBe(true);
  expect(instance.currentNodes[0].nodeId).not.toBe('n-dept-head');
});

test('the timeline shows a waiting 延时 as 等待至 its due time, not as 审批中', async () => {
  const { timelineItems } = await import('../../../application/approvals/timeline-items');
  const b = await approvalBackend();
  await withFlow(b, (flow) => { flow.root.next = { id: 'n-wait', type: 'delay', name: '冷静期', props: { delay: { type: 'duration', minutes: 30 } }, next: flow.root.next }; });
  const id = await launched(b);
  const instance = await b.instance(id);
  const row = timelineItems(instance, undefined, (userId) => userId).find((item) => item.node === '冷静期');
  expect(row?.what).toMatch(/^等待至 \d{2}-\d{2} \d{2}:\d{2}$/);
  expect(row?.what.slice(4)).toBe(String(instance.currentNodes[0].waitUntil).slice(5, 16).replace('T', ' '));
});

test('超时提醒 reaches the holder where they look: their 待我审批 row carries reminderAt and the node lists the reminder; a decided task drops it', async () => {
  const b = await approvalBackend();
  await withFlow(b, (flow) => { Object.assign(nodeById(flow, 'n-dept-head').props, { timeout: { after: { minutes: 5 }, action: 'remind' } }); });
  const id = await launched(b);
  await fireDueTimers(b.store, new Date(Date.now() + 6 * MINUTE));
  await b.as('u-hr-head');
  const listed = async () => (await b.get('/flow/workflow/instance/get_work_instances?kind=todo')).body.data.list.find((row: { id: string }) => row.id === id);
  const row = await listed();
  expect(row.reminderAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  expect((await b.instance(id)).currentNodes[0].reminders).toEqual([{ userId: 'u-hr-head', at: row.reminderAt }]);
  await b.as('u-applicant');
  expect((await b.mine()).find((r: { id: string }) => r.id === id).reminderAt).toBeUndefined();
  await b.as('u-hr-head');
  await b.act(id, 'approve');
  expect((await b.instance(id)).currentNodes.flatMap((n: { reminders?: unknown[] }) => n.reminders ?? [])).toEqual([]);
});

test('the clock fires only the nodes\' own timeouts: the default timeouts (超时催办 / 超时自动处理) fire when their 定时任务 runs', async () => {
  const b = await approvalBackend();
  await b.store.write(async (tx) => {
    const tasks = (await tx.settings.get(TIMING_TASKS_KEY))?.value as Array<{ enabled: boolean }> | undefined;
    if (tasks) await tx.settings.put({ key: TIMING_TASKS_KEY, value: tasks.map((t) => ({ ...t, enabled: true })) });
  });
  const before = await b.instance('inst-1');
  expect(await fireDueTimers(b.store, new Date(Date.now() + 365 * 24 * 60 * MINUTE))).toBe(0);
  expect((await b.instance('inst-1')).history).toEqual(before.history);
});
