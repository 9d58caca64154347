// The CLI and issue 26's 触发器 / 子流程: run prints outbox and subflows ([] when empty), subflowFinished is an
// action without actor, check-flow --flows checks the subflow against the flows of a directory.
import { runCli } from '../../../adapters/cli/run-cli';
import { fixtureText } from '../../fixtures/flows/flow-fixtures';
import { memoryIo } from './memory-io';

const flowWith = (next: unknown) => JSON.stringify({ id: 'f', name: '请假', root: { id: 'start', type: 'start', name: '发起人', props: {}, next } });
const lead = { id: 'lead', type: 'approver', name: '组长', props: { assignee: { type: 'users', userIds: ['u-fe-lead'] } } };
const notify = { id: 'hook', type: 'trigger', name: '通知ERP', props: { trigger: { type: 'http', method: 'PUT', url: 'https://erp.example.com/x', body: { days: 'leave_days' } } } };
const sub = (flowId: string, fieldMap: Record<string, string> = { purchase_item: 'leave_reason' }) =>
  ({ id: 'sub', type: 'subflow', name: '采购', props: { subflow: { flowId, fieldMap, initiator: 'initiator', wait: true } }, next: lead });
const purchaseEntry = (published: boolean) => JSON.stringify({ flow: JSON.parse(fixtureText('purchase.flow.json')), form: JSON.parse(fixtureText('purchase.form.json')), published });

function cli(argv: string[], files: Record<string, string>) {
  const m = memoryIo({ 'leave.form.json': fixtureText('leave.form.json'), 'org.json': fixtureText('org.json'), ...files });
  const code = runCli(argv, m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr(), json: () => JSON.parse(m.stdout()) };
}
const runArgs = ['run', '--flow', 'f.json', '--form', 'leave.form.json', '--values', 'v.json', '--org', 'org.json', '--initiator', 'u-fe1', '--actions', 'a.json'];
const values = JSON.stringify({ leave_days: 3, leave_reason: '显示器' });

describe('approval-form run with 触发器 and 子流程', () => {
  test('run output lists the outbox and the subflows, [] when empty', () => {
    const plain = cli(runArgs, { 'f.json': flowWith(lead), 'v.json': values, 'a.json': '[]' }).json();
    expect(plain).toMatchObject({ outbox: [], subflows: [], waiting: [] });
    const out = cli(runArgs, { 'f.json': flowWith({ ...notify, next: sub('flow-purchase') }), 'v.json': values, 'a.json': '[]' }).json();
    expect(out.outbox).toEqual([{ nodeId: 'hook', method: 'PUT', url: 'https://erp.example.com/x', body: { days: 3 } }]);
    expect(out.subflows).toEqual([{ nodeId: 'sub', flowId: 'flow-purchase', initiator: 'u-fe1', values: { purchase_item: '显示器' } }]);
    expect(out.waiting).toEqual([{ nodeId: 'sub', type: 'subflow' }]);
  });

  test('subflowFinished is an action without actor in the actions file', () => {
    const actions = JSON.stringify([{ action: 'subflowFinished', nodeId: 'sub', result: 'approved' }, { actor: 'u-fe-lead', action: 'approve' }]);
    const result = cli(runArgs, { 'f.json': flowWith(sub('flow-purchase')), 'v.json': values, 'a.json': actions });
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({ status: 'approved', refused: [], waiting: [] });
  });

  test('a rejected child ends the parent rejected, the reason in its history', () => {
    const actions = JSON.stringify([{ action: 'subflowFinished', nodeId: 'sub', result: 'rejected', comment: '预算不足' }]);
    const out = cli(runArgs, { 'f.json': flowWith(sub('flow-purchase')), 'v.json': values, 'a.json': actions }).json();
    expect(out.status).toBe('rejected');
    expect(out.history.at(-1)).toMatchObject({ action: 'subflow', nodeId: 'sub', result: 'rejected', comment: '预算不足' });
  });
});

describe('approval-form check-flow --flows', () => {
  const check = (flow: string, dirFiles: Record<string, string>) => cli(['check-flow', '--flow', 'f.json', '--form', 'leave.form.json', '--flows', 'flows'], { 'f.json': flow, ...dirFiles });

  test('check-flow --flows: a subflow of a published flow with matching controls passes', () => {
    expect(check(flowWith(sub('flow-purchase', { purchase_item: 'leave_reason', purchase_qty: 'leave_days' })), { 'flows/purchase.json': purchaseEntry(true) })).toMatchObject({ code: 0, stdout: '{"valid":true,"errors":[]}\n' });
  });

  test('check-flow --flows: a flow that does not exist or is not published, a child control missing (exit 1)', () => {
    expect(check(flowWith(sub('flow-none')), { 'flows/purchase.json': purchaseEntry(true) }).json().errors)
      .toEqual([{ nodeId: 'sub', message: '「采购」选择的子流程不存在：flow-none，请重新选择' }]);
    const unpublished = check(flowWith(sub('flow-purchase', { gone: 'leave_reason' })), { 'flows/purchase.json': purchaseEntry(false) });
    expect(unpublished.code).toBe(1);
    expect(unpublished.json().errors).toEqual([
      { nodeId: 'sub', message: '「采购」选择的子流程「采购」尚未发布，请先发布或重新选择' },
      { nodeId: 'sub', message: '「采购」字段映射引用的子流程控件不存在：gone，请重新选择' },
    ]);
  });

  test('issue 43 #1: check-flow --flows refuses a 子流程 whose child has a required field left unfilled (exit 1)', () => {
    const result = check(flowWith(sub('flow-purchase', { purchase_item: 'leave_reason' })), { 'flows/purchase.json': purchaseEntry(true) });
    expect(result.code).toBe(1);
    expect(result.json().errors).toEqual([{ nodeId: 'sub', message: '「采购」子流程的必填项「数量」没有映射字段也没有默认值，子流程将无法发起，请在字段映射中填写' }]);
  });

  test('check-flow --flows: an unreadable directory or a bad entry is unusable input (exit 2)', () => {
    expect(check(flowWith(sub('flow-purchase')), {})).toMatchObject({ code: 2, stderr: 'approval-form: 流程目录 flows：文件不存在\n' });
    expect(check(flowWith(sub('flow-purchase')), { 'flows/x.json': '{"flow":1}' }).code).toBe(2);
  });
});
