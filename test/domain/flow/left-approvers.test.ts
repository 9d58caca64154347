/** 离职 (issue 39): a person who left is never chosen as an approver; the preview says 已离职 and the node's when-empty rule decides. */
import { describeSteps, indexOrganisation, parseFlow, previewRoute, type Flow, type Organisation } from '../../../domain/flow';
import { environment, loadOrg } from '../../fixtures/flows/flow-fixtures';

const leave = environment('leave');
const base = loadOrg();
const withLeft = (...ids: string[]): Organisation => ({ ...base, users: base.users.map((u) => (ids.includes(u.id) ? { ...u, disabled: true } : u)) });

function flowOf(props: Record<string, unknown>, settings: Record<string, unknown> = {}): Flow {
  const parsed = parseFlow({ id: 'f', name: 'f', settings, root: { id: 'start', type: 'start', name: '发起人', props: {}, next: { id: 'a', type: 'approver', name: '审批', props } } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
}
const preview = (flow: Flow, org: Organisation) => previewRoute({ flow, form: leave.form, org, values: {}, initiator: 'u-fe1' });

describe('a person who left (已离职) in the route preview', () => {
  it('a named approver who left is skipped and the preview says 已离职; the others still decide', () => {
    const result = preview(flowOf({ assignee: { type: 'users', userIds: ['u-hr1', 'u-it1'] }, mode: 'and' }), withLeft('u-hr1'));
    expect(result.steps[0]).toMatchObject({ approvers: ['u-it1'], left: ['u-hr1'] });
    const words = describeSteps(result.steps, { nodeName: () => '审批', userName: (id) => indexOrganisation(base).nameOf(id) });
    expect(words[0]?.left).toEqual([`${indexOrganisation(base).nameOf('u-hr1')}已离职`]);
  });

  it('when everyone it names has left, the node uses its when-empty rule (指定人员)', () => {
    const result = preview(flowOf({ assignee: { type: 'users', userIds: ['u-hr1'] }, whenEmpty: { type: 'users', userIds: ['u-it1'] } }), withLeft('u-hr1'));
    expect(result.steps[0]).toMatchObject({ approvers: ['u-it1'], left: ['u-hr1'] });
    expect(result.errors).toEqual([]);
  });

  it('when everyone it names has left and the rule is 自动通过, the node passes by itself', () => {
    const result = preview(flowOf({ assignee: { type: 'users', userIds: ['u-hr1'] } }), withLeft('u-hr1'));
    expect(result.steps[0]).toMatchObject({ approvers: [], auto: 'empty', left: ['u-hr1'] });
  });

  it('a supervisor who left is skipped for the when-empty rule 流程管理员, and a fallback who left is not chosen either', () => {
    const flow = flowOf({ assignee: { type: 'supervisor', level: 1 }, whenEmpty: 'toAdmin' }, { admins: ['u-fe-lead', 'u-hr-head'] });
    const result = preview(flow, withLeft('u-fe-lead'));
    expect(result.steps[0]).toMatchObject({ approvers: ['u-hr-head'], left: ['u-fe-lead'] });
  });

  it('a 直属主管 set by hand replaces the head of the main department', () => {
    const org: Organisation = { ...base, users: base.users.map((u) => (u.id === 'u-fe1' ? { ...u, supervisorId: 'u-it1' } : u)) };
    expect(preview(flowOf({ assignee: { type: 'supervisor', level: 1 } }), org).steps[0]).toMatchObject({ approvers: ['u-it1'] });
  });
});
