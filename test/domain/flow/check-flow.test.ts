import { checkFlow, parseFlow, type Flow } from '../../../domain/flow';
import { environment, loadForm, loadOrg } from '../../fixtures/flows/flow-fixtures';

const form = loadForm('leave');
const org = loadOrg();
function flowOf(next: unknown, settings: Record<string, unknown> = {}, startProps: Record<string, unknown> = {}): Flow {
  const parsed = parseFlow({ id: 'f', name: 'f', settings, root: { id: 'start', type: 'start', name: '发起人', props: startProps, next } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
}
const group = (branches: unknown[]) => ({ id: 'g', type: 'condition', name: '天数', props: {}, branches });
const branch = (id: string, conditions: unknown[][], extra: Record<string, unknown> = {}) => ({ id, name: id, priority: 1, conditions, ...extra });
const otherwise = { id: 'else', name: '其他情况', priority: 9, default: true, conditions: [] };

describe('checks before publishing', () => {
  it.each(['leave', 'reimbursement', 'purchase'] as const)('the %s example has no problem, with its organisation', (name) => {
    const env = environment(name);
    expect(checkFlow(env.flow, env.form, env.org)).toEqual([]);
  });

  it('an approver or cc node without an assignee', () => {
    expect(checkFlow(flowOf({ id: 'a', type: 'approver', name: '经理', props: {} }), form)).toEqual([{ nodeId: 'a', message: '「经理」请设置审批人' }]);
    expect(checkFlow(flowOf({ id: 'c', type: 'cc', name: '抄送', props: {} }), form)).toEqual([{ nodeId: 'c', message: '「抄送」请设置抄送人' }]);
    expect(checkFlow(flowOf({ id: 'a', type: 'approver', name: '经理', props: { assignee: { type: 'users', userIds: [] } } }), form))
      .toEqual([{ nodeId: 'a', message: '「经理」请至少选择一名成员' }]);
  });

  it('a non-default branch without conditions', () => {
    expect(checkFlow(flowOf(group([branch('b1', []), otherwise])), form)).toEqual([{ nodeId: 'b1', message: '「b1」请设置条件，或删除该分支' }]);
  });

  it('a condition group without exactly one default branch', () => {
    const cond = [[{ controlId: 'leave_days', op: 'gt', value: 3 }]];
    expect(checkFlow(flowOf(group([branch('b1', cond), branch('b2', cond)])), form)).toEqual([{ nodeId: 'g', message: '「天数」缺少默认分支（其他情况）' }]);
    expect(checkFlow(flowOf(group([branch('b1', cond), otherwise, { ...otherwise, id: 'else2' }])), form))
      .toEqual([{ nodeId: 'g', message: '「天数」只能有一个默认分支（其他情况），现有 2 个' }]);
  });

  it('a condition pointing at a control that is not in the form', () => {
    expect(checkFlow(flowOf(group([branch('b1', [[{ controlId: 'gone', op: 'eq', value: 1 }]]), otherwise])), form))
      .toEqual([{ nodeId: 'b1', message: '「b1」的条件引用的控件不存在：gone，请重新选择' }]);
  });

  it('an option that no longer exists', () => {
    expect(checkFlow(flowOf(group([branch('b1', [[{ controlId: 'leave_type', op: 'in', value: [1, 9] }]]), otherwise])), form))
      .toEqual([{ nodeId: 'b1', message: '「b1」的条件中「请假类型」的选项已不存在：9，请重新选择' }]);
  });

  it('an operator that does not fit the control type, and an unusable comparison value', () => {
    expect(checkFlow(flowOf(group([branch('b1', [[{ controlId: 'leave_type', op: 'gt', value: 1 }]]), otherwise])), form))
      .toEqual([{ nodeId: 'b1', message: '「b1」的条件中「请假类型」不能使用运算符 gt，请换一个' }]);
    expect(checkFlow(flowOf(group([branch('b1', [[{ controlId: 'leave_days', op: 'between', value: [5, 1] }]]), otherwise])), form))
      .toEqual([{ nodeId: 'b1', message: '「b1」的条件中「请假天数」的比较值无效，请重新填写' }]);
    expect(checkFlow(flowOf(group([branch('b1', [[{ controlId: 'leave_days', op: 'gt', value: 'abc' }]]), otherwise])), form)).toHaveLength(1);
  });

  it('a formField assignee pointing at a missing control, or at one that cannot hold members', () => {
    const node = (controlId: string) => ({ id: 'a', type: 'approver', name: 'a', props: { assignee: { type: 'formField', controlId } } });
    expect(checkFlow(flowOf(node('gone')), form)).toEqual([{ nodeId: 'a', message: '「a」的表单内联系人控件不存在：gone，请重新选择' }]);
    expect(checkFlow(flowOf(node('leave_days')), form)).toEqual([{ nodeId: 'a', message: '「a」的表单内联系人「请假天数」不是能填写成员的控件，请重新选择' }]);
    expect(checkFlow(flowOf(node('leave_handover')), form)).toEqual([]);
  });

  it('a fieldPerms entry pointing at a control that is not in the form', () => {
    expect(checkFlow(flowOf(undefined, {}, { fieldPerms: { gone: 'hidden' } }), form)).toEqual([{ nodeId: 'start', message: '「发起人」的字段权限引用的控件不存在：gone，请删除该设置' }]);
  });

  it('with an organisation: users, roles and departments that do not exist', () => {
    const flow = flowOf({
      id: 'a', type: 'approver', name: 'a', props: { assignee: { type: 'users', userIds: ['u-ceo', 'ghost'] } },
      next: { id: 'r', type: 'approver', name: 'r', props: { assignee: { type: 'role', roleId: 'r-none' } },
        next: group([branch('b1', [[{ subject: 'initiator', op: 'inDept', value: ['d-none'] }]]), otherwise]) },
    }, { admins: ['nobody'] });
    expect(checkFlow(flow, form, org)).toEqual([
      { nodeId: 'a', message: '「a」引用的成员不存在：ghost' },
      { nodeId: 'r', message: '「r」引用的角色不存在：r-none' },
      { nodeId: 'b1', message: '「b1」引用的部门不存在：d-none' },
      { nodeId: 'start', message: '流程管理员不存在：nobody' },
    ]);
    expect(checkFlow(flow, form)).toEqual([]);
  });
});
