/**
 * Issue 27, onReject in BPMN: the task's `outcome` variable, a gateway after the task and the reject path for
 * each target (an end event, back to an earlier task, the initiator's 修改后重新提交); the round trip keeps onReject.
 */
import { parseFlow, type Flow } from '../../../domain/flow';
import { BPMN_TARGETS, flowToBpmn } from '../../../domain/flow/bpmn';
import { exportFlowBpmn, importFlowBpmn } from '../../../adapters/bpmn/bpmn-files';
import { loadForm } from '../../fixtures/flows/flow-fixtures';

const form = loadForm('leave');
const flowRejectingTo = (onReject: unknown): Flow => {
  const parsed = parseFlow({ id: 'f', name: '报销', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: {
    id: 'a', type: 'approver', name: '主管', props: { assignee: { type: 'users', userIds: ['u1'] } }, next: {
      id: 'b', type: 'approver', name: '财务', props: { assignee: { type: 'users', userIds: ['u2'] }, onReject },
    } } } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
};
const rejectFlowOf = (flow: Flow, target: 'camunda8' | 'camunda7' = 'camunda8') => {
  const model = flowToBpmn(flow, form, target);
  const gateway = model.flows.find((f) => f.source === 'b')!.target;
  const rejected = model.flows.find((f) => f.source === gateway && f.name === '拒绝')!;
  return { model, gateway, rejected, target: model.elements.find((e) => e.id === rejected.target)! };
};

test('onReject end: a gateway after the task takes outcome = "reject" to an end event 已拒绝', () => {
  const { rejected, target } = rejectFlowOf(flowRejectingTo({ type: 'end' }));
  expect(rejected.condition).toBe('=outcome = "reject"');
  expect(target).toMatchObject({ kind: 'endEvent', name: '已拒绝' });
  expect(rejectFlowOf(flowRejectingTo({ type: 'end' }), 'camunda7').rejected.condition).toBe("${outcome == 'reject'}");
});

test('onReject returnTo an approver: the reject path goes back to its task', () => {
  expect(rejectFlowOf(flowRejectingTo({ type: 'returnTo', nodeId: 'a' })).rejected.target).toBe('a');
});

test('onReject returnTo the start node: the initiator 修改后重新提交, then the flow runs from its first node', () => {
  const { model, target } = rejectFlowOf(flowRejectingTo({ type: 'returnTo', nodeId: 'start' }));
  expect(target).toMatchObject({ kind: 'userTask', name: '修改后重新提交', assignee: '=initiator' });
  expect(model.flows.find((f) => f.source === target.id)?.target).toBe('a');
});

test('a node without onReject keeps its shape: no gateway after the task', () => {
  const flow = flowRejectingTo(undefined);
  const model = flowToBpmn(flow, form, 'camunda8');
  expect(model.elements.filter((e) => e.kind === 'exclusiveGateway')).toEqual([]);
});

test.each(BPMN_TARGETS)('onReject round trip keeps the setting and the flow (%s)', async (bpmnTarget) => {
  for (const onReject of [{ type: 'end' }, { type: 'returnTo', nodeId: 'a' }, { type: 'returnTo', nodeId: 'start' }]) {
    const flow = flowRejectingTo(onReject);
    const back = await importFlowBpmn(await exportFlowBpmn(flow, form, bpmnTarget), bpmnTarget);
    expect(back.problems).toEqual([]);
    expect(back.flow).toEqual(flow);
  }
});

test('onReject end is a terminate end event: a rejection ends the whole instance, its parallel branches too', async () => {
  expect(rejectFlowOf(flowRejectingTo({ type: 'end' })).target).toMatchObject({ kind: 'endEvent', terminate: true });
  const xml = await exportFlowBpmn(flowRejectingTo({ type: 'end' }), form, 'camunda8');
  expect(xml).toMatch(/<bpmn:endEvent id="b_rejected" name="已拒绝">[\s\S]*?<bpmn:terminateEventDefinition[^>]*\/>[\s\S]*?<\/bpmn:endEvent>/);
});
