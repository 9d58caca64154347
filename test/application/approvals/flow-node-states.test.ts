import { flowNodeStates } from '../../../application/approvals/flow-node-states';
import { environment } from '../../fixtures/flows/flow-fixtures';
import { approver, envOf, users } from '../../domain/flow/runtime-helpers';
import { instanceOf } from './engine-instance';

const leave = environment('leave');
const values = (days: number) => ({ leave_type: 1, leave_start: '2026-03-05', leave_days: days, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事' });

describe('flowNodeStates (the /ctb-show-flow node states)', () => {
  test('a 5-day leave after the department head approved: head done with who, HR current with who is pending, the short branch skipped, cc not yet reached', () => {
    const states = flowNodeStates(instanceOf(leave, 'u-fe1', values(5), [{ actor: 'u-fe-lead', action: 'approve' }]), leave.org);
    expect(states.get('start')).toEqual({ state: 'done', detail: expect.stringContaining('张三 发起申请') as string });
    expect(states.get('n-dept-head')).toEqual({ state: 'done', detail: expect.stringMatching(/^郑前端 已同意 · \d\d-\d\d \d\d:\d\d$/) as string });
    expect(states.get('n-hr')).toEqual({ state: 'current', detail: '待 赵专员 处理' });
    expect(states.get('b-short')?.state).toBe('skipped');
    expect(states.get('n-supervisor')?.state).toBe('skipped');
    expect(states.get('b-long')).toBeUndefined();
    expect(states.get('n-cc')).toEqual({ state: 'waiting' });
  });

  test('a finished 2-day leave: the long branch and its nodes skipped, the supervisor done, the cc done with who was copied', () => {
    const states = flowNodeStates(instanceOf(leave, 'u-fe1', values(2), [{ actor: 'u-fe-lead', action: 'approve' }]), leave.org);
    expect(states.get('b-long')?.state).toBe('skipped');
    expect(states.get('n-dept-head')?.state).toBe('skipped');
    expect(states.get('n-hr')?.state).toBe('skipped');
    expect(states.get('n-supervisor')?.state).toBe('done');
    expect(states.get('n-cc')?.detail).toContain('已抄送 钱行政');
  });

  test('a rejection shows who rejected; the nodes after it were never reached', () => {
    const states = flowNodeStates(instanceOf(leave, 'u-fe1', values(5), [{ actor: 'u-fe-lead', action: 'reject', comment: '不行' }]), leave.org);
    expect(states.get('n-dept-head')?.state).toBe('rejected');
    expect(states.get('n-dept-head')?.detail).toContain('郑前端 已拒绝');
    expect(states.get('n-hr')).toEqual({ state: 'waiting' });
  });

  test('an approver node with nobody to ask passes by itself, and says why', () => {
    const env = envOf(approver('n-empty', { assignee: users(), whenEmpty: 'autoPass' }, approver('n-next', { assignee: users('u-hr1') })));
    const states = flowNodeStates(instanceOf(env, 'u-fe1', values(1)), env.org);
    expect(states.get('n-empty')).toEqual({ state: 'autoPassed', detail: expect.stringContaining('审批人为空，自动通过') as string });
    expect(states.get('n-next')?.state).toBe('current');
  });

  test('a passed 延时 is done (延时结束 at its due time), not still to come', () => {
    const env = envOf({ id: 'd1', type: 'delay', name: '冷静期', props: { delay: { type: 'duration', minutes: 60 } }, next: approver('n-next', { assignee: users('u-hr1') }) });
    const instance = instanceOf(env, 'u-fe1', values(1));
    const states = flowNodeStates({ ...instance, history: [...instance.history, { action: 'delay', nodeId: 'd1', at: '2026-11-23T11:00' }] }, env.org);
    expect(states.get('d1')).toEqual({ state: 'done', detail: '延时结束 · 11-23 11:00' });
  });

  test('a pending instance that has not reached a condition group yet calls none of its branches skipped', () => {
    const env = envOf(approver('n-first', { assignee: users('u-hr1') }, leave.flow.root.next));
    const states = flowNodeStates(instanceOf(env, 'u-fe1', values(5)), env.org);
    expect(states.get('n-first')?.state).toBe('current');
    expect(states.get('b-short')).toBeUndefined();
    expect(states.get('n-supervisor')).toEqual({ state: 'waiting' });
  });

  test('sent back to the applicant (退回): the start node is current, waiting for the changes and 重新提交', () => {
    const states = flowNodeStates(instanceOf(leave, 'u-fe1', values(5), [{ actor: 'u-fe-lead', action: 'return', nodeId: 'start', comment: '请补充' }]), leave.org);
    expect(states.get('start')).toEqual({ state: 'current', detail: '待 张三 修改后重新提交' });
    expect(states.get('n-dept-head')).toEqual({ state: 'waiting', detail: expect.stringContaining('郑前端 已退回') as string });
  });

  test('a 路由分支 that jumped is done and says where it went; the nodes it passed over are skipped (issue 42)', () => {
    const env = envOf(approver('n-first', { assignee: users('u-be1') }, {
      id: 'r', type: 'router', name: '按天数', props: { routes: [{ name: '长假', conditions: [[{ controlId: 'leave_days', op: 'gt', value: 3 }]], toNodeId: 'n-last' }] },
      next: approver('n-mid', { assignee: users('u-it1') }, approver('n-last', { assignee: users('u-ceo') })),
    }));
    const states = flowNodeStates(instanceOf(env, 'u-fe1', values(5), [{ actor: 'u-be1', action: 'approve' }]), env.org);
    expect(states.get('r')).toEqual({ state: 'done', detail: expect.stringMatching(/^路由到「n-last」/) as string });
    expect(states.get('n-last')?.state).toBe('current');
    expect(states.get('n-mid')).toEqual({ state: 'skipped', detail: '路由分支跳过了此节点' });
  });

  test('a 路由分支 that jumped to the end (结束) passed over every node after it (issue 42)', () => {
    const env = envOf(approver('n-first', { assignee: users('u-be1') }, {
      id: 'r', type: 'router', name: '按天数', props: { routes: [{ name: '长假', conditions: [[{ controlId: 'leave_days', op: 'gt', value: 3 }]], toNodeId: 'end' }] },
      next: approver('n-mid', { assignee: users('u-it1') }, approver('n-last', { assignee: users('u-ceo') })),
    }));
    const states = flowNodeStates(instanceOf(env, 'u-fe1', values(5), [{ actor: 'u-be1', action: 'approve' }]), env.org);
    expect(states.get('r')).toEqual({ state: 'done', detail: expect.stringMatching(/^路由到「结束」/) as string });
    expect(states.get('n-mid')).toEqual({ state: 'skipped', detail: '路由分支跳过了此节点' });
    expect(states.get('n-last')).toEqual({ state: 'skipped', detail: '路由分支跳过了此节点' });
  });
});
