// The engine's answer to "what may this person do now" (issue 24): viewer.actions, each with its label and
// what it needs; and 重新提交 as its own action, the old approve-on-the-returned-task shape still accepted.
import { applyAction, viewerActions, type FlowAction, type FlowInstanceState } from '../../../../domain/flow';
import { approve, approver, envOf, runFlow, users } from '../runtime-helpers';

const twoSteps = envOf(approver('a', { assignee: users('u-be1') }, approver('b', { assignee: users('u-it1', 'u-hr1'), mode: 'and' })), { allowWithdraw: true, requireRejectComment: true });
const launch = { initiator: 'u-fe1', values: { leave_days: 2 } };
const NOW = Date.parse('2024-05-02T10:00:00.000Z');
const names = (state: FlowInstanceState, viewer: string, lastUrgedAt?: number) =>
  viewerActions(twoSteps, state, viewer, { now: NOW, ...(lastUrgedAt === undefined ? {} : { lastUrgedAt }) }).map((action) => action.name);
const returned = (): FlowInstanceState => runFlow(twoSteps, launch, [approve('u-be1'), { actor: 'u-it1', action: 'return', nodeId: 'start' }]).state;

describe('viewer actions: the engine decides who may do what', () => {
  it('the one deciding at a node is offered 退回 (when there is a target), 转交, 委派, 加签, 评论, 拒绝, 同意', () => {
    const first = runFlow(twoSteps, launch).state;
    expect(names(first, 'u-be1')).toEqual(['return', 'transfer', 'delegate', 'addSigner', 'comment', 'reject', 'approve']);
    const second = runFlow(twoSteps, launch, [approve('u-be1')]).state;
    const offered = viewerActions(twoSteps, second, 'u-it1', { now: NOW });
    expect(offered.find((a) => a.name === 'return')?.needs.targetNode).toEqual([{ nodeId: 'start', name: '发起人' }, { nodeId: 'a', name: 'a' }]);
    // The 会签 partner is deciding here too: they cannot be handed the task or added again.
    expect(offered.find((a) => a.name === 'transfer')?.needs.person?.excluded).toEqual(['u-it1', 'u-hr1']);
    expect(offered.find((a) => a.name === 'addSigner')?.needs.position).toEqual(['before', 'after', 'parallel']);
  });

  it('each offered action carries its label and look: 同意 primary, 拒绝 danger with a required reason', () => {
    const offered = viewerActions(twoSteps, runFlow(twoSteps, launch).state, 'u-be1', { now: NOW });
    expect(offered.find((a) => a.name === 'approve')).toMatchObject({ label: '同意', tone: 'primary', input: 'decision', needs: { comment: 'optional', values: true } });
    expect(offered.find((a) => a.name === 'reject')).toMatchObject({ label: '拒绝', tone: 'danger', needs: { comment: 'required' } });
    const lenient = envOf(approver('a', { assignee: users('u-be1') }), { requireRejectComment: false });
    const state = runFlow(lenient, launch).state;
    expect(viewerActions(lenient, state, 'u-be1', { now: NOW }).find((a) => a.name === 'reject')?.needs.comment).toBe('optional');
  });

  it('the initiator of a running instance is offered 评论, 催办 and 撤回 (when the flow allows it)', () => {
    const state = runFlow(twoSteps, launch).state;
    expect(names(state, 'u-fe1')).toEqual(['comment', 'urge', 'withdraw']);
    const noWithdraw = envOf(approver('a', { assignee: users('u-be1') }), { allowWithdraw: false });
    expect(viewerActions(noWithdraw, runFlow(noWithdraw, launch).state, 'u-fe1', { now: NOW }).map((a) => a.name)).toEqual(['comment', 'urge']);
  });

  it('催办 is offered at most once per 10 minutes', () => {
    const state = runFlow(twoSteps, launch).state;
    expect(names(state, 'u-fe1', NOW - 5 * 60 * 1000)).not.toContain('urge');
    expect(names(state, 'u-fe1', NOW - 10 * 60 * 1000)).toContain('urge');
  });

  it('someone not taking part, and anyone on a finished instance, is offered nothing', () => {
    expect(names(runFlow(twoSteps, launch).state, 'u-it1')).toEqual([]);
    const done = runFlow(twoSteps, launch, [approve('u-be1'), approve('u-it1'), approve('u-hr1')]).state;
    expect(done.status).toBe('approved');
    expect(names(done, 'u-fe1')).toEqual([]);
    expect(names(done, 'u-it1')).toEqual([]);
  });

  it('after 退回 to the start the initiator is offered 重新提交 (with the values), not 同意 or 拒绝', () => {
    const state = returned();
    expect(names(state, 'u-fe1')).toEqual(['comment', 'withdraw', 'resubmit']);
    expect(viewerActions(twoSteps, state, 'u-fe1', { now: NOW }).at(-1)).toMatchObject({ label: '重新提交', needs: { values: true } });
  });
});

describe('重新提交 is its own action', () => {
  const resubmit: FlowAction = { actor: 'u-fe1', action: 'resubmit', values: { leave_days: 3 } };

  it('resubmit runs the flow again from the start with the edited values', () => {
    const result = applyAction(twoSteps, returned(), resubmit);
    if (!result.ok) throw new Error(result.message);
    expect(result.state.values.leave_days).toBe(3);
    expect(result.state.history.at(-1)).toMatchObject({ action: 'resubmit', userId: 'u-fe1' });
    expect(result.state.tasks.filter((t) => t.status === 'open').map((t) => t.userId)).toEqual(['u-be1']);
  });

  it('the old shape (an approve on the returned task, as stored data and older action files send it) still resubmits', () => {
    const result = applyAction(twoSteps, returned(), { actor: 'u-fe1', action: 'approve', nodeId: 'start', values: { leave_days: 3 } });
    if (!result.ok) throw new Error(result.message);
    expect(result.state.history.at(-1)).toMatchObject({ action: 'resubmit', userId: 'u-fe1' });
  });

  it('resubmit by someone the instance was not sent back to is refused', () => {
    expect(applyAction(twoSteps, runFlow(twoSteps, launch).state, resubmit)).toMatchObject({ ok: false, message: '你没有该审批的待处理任务，不能操作' });
  });

  it('催办 is not an engine step: applyAction refuses it as an unknown action', () => {
    expect(applyAction(twoSteps, runFlow(twoSteps, launch).state, { actor: 'u-fe1', action: 'urge' })).toMatchObject({ ok: false, message: '未知的操作：urge' });
  });
});
