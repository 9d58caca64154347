// The demo backend runs issue 26's 触发器 and 子流程 for real: requests go out through the outbound port (the
// outcome in the history, a failure never blocks), a child really starts as its initiator through the launch
// rules, parent and child link to each other, and the child's end resumes the waiting parent.
import type { OutboxRequest } from '../../../domain/flow';
import { approvalBackend } from './approval-kit';
import { leaveRange } from '../support/leave-dates';

const W = '/flow/workflow/';
const leave = { leave_type: 1, leave_days: 5, leave_range: leaveRange(5), leave_reason: '显示器', leave_phone: '13800138000' };
type Backend = Awaited<ReturnType<typeof approvalBackend>>;

const chain = (...nodes: Array<Record<string, unknown>>) => nodes.reduceRight<Record<string, unknown> | undefined>((next, node) => ({ ...node, ...(next ? { next } : {}) }), undefined);
const setDays = { id: 'n-set', type: 'trigger', name: '标记天数', props: { trigger: { type: 'setFields', values: { leave_days: 9 } } } };
const notify = { id: 'n-hook', type: 'trigger', name: '通知ERP', props: { trigger: { type: 'http', method: 'POST', url: 'https://erp.example.com/hook', body: { days: 'leave_days', src: { const: 'oa' } } } } };
const buy = (spec: Record<string, unknown> = {}) => ({
  id: 'n-buy', type: 'subflow', name: '采购', props: { subflow: { flowId: 'model-purchase', fieldMap: { purchase_item: 'leave_reason' }, initiator: 'initiator', wait: true, ...spec } },
});
const ceo = { id: 'n-ceo', type: 'approver', name: '总经理', props: { assignee: { type: 'users', userIds: ['u-ceo'] } } };

/** 陈志远 (系统管理员) publishes the leave flow with these nodes after the start. */
async function publishLeave(b: Backend, ...nodes: Array<Record<string, unknown>>) {
  await b.as('u-ceo');
  const design = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
  const flow = { ...design.flow, root: { ...design.flow.root, next: chain(...nodes) } };
  const version = (await b.post(`${W}save_model_design`, { ...design, flow })).body.data.version as number;
  await b.post(`${W}apply`, { modelId: 'model-leave', version });
}

async function backendSending(answer: (request: OutboxRequest) => Promise<{ ok: true; status: number } | { ok: false; error: string }>) {
  const b = await approvalBackend();
  const sent: OutboxRequest[] = [];
  b.store.outbound = { send: async (request) => { sent.push(request); return answer(request); } };
  return { b, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

test('an http trigger is sent through the outbound port after setFields, and its outcome goes into the history (请求已发送（HTTP 201）)', async () => {
  const { b, sent } = await backendSending(async () => ({ ok: true, status: 201 }));
  await publishLeave(b, setDays, notify, ceo);
  await b.as('u-applicant');
  const id = (await b.launch('model-leave', leave)).body.data.id as string;
  await settle();
  expect(sent).toEqual([{ nodeId: 'n-hook', method: 'POST', url: 'https://erp.example.com/hook', body: { days: 9, src: 'oa' } }]);
  const instance = await b.instance(id);
  expect(instance.values.leave_days).toBe(9);
  expect(instance.history.map((h: { action: string; result?: string; detail?: string }) => [h.action, h.result, h.detail]))
    .toEqual(expect.arrayContaining([['trigger', undefined, undefined], ['trigger', 'sent', 'HTTP 201']]));
});

test('a failed request never blocks the instance: 请求发送失败 in the history, the approver has the task', async () => {
  const { b } = await backendSending(async () => ({ ok: false, error: '网络错误：connect ECONNREFUSED' }));
  await publishLeave(b, notify, ceo);
  await b.as('u-applicant');
  const id = (await b.launch('model-leave', leave)).body.data.id as string;
  await settle();
  const instance = await b.instance(id);
  expect(instance.history.at(-1)).toMatchObject({ action: 'trigger', result: 'failed', detail: '网络错误：connect ECONNREFUSED' });
  expect(instance.currentNodes.map((n: { nodeId: string }) => n.nodeId)).toEqual(['n-ceo']);
});

test('a waiting subflow starts the child as the initiator with the mapped values; parent and child link; the child\'s end resumes the parent', async () => {
  const { b } = await backendSending(async () => ({ ok: true, status: 200 }));
  await publishLeave(b, buy(), ceo);
  await b.as('u-applicant');
  const parentId = (await b.launch('model-leave', leave)).body.data.id as string;
  const parent = await b.instance(parentId);
  const started = parent.history.find((h: { result?: string }) => h.result === 'started');
  expect(started).toMatchObject({ action: 'subflow', nodeId: 'n-buy' });
  expect(parent.status).toBe('pending');
  // The parent waits at the 子流程 node, where nobody holds a task.
  expect(parent.currentNodes).toEqual([{ nodeId: 'n-buy', nodeName: '采购', userIds: [], userNames: [] }]);
  const child = await b.instance(started.childInstanceId);
  expect(child).toMatchObject({ modelId: 'model-purchase', applicant: { id: 'u-applicant' }, parent: { instanceId: parentId, nodeId: 'n-buy' } });
  expect(child.values.purchase_item).toBe('显示器');
  // Everyone on the child's route approves: the parent goes on to 总经理.
  for (let turn = 0; turn < 5 && (await b.instance(child.id)).status === 'pending'; turn++) {
    const waiting = (await b.instance(child.id)).currentNodes[0];
    await b.as(waiting.userIds[0]);
    expect((await b.act(child.id, 'approve')).status).toBe(200);
  }
  await b.as('u-applicant');
  const resumed = await b.instance(parentId);
  expect(resumed.history.at(-1)).toMatchObject({ action: 'subflow', result: 'approved' });
  expect(resumed.currentNodes.map((n: { nodeId: string }) => n.nodeId)).toEqual(['n-ceo']);
});

test('a child that cannot start rejects the waiting parent with the reason', async () => {
  const { b } = await backendSending(async () => ({ ok: true, status: 200 }));
  // No mapping: the child's required 采购物品 is empty, so its launch is refused.
  await publishLeave(b, buy({ fieldMap: {} }), ceo);
  await b.as('u-applicant');
  const id = (await b.launch('model-leave', leave)).body.data.id as string;
  const instance = await b.instance(id);
  expect(instance.status).toBe('rejected');
  expect(instance.history.at(-1)).toMatchObject({ action: 'subflow', result: 'rejected' });
  expect(instance.history.at(-1).comment).toMatch(/^子流程无法发起：提交的内容不正确：采购物品/);
});

test('a rejected child ends the waiting parent rejected (子流程被拒绝)', async () => {
  const { b } = await backendSending(async () => ({ ok: true, status: 200 }));
  await publishLeave(b, buy(), ceo);
  await b.as('u-applicant');
  const parentId = (await b.launch('model-leave', leave)).body.data.id as string;
  const childId = (await b.instance(parentId)).history.find((h: { childInstanceId?: string }) => h.childInstanceId).childInstanceId;
  const waiting = (await b.instance(childId)).currentNodes[0];
  await b.as(waiting.userIds[0]);
  await b.act(childId, 'reject', { comment: '预算不足' });
  await b.as('u-applicant');
  const parent = await b.instance(parentId);
  expect(parent.status).toBe('rejected');
  expect(parent.history.at(-1)).toMatchObject({ action: 'subflow', result: 'rejected', comment: '子流程被拒绝' });
});
