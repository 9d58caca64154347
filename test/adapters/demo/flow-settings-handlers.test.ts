// Issue 27's flow settings through the demo backend, as each person acts: 审批编号 taken with the instance,
// 标题规则 titles, 撤销 of an approved instance (everyone concerned told), and 代理 (delegation calls, tasks).
import { approvalBackend } from './approval-kit';
import type { InstanceChanged } from '../../../application/ports/instance-changed';
import { DEMO_CHANGE_CHANNEL, type DemoChangeMessage } from '../../../server/stores/demo-change-channel';
import { localDateTime } from '../../../server/core/serial-numbers';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
let b: Backend;
beforeEach(async () => { b = await approvalBackend(); });

const W = '/flow/workflow/';
const leave = (days: number) => ({ leave_type: 1, leave_days: days, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事', leave_phone: '13800138000' });
const today = () => localDateTime(new Date().toISOString()).slice(0, 10).replace(/-/g, '');

/** Gives the published leave flow these settings (as 扩展设置 + 发布 would). */
async function leaveSettings(settings: Record<string, unknown>) {
  await b.store.write(async (tx) => {
    const model = (await tx.models.get('model-leave'))!;
    const design = (await tx.designs.get(['model-leave', model.publishedVersion]))!;
    const flow = design.flow as unknown as { settings?: Record<string, unknown> };
    await tx.designs.put({ ...design, flow: { ...flow, settings: { ...flow.settings, ...settings } } as unknown as typeof design.flow });
  });
}

/** Leaves only `userIds` in the published design's 谁可以发起. */
async function restrictLaunchers(modelId: string, userIds: string[]) {
  await b.store.write(async (tx) => {
    const model = (await tx.models.get(modelId))!;
    const design = (await tx.designs.get([modelId, model.publishedVersion]))!;
    await tx.designs.put({ ...design, settings: { ...design.settings, launchScope: { everyone: false, deptIds: [], userIds, roleIds: [] } } });
  });
}

async function launchLeave(days = 2, userId = 'u-zhaoliu') {
  await b.as(userId);
  const res = await b.launch('model-leave', leave(days));
  expect(res.body.msg).toBe('ok');
  return res.body.data.id as string;
}

describe('审批编号 (serialNo) in the demo backend', () => {
  it('each launch takes the next number of the flow for today; lists show it and find it by keyword', async () => {
    await leaveSettings({ serialNo: { prefix: 'QJ', date: 'YYYYMMDD', digits: 4, separator: '-', reset: 'daily' } });
    const first = await launchLeave();
    const second = await launchLeave();
    expect((await b.instance(first)).serialNo).toBe(`QJ-${today()}-0001`);
    expect((await b.instance(second)).serialNo).toBe(`QJ-${today()}-0002`);
    const found = (await b.get(`${W}instance/get_my_instances?keyword=${encodeURIComponent(`QJ-${today()}-0002`)}`)).body.data.list;
    expect(found.map((row: { id: string; serialNo: string }) => [row.id, row.serialNo])).toEqual([[second, `QJ-${today()}-0002`]]);
  });

  it('a failed submit takes no number', async () => {
    await leaveSettings({ serialNo: { prefix: 'QJ', date: '', digits: 3, reset: 'never' } });
    await b.as('u-zhaoliu');
    expect((await b.launch('model-leave', { leave_days: 'x' })).status).toBe(400);
    expect((await b.instance(await launchLeave())).serialNo).toBe('QJ001');
  });

  it('without a rule an instance has no serialNo', async () => {
    expect(await b.instance(await launchLeave())).not.toHaveProperty('serialNo');
  });
});

describe('标题规则 (titleRule) in the demo backend', () => {
  it('the instance title follows the rule: the applicant, the flow name, a control by id', async () => {
    await leaveSettings({ titleRule: '{initiator}请假{leave_days}（{leave_type}）' });
    const id = await launchLeave(2);
    const title = (await b.instance(id)).title;
    expect(title).toMatch(/^赵六请假2 天（.+）$/);
    expect((await b.mine()).find((row: { id: string }) => row.id === id).title).toBe(title);
  });
});

describe('撤销 (revoke) in the demo backend', () => {
  async function approvedLeave() {
    const id = await launchLeave(2);
    await b.as('u-fe-head');
    expect((await b.act(id, 'approve')).body.data.status).toBe('approved');
    await b.as('u-zhaoliu');
    return id;
  }

  it('the applicant is offered 撤销 within revokeApprovedDays and the instance becomes revoked; everyone who took part is told', async () => {
    await leaveSettings({ revokeApprovedDays: 7 });
    const id = await approvedLeave();
    expect((await b.instance(id)).viewer.actions.map((a: { label: string }) => a.label)).toContain('撤销');
    const heard: InstanceChanged[] = [];
    const channel = new BroadcastChannel(DEMO_CHANGE_CHANNEL);
    channel.onmessage = (event: MessageEvent) => heard.push((event.data as DemoChangeMessage).change);
    try {
      expect((await b.act(id, 'revoke', { comment: '行程取消' })).body.data.status).toBe('revoked');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const finished = heard.find((n) => n.instanceId === id && n.reason === 'instanceFinished');
      expect(finished?.status).toBe('revoked');
      expect(finished?.userIds).toEqual(expect.arrayContaining(['u-zhaoliu', 'u-fe-head', 'u-admin-1']));
    } finally {
      channel.close();
    }
    expect((await b.get(`${W}instance/get_my_instances?status=revoked`)).body.data.list.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it('without revokeApprovedDays 撤销 is neither offered nor accepted (refused in Chinese)', async () => {
    const id = await approvedLeave();
    expect((await b.instance(id)).viewer.actions.map((a: { name: string }) => a.name)).not.toContain('revoke');
    const refused = await b.act(id, 'revoke');
    expect([refused.status, refused.body.msg]).toEqual([400, '该流程不允许撤销已通过的审批']);
  });
});

describe('代理 (delegations) in the demo backend', () => {
  const D = `${W}delegation/`;
  const week = () => {
    const start = localDateTime(new Date(Date.now() - 86_400_000).toISOString()).slice(0, 16);
    const end = localDateTime(new Date(Date.now() + 6 * 86_400_000).toISOString()).slice(0, 16);
    return { start, end };
  };

  it('each person saves their own delegation; someone else\'s is refused (403), a 系统管理员 may set anyone\'s', async () => {
    await b.as('u-fe-head');
    const saved = await b.post(`${D}save`, { from: 'u-fe-head', to: 'u-wangwu', ...week() });
    expect(saved.status).toBe(200);
    expect((await b.get(`${D}list`)).body.data).toMatchObject({ list: [{ id: saved.body.data.id, from: 'u-fe-head', to: 'u-wangwu' }], mayManageOthers: false });
    const notMine = await b.post(`${D}save`, { from: 'u-zhaoliu', to: 'u-wangwu', ...week() });
    expect([notMine.status, notMine.body.msg]).toEqual([403, '只能设置自己的代理']);
    await b.as('u-ceo');
    expect((await b.post(`${D}save`, { from: 'u-zhaoliu', to: 'u-wangwu', ...week() })).status).toBe(200);
    expect((await b.get(`${D}list`)).body.data.list).toHaveLength(2);
  });

  it('a delegation without a delegate, to oneself, or ending before it starts is refused with the reason', async () => {
    await b.as('u-fe-head');
    expect((await b.post(`${D}save`, { from: 'u-fe-head', to: '', ...week() })).body.msg).toBe('请选择代理人');
    expect((await b.post(`${D}save`, { from: 'u-fe-head', to: 'u-fe-head', ...week() })).body.msg).toBe('不能把审批委托给自己');
    expect((await b.post(`${D}save`, { from: 'u-fe-head', to: 'u-wangwu', start: '2026-12-02T09:00', end: '2026-12-01T09:00' })).body.msg).toBe('代理的结束时间必须晚于开始时间');
  });

  it('a task for someone away goes to their delegate, who decides on their behalf; the person away still sees the instance', async () => {
    await b.as('u-fe-head');
    await b.post(`${D}save`, { from: 'u-fe-head', to: 'u-wangwu', ...week() });
    const id = await launchLeave(2);
    await b.as('u-wangwu');
    expect(await b.todo()).toContain(id);
    const approved = (await b.act(id, 'approve')).body.data;
    expect(approved.status).toBe('approved');
    expect(approved.history.find((h: { action: string }) => h.action === 'approve')).toMatchObject({ userId: 'u-wangwu', onBehalfOf: 'u-fe-head', onBehalfOfName: expect.any(String) });
    await b.as('u-fe-head');
    expect((await b.get(`${W}get_instance?id=${id}`)).status).toBe(200);
  });

  it('a delegation for other flows only leaves this flow\'s tasks with the person', async () => {
    await b.as('u-fe-head');
    await b.post(`${D}save`, { from: 'u-fe-head', to: 'u-wangwu', ...week(), flowIds: ['model-expense'] });
    const id = await launchLeave(2);
    await b.as('u-fe-head');
    expect(await b.todo()).toContain(id);
  });

  it('get_instance sends the delegations in force for the instance\'s flow (the timeline\'s nodes to come name the delegate)', async () => {
    await b.as('u-hr-head');
    await b.post(`${D}save`, { from: 'u-hr-head', to: 'u-wangwu', ...week() });
    await b.as('u-fe-head');
    await b.post(`${D}save`, { from: 'u-fe-head', to: 'u-wangwu', ...week(), flowIds: ['model-expense'] });
    const id = await launchLeave(5);
    const sent = (await b.get(`${W}get_instance?id=${id}`)).body.data.delegations as Array<{ from: string }>;
    expect(sent.map((d) => d.from)).toEqual(['u-hr-head']);
  });

  it('delegation/in_force tells anyone about to launch a flow who is away from it now, and for whom (the launch page names the delegate)', async () => {
    await b.as('u-hr-head');
    await b.post(`${D}save`, { from: 'u-hr-head', to: 'u-wangwu', ...week() });
    await b.as('u-fe-head');
    await b.post(`${D}save`, { from: 'u-fe-head', to: 'u-wangwu', ...week(), flowIds: ['model-expense'] });
    const later = { start: '2099-01-01T09:00', end: '2099-01-08T09:00' };
    await b.post(`${D}save`, { from: 'u-fe-head', to: 'u-zhaoliu', ...later });
    await b.as('u-applicant');
    const forLeave = (await b.get(`${D}in_force?modelId=model-leave`)).body.data as Array<{ from: string; to: string; flowIds?: string[] }>;
    expect(forLeave.map((d) => `${d.from}→${d.to}`)).toEqual(['u-hr-head→u-wangwu']);
    const forExpense = (await b.get(`${D}in_force?modelId=model-expense`)).body.data as Array<{ from: string; flowIds?: string[] }>;
    expect(forExpense.map((d) => d.from).sort()).toEqual(['u-fe-head', 'u-hr-head']);
    expect(forExpense.every((d) => d.flowIds === undefined)).toBe(true);
    const noFlow = await b.get(`${D}in_force`);
    expect([noFlow.status, noFlow.body.msg]).toEqual([400, '请指定流程']);
    expect((await b.get(`${D}in_force?modelId=model-none`)).status).toBe(404);
  });

  it('delegation/in_force is refused to someone outside the flow\'s 谁可以发起 (who is away stays among those who may launch)', async () => {
    await restrictLaunchers('model-leave', ['u-zhaoliu']);
    await b.as('u-applicant');
    const refused = await b.get(`${D}in_force?modelId=model-leave`);
    expect([refused.status, refused.body.msg]).toEqual([403, '你不在该流程的发起范围内，无法发起']);
    await b.as('u-zhaoliu');
    expect((await b.get(`${D}in_force?modelId=model-leave`)).status).toBe(200);
  });

  it('remove deletes one\'s own delegation', async () => {
    await b.as('u-fe-head');
    const { id } = (await b.post(`${D}save`, { from: 'u-fe-head', to: 'u-wangwu', ...week() })).body.data;
    expect((await b.post(`${D}remove`, { id })).status).toBe(200);
    expect((await b.get(`${D}list`)).body.data.list).toEqual([]);
  });
});

describe('代理 in the timeline and the printed record', () => {
  it('the timeline says 王五（代 <the person away>） for a delegate\'s decision; so does the printed record', async () => {
    const { timelineItems } = await import('../../../application/approvals/timeline-items');
    const { approvalRecordRow } = await import('../../../domain/print/approval-record');
    await b.as('u-fe-head');
    const start = localDateTime(new Date(Date.now() - 3_600_000).toISOString()).slice(0, 16);
    const end = localDateTime(new Date(Date.now() + 86_400_000).toISOString()).slice(0, 16);
    await b.post(`${W}delegation/save`, { from: 'u-fe-head', to: 'u-wangwu', start, end });
    const id = await launchLeave(2);
    await b.as('u-wangwu');
    const instance = (await b.act(id, 'approve')).body.data;
    const head = instance.history.find((h: { action: string }) => h.action === 'approve').onBehalfOfName as string;
    const item = timelineItems(instance, undefined, (userId) => userId).find((i) => i.what === '已同意');
    expect(item?.who).toBe(`王五（代 ${head}）`);
    const entry = instance.history.find((h: { action: string }) => h.action === 'approve');
    expect(approvalRecordRow(entry).who).toBe(`王五（代 ${head}）`);
  });
});
