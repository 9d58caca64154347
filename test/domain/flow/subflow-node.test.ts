// 子流程 (issue 26): entering asks for a child instance (subflowRequested, `subflows`); wait:false goes on,
// wait:true waits until the system action subflowFinished; checks name the node.
import { checkFlow, childStartValues, controlsByIdOf, describeSteps, parseFlow, previewRoute, type FlowCatalog, type Flow } from '../../../domain/flow';
import { loadForm } from '../../fixtures/flows/flow-fixtures';
import { approve, approver, envOf, runFlow, users } from './runtime-helpers';

const form = loadForm('leave');
const purchase = loadForm('purchase');
const subflow = (spec: Record<string, unknown>, next?: unknown) => ({
  id: 'sub', type: 'subflow', name: '采购子流程', props: { subflow: { flowId: 'flow-purchase', fieldMap: { purchase_item: 'leave_reason', purchase_qty: 'leave_days' }, initiator: 'initiator', wait: true, ...spec } },
  ...(next ? { next } : {}),
});
const lead = approver('lead', { assignee: users('u-fe-lead') });
const launch = { initiator: 'u-fe1', values: { leave_days: 2, leave_reason: '显示器', leave_handover: 'u-fe2' } };
const finished = (result: string, comment?: string) => ({ actor: '', action: 'subflowFinished', nodeId: 'sub', result, ...(comment ? { comment } : {}) });
const catalog = (published: boolean): FlowCatalog => new Map([['flow-purchase', { name: '采购申请', published, controlsById: controlsByIdOf(purchase) }]]);

function flowOf(next: unknown): Flow {
  const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
}

describe('子流程 at runtime', () => {
  test('entering a subflow asks for a child instance (event subflowRequested, listed in subflows) with the mapped values, started by the initiator', () => {
    const run = runFlow(envOf(subflow({}, lead)), launch);
    const request = { nodeId: 'sub', flowId: 'flow-purchase', initiator: 'u-fe1', values: { purchase_item: '显示器', purchase_qty: 2 } };
    expect(run.state.subflows).toEqual([request]);
    expect(run.events).toContainEqual({ type: 'subflowRequested', ...request });
  });

  test('the child initiator may be the member a 成员 control of the parent holds (a choice of people)', () => {
    const members = { id: 'leave_for', moduleId: 10, name: '多选框', config: { title: '代谁申请' }, props: { value: [] }, children: [{ id: 1, value: 'u-fe2' }, { id: 2, value: 'u-ceo' }] };
    const withMembers = { ...form, controls: [...form.controls, members] } as typeof form;
    const run = runFlow(envOf(subflow({ initiator: { controlId: 'leave_for' } }, lead), {}, withMembers), { ...launch, values: { ...launch.values, leave_for: [1] } });
    expect(run.state.subflows?.[0]?.initiator).toBe('u-fe2');
  });

  test('a text control never names the child\'s initiator (issue 38: 赵六 typed u-ceo): nobody starts it', () => {
    const run = runFlow(envOf(subflow({ initiator: { controlId: 'leave_handover' } }, lead)), launch);
    expect(run.state.subflows?.[0]?.initiator ?? '').toBe('');
    const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: subflow({ initiator: { controlId: 'leave_handover' } }) } });
    expect(parsed.ok && checkFlow(parsed.flow, form).map((p) => p.message)).toContain('「采购子流程」子流程发起人只能是发起人或成员控件，「工作交接人」是文本控件，请重新选择');
  });

  test('wait:false goes on at once', () => {
    const run = runFlow(envOf(subflow({ wait: false }, lead)), launch);
    expect(run.pending).toEqual([{ nodeId: 'lead', userIds: ['u-fe-lead'] }]);
    expect(run.state.waits ?? []).toEqual([]);
  });

  test('wait:true waits (in waits) until subflowFinished approved, then the parent goes on', () => {
    const waiting = runFlow(envOf(subflow({}, lead)), launch);
    expect(waiting.state.status).toBe('pending');
    expect(waiting.pending).toEqual([]);
    expect(waiting.state.waits).toEqual([{ nodeId: 'sub', type: 'subflow' }]);
    const run = runFlow(envOf(subflow({}, lead)), launch, [finished('approved'), approve('u-fe-lead')]);
    expect(run.refused).toEqual([]);
    expect(run.state.status).toBe('approved');
    expect(run.state.waits ?? []).toEqual([]);
  });

  test.each([['rejected', '子流程被拒绝'], ['withdrawn', '子流程已撤回']])('subflowFinished %s ends the parent rejected with the reason in its history', (result, reason) => {
    const run = runFlow(envOf(subflow({}, lead)), launch, [finished(result)]);
    expect(run.state.status).toBe('rejected');
    expect(run.state.history.at(-1)).toEqual({ action: 'subflow', nodeId: 'sub', result, comment: reason });
  });

  test('subflowFinished carries the reason the backend gives (a child that cannot start)', () => {
    const run = runFlow(envOf(subflow({}, lead)), launch, [finished('rejected', '子流程无法发起：「经理」请设置审批人')]);
    expect(run.state.history.at(-1)?.comment).toBe('子流程无法发起：「经理」请设置审批人');
  });

  test('subflowFinished is refused where no subflow is waited on, and with an unknown result', () => {
    const run = runFlow(envOf(subflow({ wait: false }, lead)), launch, [finished('approved')]);
    expect(run.refused).toEqual([{ index: 0, message: '该节点没有在等待子流程' }]);
    const bad = runFlow(envOf(subflow({}, lead)), launch, [finished('maybe')]);
    expect(bad.refused).toEqual([{ index: 0, message: '子流程结果必须是 approved、rejected 或 withdrawn' }]);
  });

  test('withdrawing the parent while it waits on a subflow clears the wait', () => {
    const run = runFlow(envOf(subflow({}, lead)), launch, [{ actor: 'u-fe1', action: 'withdraw' }]);
    expect(run.state.status).toBe('withdrawn');
    expect(run.state.waits ?? []).toEqual([]);
  });

  test('the route step of a subflow is { nodeId, type: "subflow", flowId }', () => {
    const env = envOf(subflow({}, lead));
    expect(previewRoute({ ...env, values: {}, initiator: 'u-fe1' }).steps[0]).toEqual({ nodeId: 'sub', type: 'subflow', flowId: 'flow-purchase' });
  });

  test('a subflow step names the child flow by the name the designer kept (flowName) where the flows are not at hand, else by its id', () => {
    const words = (spec: Record<string, unknown>) => {
      const env = envOf(subflow(spec, lead));
      const node = env.flow.root.next!;
      return describeSteps(previewRoute({ ...env, values: {}, initiator: 'u-fe1' }).steps, { nodeName: () => '采购子流程', userName: (id) => id, node: () => node })[0];
    };
    expect(words({ flowName: '采购' })).toMatchObject({ detail: '发起 采购', toCome: '待发起' });
    expect(words({})).toMatchObject({ detail: '发起 flow-purchase' });
  });
});

describe('子流程 checks', () => {
  test('check: a subflow without flowId names the node', () => {
    expect(checkFlow(flowOf(subflow({ flowId: '' })), form)).toEqual([{ nodeId: 'sub', message: '「采购子流程」请选择子流程' }]);
  });

  test('check: a fieldMap naming a parent control missing in the form', () => {
    expect(checkFlow(flowOf(subflow({ fieldMap: { purchase_item: 'gone' } })), form))
      .toEqual([{ nodeId: 'sub', message: '「采购子流程」字段映射引用的本流程控件不存在：gone，请重新选择' }]);
  });

  test('check with the flows: a flow that does not exist, or is not published', () => {
    expect(checkFlow(flowOf(subflow({ flowId: 'flow-x', fieldMap: {} })), form, undefined, catalog(true)))
      .toEqual([{ nodeId: 'sub', message: '「采购子流程」选择的子流程不存在：flow-x，请重新选择' }]);
    expect(checkFlow(flowOf(subflow({})), form, undefined, catalog(false)))
      .toEqual([{ nodeId: 'sub', message: '「采购子流程」选择的子流程「采购申请」尚未发布，请先发布或重新选择' }]);
    expect(checkFlow(flowOf(subflow({})), form, undefined, catalog(true))).toEqual([]);
  });

  test('check with the flows: a fieldMap naming a child control missing, or controls of different types', () => {
    expect(checkFlow(flowOf(subflow({ fieldMap: { gone: 'leave_reason', purchase_item: 'leave_reason', purchase_qty: 'leave_days' } })), form, undefined, catalog(true)))
      .toEqual([{ nodeId: 'sub', message: '「采购子流程」字段映射引用的子流程控件不存在：gone，请重新选择' }]);
    expect(checkFlow(flowOf(subflow({ fieldMap: { purchase_item: 'leave_reason', purchase_qty: 'leave_reason' } })), form, undefined, catalog(true)))
      .toEqual([{ nodeId: 'sub', message: '「采购子流程」字段映射「数量 ← 请假事由」两个控件类型不同，请重新选择' }]);
  });

  test('issue 43 #1: a child\'s required field that the fieldMap does not fill and that has no default refuses the publish', () => {
    expect(checkFlow(flowOf(subflow({ fieldMap: { purchase_item: 'leave_reason' } })), form, undefined, catalog(true)))
      .toEqual([{ nodeId: 'sub', message: '「采购子流程」子流程的必填项「数量」没有映射字段也没有默认值，子流程将无法发起，请在字段映射中填写' }]);
    expect(checkFlow(flowOf(subflow({ fieldMap: {} })), form, undefined, catalog(true)).map((p) => p.message))
      .toEqual(['「采购子流程」子流程的必填项「采购物品、数量」没有映射字段也没有默认值，子流程将无法发起，请在字段映射中填写']);
    // A default fills the field: nothing to say, and the child starts with it.
    const withDefault = { ...purchase, controls: purchase.controls.map((c) => (c.id === 'purchase_qty' ? { ...c, props: { ...c.props, value: 1 } } : c)) };
    const defaulted: FlowCatalog = new Map([['flow-purchase', { name: '采购申请', published: true, controlsById: controlsByIdOf(withDefault) }]]);
    expect(checkFlow(flowOf(subflow({ fieldMap: { purchase_item: 'leave_reason' } })), form, undefined, defaulted)).toEqual([]);
    expect(childStartValues(withDefault.controls, { purchase_item: '显示器' })).toEqual({ purchase_qty: 1, purchase_item: '显示器' });
    // A table starts as the designer filled it, or not at all (never with the filler's empty row).
    const table = { id: 'items', moduleId: 15, name: '表格', config: { title: '明细' }, props: { value: [] }, children: [] } as unknown as (typeof purchase.controls)[number];
    expect(childStartValues([table], {})).toEqual({});
  });

  test('check: the initiator control must be a member control of the form', () => {
    expect(checkFlow(flowOf(subflow({ initiator: { controlId: 'gone' } })), form))
      .toEqual([{ nodeId: 'sub', message: '「采购子流程」子流程发起人控件不存在：gone，请重新选择' }]);
  });
});
