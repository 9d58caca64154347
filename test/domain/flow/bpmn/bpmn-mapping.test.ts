/** The mapping rules of flow → BPMN (domain/flow/bpmn), one test per rule. */
import { parseFlow, type Flow, type FlowNode } from '../../../../domain/flow';
import { flowToBpmn, processVariablesOf, type BpmnElement } from '../../../../domain/flow/bpmn';
import { indexOrganisation } from '../../../../domain/flow';
import { loadForm, loadOrg } from '../../../fixtures/flows/flow-fixtures';

const form = loadForm('leave');
const flowWith = (next: FlowNode, settings: Record<string, unknown> = { admins: ['u-ceo'] }): Flow => {
  const parsed = parseFlow({ id: 'f', name: '流程', settings, root: { id: 'start', type: 'start', name: '发起人', props: {}, next } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
};
const approver = (props: Record<string, unknown>): FlowNode => ({ id: 'n1', type: 'approver', name: '审批', props } as FlowNode);
const task = (flow: Flow, target: 'camunda8' | 'camunda7' | 'flowable' = 'camunda8') =>
  flowToBpmn(flow, form, target).elements.find((e): e is Extract<BpmnElement, { kind: 'userTask' }> => e.kind === 'userTask');

describe('approver mapping', () => {
  it('会签 is a parallel multi-instance user task without a completion condition', () => {
    expect(task(flowWith(approver({ assignee: { type: 'users', userIds: ['u1', 'u2'] }, mode: 'and' })))?.loop).toEqual({
      sequential: false, collection: '=["u1", "u2"]', elementVariable: 'approver',
    });
  });

  it('或签 completes when one instance is completed (FEEL and JUEL)', () => {
    const flow = flowWith(approver({ assignee: { type: 'role', roleId: 'r-hr' }, mode: 'or' }));
    expect(task(flow)?.loop?.completion).toBe('=numberOfCompletedInstances >= 1');
    expect(task(flow, 'camunda7')?.loop?.completion).toBe('${nrOfCompletedInstances >= 1}');
  });

  it('依次审批 is a sequential multi-instance over the listed order, assigned to the loop element', () => {
    const t = task(flowWith(approver({ assignee: { type: 'supervisor', level: 2 }, mode: 'sequential' })), 'flowable');
    expect(t).toMatchObject({ assignee: '${approver}', loop: { sequential: true, collection: '${approval.supervisor(initiator, 2)}' } });
  });

  it('whenEmpty toAdmin falls back to the flow admins, whenEmpty users to those users', () => {
    expect(task(flowWith(approver({ assignee: { type: 'deptHead' }, whenEmpty: 'toAdmin' })))?.loop?.collection)
      .toBe('=if count(deptHead(initiator)) = 0 then ["u-ceo"] else deptHead(initiator)');
    expect(task(flowWith(approver({ assignee: { type: 'deptHead' }, whenEmpty: { type: 'users', userIds: ['u9'] } })), 'camunda7')?.loop?.collection)
      .toBe("${empty approval.deptHead(initiator) ? approval.ids('u9') : approval.deptHead(initiator)}");
  });
});

describe('condition mapping', () => {
  const group: FlowNode = {
    id: 'c', type: 'condition', name: '天数', props: {},
    branches: [
      { id: 'b-other', name: '其他情况', priority: 3, default: true, conditions: [] },
      { id: 'b-long', name: '长', priority: 1, conditions: [[{ controlId: 'leave_days', op: 'gt', value: 3 }, { controlId: 'leave_type', op: 'in', value: [1, 2] }]] },
      { id: 'b-mid', name: '中', priority: 2, conditions: [[{ controlId: 'leave_days', op: 'between', value: [1, 3] }], [{ subject: 'initiator', op: 'inDept', value: ['d-rd'] }]] },
    ],
  } as FlowNode;

  it('branches leave the split in priority order, 其他情况 as the default flow', () => {
    const model = flowToBpmn(flowWith(group), form, 'camunda8');
    const out = model.flows.filter((f) => f.source === 'c');
    expect(out.map((f) => f.name)).toEqual(['长', '中', '其他情况']);
    expect(model.elements.find((e) => e.id === 'c')).toMatchObject({ kind: 'exclusiveGateway', defaultFlow: out[2].id });
    expect(out[2].condition).toBeUndefined();
  });

  it('conditions are OR of AND-groups, each guarded against an empty control (FEEL)', () => {
    const out = flowToBpmn(flowWith(group), form, 'camunda8').flows.filter((f) => f.source === 'c');
    expect(out[0].condition).toBe('=((leave_days != null) and (leave_days > 3)) and ((leave_type != null) and (some item in leave_type satisfies list contains(["1", "2"], item)))');
    expect(out[1].condition).toBe('=((leave_days != null) and ((leave_days >= 1) and (leave_days <= 3))) or (inDept(initiator, ["d-rd"]))');
  });

  it('the same conditions in JUEL for camunda7 and flowable', () => {
    const out = flowToBpmn(flowWith(group), form, 'flowable').flows.filter((f) => f.source === 'c');
    expect(out[0].condition).toBe("${((leave_days != null) && (leave_days > 3)) && ((leave_type != null) && ((leave_type.contains('1')) || (leave_type.contains('2'))))}");
  });
});

describe('process variables', () => {
  it('a hidden or empty control is null, choices are lists of option ids, dates calendar days', () => {
    const variables = processVariablesOf({ form, values: { leave_days: '4.5', leave_type: 2, leave_start: '2026-12-01 09:30', leave_reason: '  ' }, org: indexOrganisation(loadOrg()), initiator: 'u-fe1', selected: { 'n-x': ['u1'] } });
    expect(variables).toEqual({ initiator: 'u-fe1', leave_days: 4.5, leave_type: ['2'], leave_start: '2026-12-01', leave_reason: null, leave_handover: null, 'selected_n_x': ['u1'] });
  });
});

describe('ids', () => {
  it('an id that is not an XML name is renamed in BPMN and kept in the data', () => {
    const flow = flowWith({ ...approver({ assignee: { type: 'initiator' } }), id: '1号' } as FlowNode);
    const element = task(flow);
    expect(element?.id).toBe('id_1_');
    expect(element?.data?.id).toBe('1号');
  });
});
