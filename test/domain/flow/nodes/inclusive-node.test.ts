import { checkFlow, previewRoute } from '../../../../domain/flow';
import { loadOrg } from '../../../fixtures/flows/flow-fixtures';
import { approve, approver, envOf, runFlow, users } from '../runtime-helpers';

const org = loadOrg();
const inclusive = (id: string, branches: unknown[], next?: unknown) => ({ id, type: 'inclusive', name: '包容', props: {}, branches, ...(next ? { next } : {}) });
const branch = (id: string, priority: number, conditions: unknown[][], next?: unknown) => ({ id, name: id, priority, conditions, ...(next ? { next } : {}) });
const otherwise = (next?: unknown) => ({ id: 'else', name: '其他情况', priority: 9, default: true, conditions: [], ...(next ? { next } : {}) });
const daysOver = (n: number) => [[{ controlId: 'leave_days', op: 'gt', value: n }]];

// b-long (> 3 days) → 人事, b-mid (> 1 day) → 财务, otherwise → 行政; then 总经理.
const group = inclusive('g', [
  branch('b-mid', 2, daysOver(1), approver('n-fin', { assignee: users('u-fin1') })),
  branch('b-long', 1, daysOver(3), approver('n-hr', { assignee: users('u-hr1') })),
  otherwise(approver('n-admin', { assignee: users('u-admin1') })),
], approver('n-ceo', { assignee: users('u-ceo') }));
const env = envOf(group);
const launch = (days: number) => ({ initiator: 'u-fe1', values: { leave_days: days } });

describe('包容分支 (inclusive) groups', () => {
  it('every matching non-default branch is taken at once', () => {
    expect(runFlow(env, launch(5)).pending).toEqual([{ nodeId: 'n-hr', userIds: ['u-hr1'] }, { nodeId: 'n-fin', userIds: ['u-fin1'] }]);
  });

  it('the default branch is taken only when no other branch matches', () => {
    expect(runFlow(env, launch(2)).pending).toEqual([{ nodeId: 'n-fin', userIds: ['u-fin1'] }]);
    expect(runFlow(env, launch(1)).pending).toEqual([{ nodeId: 'n-admin', userIds: ['u-admin1'] }]);
  });

  it('the join waits for every taken branch before the group’s next starts', () => {
    expect(runFlow(env, launch(5), [approve('u-hr1')]).pending).toEqual([{ nodeId: 'n-fin', userIds: ['u-fin1'] }]);
    expect(runFlow(env, launch(5), [approve('u-fin1'), approve('u-hr1')]).pending).toEqual([{ nodeId: 'n-ceo', userIds: ['u-ceo'] }]);
    expect(runFlow(env, launch(5), [approve('u-fin1'), approve('u-hr1'), approve('u-ceo')]).state.status).toBe('approved');
  });

  it('a taken branch without nodes finishes at once', () => {
    const empty = envOf(inclusive('g', [branch('b-empty', 1, daysOver(3)), branch('b-fin', 2, daysOver(1), approver('n-fin', { assignee: users('u-fin1') })), otherwise()],
      approver('n-ceo', { assignee: users('u-ceo') })));
    expect(runFlow(empty, launch(5), [approve('u-fin1')]).pending).toEqual([{ nodeId: 'n-ceo', userIds: ['u-ceo'] }]);
    expect(runFlow(envOf(inclusive('g', [branch('b', 1, daysOver(3)), otherwise()], approver('n-ceo', { assignee: users('u-ceo') }))), launch(5)).pending)
      .toEqual([{ nodeId: 'n-ceo', userIds: ['u-ceo'] }]);
  });

  it('a return inside one branch behaves as inside a parallel group: the other taken branch keeps running', () => {
    const withReturn = envOf(inclusive('g', [
      branch('b-long', 1, daysOver(3), approver('n-hr', { assignee: users('u-hr1') }, approver('n-hr2', { assignee: users('u-hr-head') }))),
      branch('b-mid', 2, daysOver(1), approver('n-fin', { assignee: users('u-fin1') })),
      otherwise(),
    ], approver('n-ceo', { assignee: users('u-ceo') })));
    const run = runFlow(withReturn, launch(5), [approve('u-hr1'), { actor: 'u-hr-head', action: 'return', nodeId: 'n-hr' }]);
    expect(run.refused).toEqual([]);
    expect(run.pending).toEqual([{ nodeId: 'n-fin', userIds: ['u-fin1'] }, { nodeId: 'n-hr', userIds: ['u-hr1'] }]);
    const on = runFlow(withReturn, launch(5), [approve('u-hr1'), { actor: 'u-hr-head', action: 'return', nodeId: 'n-hr' }, approve('u-fin1'), approve('u-hr1'), approve('u-hr-head')]);
    expect(on.pending).toEqual([{ nodeId: 'n-ceo', userIds: ['u-ceo'] }]);
  });

  it('route step: only the taken branches, in priority order (the default last)', () => {
    expect(previewRoute({ ...env, org, values: { leave_days: 5 }, initiator: 'u-fe1' }).steps).toEqual([
      { nodeId: 'g', type: 'inclusive', branches: [
        [{ nodeId: 'n-hr', type: 'approver', mode: 'or', approvers: ['u-hr1'] }],
        [{ nodeId: 'n-fin', type: 'approver', mode: 'or', approvers: ['u-fin1'] }],
      ] },
      { nodeId: 'n-ceo', type: 'approver', mode: 'or', approvers: ['u-ceo'] },
    ]);
    expect(previewRoute({ ...env, org, values: { leave_days: 1 }, initiator: 'u-fe1' }).steps[0])
      .toEqual({ nodeId: 'g', type: 'inclusive', branches: [[{ nodeId: 'n-admin', type: 'approver', mode: 'or', approvers: ['u-admin1'] }]] });
  });

  it('checks an inclusive group as a condition group: two or more branches, exactly one default, conditions on the others', () => {
    const form = env.form;
    expect(checkFlow(envOf(inclusive('g', [branch('b1', 1, [])])).flow, form, org).map((p) => p.message)).toEqual([
      '「包容」缺少默认分支（其他情况）', '「包容」至少需要两个分支', '「b1」请设置条件，或删除该分支',
    ]);
    expect(checkFlow(envOf(inclusive('g', [branch('b1', 1, daysOver(1)), otherwise(), { ...otherwise(), id: 'else2' }])).flow, form, org).map((p) => p.message))
      .toEqual(['「包容」只能有一个默认分支（其他情况），现有 2 个']);
    expect(checkFlow(env.flow, form, org)).toEqual([]);
  });
});
