import { applyAction, startInstance, type FlowInstanceState } from '../../../domain/flow';
import { environment } from '../../fixtures/flows/flow-fixtures';
import { deepFreeze } from '../../fixtures/deep-freeze';
import { approve, approver, envOf, runFlow, users } from './runtime-helpers';

const leave = environment('leave');
const reimbursement = environment('reimbursement');
const purchase = environment('purchase');

describe('running an instance: the examples', () => {
  it('a 5-day leave goes 部门负责人 → 人事专员 → approved, and 行政 is copied', () => {
    const run = runFlow(leave, { initiator: 'u-fe1', values: { leave_days: 5 } }, [approve('u-fe-lead'), approve('u-hr1')]);
    expect(run.state.status).toBe('approved');
    expect(run.state.cc).toEqual(['u-admin1']);
    expect(run.state.history.map((h) => [h.action, h.nodeId, h.userId ?? h.userIds?.join()])).toEqual([
      ['submit', 'start', 'u-fe1'], ['approve', 'n-dept-head', 'u-fe-lead'], ['approve', 'n-hr', 'u-hr1'], ['cc', 'n-cc', 'u-admin1'],
    ]);
  });

  it('a 2-day leave waits for the direct supervisor', () => {
    expect(runFlow(leave, { initiator: 'u-fe1', values: { leave_days: 2 } }).pending).toEqual([{ nodeId: 'n-supervisor', userIds: ['u-fe-lead'] }]);
  });

  it('countersign (会签): 8000 waits at the countersign until both approve; pending lists who has not yet approved', () => {
    const launch = { initiator: 'u-fe1', values: { expense_amount: 8000 } };
    const halfway = runFlow(reimbursement, launch, [approve('u-fe-lead'), approve('u-fin1'), approve('u-ceo')]);
    expect(halfway.state.status).toBe('pending');
    expect(halfway.pending).toEqual([{ nodeId: 'n-boss', userIds: ['u-fin-head'] }]);
    expect(runFlow(reimbursement, launch, [approve('u-fe-lead'), approve('u-fin1'), approve('u-ceo'), approve('u-fin-head')]).state.status).toBe('approved');
  });

  it('parallel join: the node after a parallel group starts when every branch has finished', () => {
    const launch = { initiator: 'u-fe1', values: { purchase_qty: 2 } };
    const oneBranch = runFlow(purchase, launch, [approve('u-fe-lead'), approve('u-it1')]);
    expect(oneBranch.pending).toEqual([{ nodeId: 'n-fin', userIds: ['u-fin1'] }]);
    const both = runFlow(purchase, launch, [approve('u-fe-lead'), approve('u-it1'), approve('u-fin1')]);
    expect(both.pending).toEqual([{ nodeId: 'n-purchase', userIds: ['u-admin1'] }]);
    expect(runFlow(purchase, launch, [approve('u-fe-lead'), approve('u-it1'), approve('u-fin1'), approve('u-admin1')]).state.status).toBe('approved');
  });
});

describe('approval modes', () => {
  it('missing mode means or (或签): the first decision counts and the other tasks are cancelled', () => {
    const env = envOf(approver('a', { assignee: users('u-be1', 'u-it1') }, approver('b', { assignee: users('u-ceo') })));
    const run = runFlow(env, { initiator: 'u-fe1', values: {} }, [approve('u-it1')]);
    expect(run.pending).toEqual([{ nodeId: 'b', userIds: ['u-ceo'] }]);
    expect(run.state.tasks.find((t) => t.userId === 'u-be1')?.status).toBe('cancelled');
  });

  it('sequential (依次审批): only the one whose turn it is can act, in the listed order', () => {
    const env = envOf(approver('a', { assignee: users('u-be1', 'u-it1', 'u-ceo'), mode: 'sequential' }));
    const start = runFlow(env, { initiator: 'u-fe1', values: {} });
    expect(start.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    const outOfTurn = runFlow(env, { initiator: 'u-fe1', values: {} }, [approve('u-it1')]);
    expect(outOfTurn.refused).toEqual([{ index: 0, message: '你没有该审批的待处理任务，不能操作' }]);
    const second = runFlow(env, { initiator: 'u-fe1', values: {} }, [approve('u-be1')]);
    expect(second.pending).toEqual([{ nodeId: 'a', userIds: ['u-it1'] }]);
    expect(runFlow(env, { initiator: 'u-fe1', values: {} }, [approve('u-be1'), approve('u-it1'), approve('u-ceo')]).state.status).toBe('approved');
  });

  it('missing whenEmpty means autoPass: a node with nobody passes and the route goes on', () => {
    const env = envOf(approver('a', { assignee: { type: 'supervisor', level: 9 } }, approver('b', { assignee: users('u-ceo') })));
    const run = runFlow(env, { initiator: 'u-fe1', values: {} });
    expect(run.pending).toEqual([{ nodeId: 'b', userIds: ['u-ceo'] }]);
    expect(run.state.history).toContainEqual({ action: 'auto', nodeId: 'a', userIds: [], reason: 'empty' });
  });
});

describe('dedupe and initiator auto-approve at run time', () => {
  it('consecutive: an approver who has just approved at the previous node is auto-approved', () => {
    const env = envOf(approver('a', { assignee: users('u-be1') }, approver('b', { assignee: users('u-be1') }, approver('c', { assignee: users('u-ceo') }))), { dedupe: 'consecutive' });
    const run = runFlow(env, { initiator: 'u-fe1', values: {} }, [approve('u-be1')]);
    expect(run.pending).toEqual([{ nodeId: 'c', userIds: ['u-ceo'] }]);
    expect(run.state.history).toContainEqual({ action: 'auto', nodeId: 'b', userIds: ['u-be1'], reason: 'dedupe' });
  });

  it('keepFirst: every later appearance of someone who already approved is auto-approved', () => {
    const env = envOf(approver('a', { assignee: users('u-be1') }, approver('b', { assignee: users('u-ceo') }, approver('c', { assignee: users('u-be1') }))), { dedupe: 'keepFirst' });
    const run = runFlow(env, { initiator: 'u-fe1', values: {} }, [approve('u-be1'), approve('u-ceo')]);
    expect(run.state.status).toBe('approved');
  });

  it('initiatorAutoApprove: the initiator\'s own approver task passes by itself', () => {
    const env = envOf(approver('a', { assignee: users('u-fe1', 'u-be1'), mode: 'and' }), { initiatorAutoApprove: true });
    const run = runFlow(env, { initiator: 'u-fe1', values: {} });
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    expect(run.state.history).toContainEqual({ action: 'auto', nodeId: 'a', userIds: ['u-fe1'], reason: 'initiator' });
  });
});

describe('actions', () => {
  const twoSteps = envOf(approver('a', { assignee: users('u-be1') }, approver('b', { assignee: users('u-it1') }, approver('c', { assignee: users('u-ceo') }))));
  const launch = { initiator: 'u-fe1', values: { leave_days: 1 } };

  it('reject ends the instance as rejected', () => {
    const run = runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'reject', comment: '不同意' }]);
    expect(run.state.status).toBe('rejected');
    expect(run.pending).toEqual([]);
    expect(run.events.at(-1)).toEqual({ type: 'instanceFinished', status: 'rejected' });
  });

  it('reject without a comment is refused when the flow requires one', () => {
    const env = { ...twoSteps, flow: { ...twoSteps.flow, settings: { requireRejectComment: true } } };
    expect(runFlow(env, launch, [{ actor: 'u-be1', action: 'reject', comment: ' ' }]).refused).toEqual([{ index: 0, message: '请填写拒绝理由' }]);
  });

  it('return to an earlier approver node runs it again from there', () => {
    const run = runFlow(twoSteps, launch, [approve('u-be1'), approve('u-it1'), { actor: 'u-ceo', action: 'return', nodeId: 'a', comment: '补充材料' }]);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    const again = runFlow(twoSteps, launch, [approve('u-be1'), approve('u-it1'), { actor: 'u-ceo', action: 'return', nodeId: 'a' }, approve('u-be1')]);
    expect(again.pending).toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
  });

  it('return to the start node sends it back to the initiator, who edits and resubmits', () => {
    const run = runFlow(twoSteps, launch, [approve('u-be1'), { actor: 'u-it1', action: 'return', nodeId: 'start' }]);
    expect(run.pending).toEqual([{ nodeId: 'start', userIds: ['u-fe1'] }]);
    const resubmitted = runFlow(twoSteps, launch, [
      approve('u-be1'), { actor: 'u-it1', action: 'return', nodeId: 'start' }, approve('u-fe1', { values: { leave_days: 3 } }),
    ]);
    expect(resubmitted.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    expect(resubmitted.state.values.leave_days).toBe(3);
    expect(resubmitted.state.history.at(-1)).toMatchObject({ action: 'resubmit', userId: 'u-fe1' });
  });

  it('return to a node not yet passed, or to the current node, is refused', () => {
    expect(runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'return', nodeId: 'c' }]).refused[0].message).toBe('只能退回到已经审批过的节点或发起人');
    expect(runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'return', nodeId: 'a' }]).refused).toHaveLength(1);
    expect(runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'return', nodeId: 'nowhere' }]).refused).toHaveLength(1);
  });

  it('return inside a parallel branch keeps the other branch running', () => {
    const env = envOf({
      id: 'p', type: 'parallel', name: 'p', props: {}, branches: [
        { id: 'x', name: 'x', next: approver('x1', { assignee: users('u-be1') }, approver('x2', { assignee: users('u-it1') })) },
        { id: 'y', name: 'y', next: approver('y1', { assignee: users('u-ceo') }) },
      ],
      next: approver('z', { assignee: users('u-hr1') }),
    });
    const run = runFlow(env, launch, [approve('u-be1'), { actor: 'u-it1', action: 'return', nodeId: 'x1' }]);
    expect(run.pending).toEqual([{ nodeId: 'y1', userIds: ['u-ceo'] }, { nodeId: 'x1', userIds: ['u-be1'] }]);
    const finished = runFlow(env, launch, [approve('u-be1'), { actor: 'u-it1', action: 'return', nodeId: 'x1' }, approve('u-ceo'), approve('u-be1'), approve('u-it1')]);
    expect(finished.pending).toEqual([{ nodeId: 'z', userIds: ['u-hr1'] }]);
    // y1 is in the other branch: not a target for someone in branch x.
    expect(runFlow(env, launch, [approve('u-ceo'), { actor: 'u-be1', action: 'return', nodeId: 'y1' }]).refused).toHaveLength(1);
  });

  it('transfer: the actor\'s task goes to another user, who then decides', () => {
    const run = runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'transfer', to: 'u-sales1' }]);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-sales1'] }]);
    expect(runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'transfer', to: 'u-sales1' }, approve('u-sales1')]).pending).toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
  });

  it('transfer to oneself, to an unknown user, or to someone already deciding here is refused', () => {
    const countersign = envOf(approver('a', { assignee: users('u-be1', 'u-it1'), mode: 'and' }));
    expect(runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'transfer', to: 'u-be1' }]).refused[0].message).toBe('不能转交给自己');
    expect(runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'transfer', to: 'ghost' }]).refused[0].message).toBe('转交对象不存在');
    expect(runFlow(countersign, launch, [{ actor: 'u-be1', action: 'transfer', to: 'u-it1' }]).refused[0].message).toBe('该成员已在当前节点审批');
    // At a countersign someone who already approved must not get a second vote through 转交 or 加签.
    expect(runFlow(countersign, launch, [approve('u-it1'), { actor: 'u-be1', action: 'transfer', to: 'u-it1' }]).refused[0].message).toBe('该成员已在当前节点审批');
    expect(runFlow(countersign, launch, [approve('u-it1'), { actor: 'u-be1', action: 'addSigner', to: 'u-it1', position: 'after' }]).refused[0].message).toBe('该成员已在当前节点审批');
  });

  it('addSigner before: the added person decides first, then the task comes back to the actor', () => {
    const run = runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'addSigner', to: 'u-sales1', position: 'before' }]);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-sales1'] }]);
    const back = runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'addSigner', to: 'u-sales1', position: 'before' }, approve('u-sales1')]);
    expect(back.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    expect(runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'addSigner', to: 'u-sales1', position: 'before' }, approve('u-sales1'), approve('u-be1')]).pending)
      .toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
  });

  it('addSigner after: the actor\'s approval is recorded and the added person decides next', () => {
    const run = runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'addSigner', to: 'u-sales1', position: 'after' }]);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-sales1'] }]);
    expect(run.state.history.map((h) => h.action)).toEqual(['submit', 'addSigner', 'approve']);
    expect(runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'addSigner', to: 'u-sales1', position: 'after' }, approve('u-sales1')]).pending)
      .toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
  });

  it('addSigner without a valid position or person is refused', () => {
    expect(runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'addSigner', to: 'u-sales1', position: 'sideways' }]).refused[0].message).toBe('加签方式必须是 before（前加签）、after（后加签）或 parallel（并加签）');
    expect(runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'addSigner', to: 'ghost', position: 'before' }]).refused[0].message).toBe('加签对象不存在');
  });

  it('withdraw by the initiator while pending; by anyone else it is refused', () => {
    expect(runFlow(twoSteps, launch, [{ actor: 'u-fe1', action: 'withdraw' }]).state.status).toBe('withdrawn');
    expect(runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'withdraw' }]).refused[0].message).toBe('只有发起人可以撤回');
    const locked = { ...twoSteps, flow: { ...twoSteps.flow, settings: { allowWithdraw: false } } };
    expect(runFlow(locked, launch, [{ actor: 'u-fe1', action: 'withdraw' }]).refused[0].message).toBe('该流程不允许撤回');
  });

  it('comment by the initiator or a current approver is recorded; nothing moves', () => {
    const run = runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'comment', comment: '请补充发票' }, { actor: 'u-ceo', action: 'comment', comment: '路过' }]);
    expect(run.state.history.at(-1)).toEqual({ action: 'comment', nodeId: 'a', userId: 'u-be1', comment: '请补充发票' });
    expect(run.refused).toEqual([{ index: 1, message: '你没有参与该审批，不能评论' }]);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
  });

  it('comment by an earlier approver or a copied user is recorded too (as DingTalk allows)', () => {
    const run = runFlow(leave, { initiator: 'u-fe1', values: { leave_days: 5 } }, [
      approve('u-fe-lead'), { actor: 'u-fe-lead', action: 'comment', comment: '已电话沟通' },
    ]);
    expect(run.refused).toEqual([]);
    const copied = runFlow(leave, { initiator: 'u-fe1', values: { leave_days: 2 } }, [approve('u-fe-lead')]);
    expect(copied.state.status).toBe('approved');
    // The instance is finished: even a copied user's comment is refused then.
    expect(applyAction(leave, copied.state, { actor: 'u-admin1', action: 'comment', comment: '收到' })).toMatchObject({ ok: false, message: '该审批已结束，不能再操作' });
    const pendingWithCc = runFlow(envOf({ id: 'c', type: 'cc', name: 'c', props: { assignee: users('u-admin1') }, next: approver('a', { assignee: users('u-be1') }) }), launch, [
      { actor: 'u-admin1', action: 'comment', comment: '收到' },
    ]);
    expect(pendingWithCc.refused).toEqual([]);
  });

  it('an unknown action is refused', () => {
    expect(runFlow(twoSteps, launch, [{ actor: 'u-be1', action: 'explode' }]).refused[0].message).toBe('未知的操作：explode');
  });

  it('an action by someone without an open task, or on a finished instance, is refused and changes nothing', () => {
    const started = startInstance(twoSteps, launch);
    if (!started.ok) throw new Error('start');
    const state = deepFreeze(started.state) as FlowInstanceState;
    const stranger = applyAction(twoSteps, state, approve('u-sales1'));
    expect(stranger).toEqual({ ok: false, state, message: '你没有该审批的待处理任务，不能操作' });
    const rejected = applyAction(twoSteps, state, { actor: 'u-be1', action: 'reject' });
    if (!rejected.ok) throw new Error('reject');
    const late = applyAction(twoSteps, rejected.state, approve('u-be1'));
    expect(late).toEqual({ ok: false, state: rejected.state, message: '该审批已结束，不能再操作' });
  });

  it('an approver may change only the fields their node makes editable', () => {
    const run = runFlow(leave, { initiator: 'u-fe1', values: { leave_days: 5, leave_reason: '探亲', leave_handover: '' } }, [
      approve('u-fe-lead', { values: { leave_reason: '改掉', leave_handover: 'x' } }),
      approve('u-hr1', { values: { leave_reason: '改掉', leave_handover: '张三' } }),
    ]);
    expect(run.state.values).toMatchObject({ leave_reason: '探亲', leave_handover: '张三' });
  });

  it('events: tasks created and completed, cc sent, instance finished', () => {
    const run = runFlow(leave, { initiator: 'u-fe1', values: { leave_days: 2 } }, [approve('u-fe-lead')]);
    expect(run.events).toEqual([
      { type: 'taskCreated', taskId: 't1', nodeId: 'n-supervisor', userId: 'u-fe-lead' },
      { type: 'taskCompleted', taskId: 't1', nodeId: 'n-supervisor', userId: 'u-fe-lead', result: 'approved' },
      { type: 'ccSent', nodeId: 'n-cc', userIds: ['u-admin1'] },
      { type: 'instanceFinished', status: 'approved' },
    ]);
  });

  it('starting refuses a route with errors', () => {
    const env = envOf(approver('a', { assignee: { type: 'selfSelect', multiple: false } }));
    expect(startInstance(env, { initiator: 'u-fe1', values: {} })).toEqual({ ok: false, errors: [{ nodeId: 'a', message: '请为「a」选择审批人' }] });
    expect(runFlow(env, { initiator: 'u-fe1', values: {}, selected: { a: ['u-ceo'] } }).pending).toEqual([{ nodeId: 'a', userIds: ['u-ceo'] }]);
  });

  it('the time of an action is recorded when given', () => {
    const run = runFlow(twoSteps, launch, [approve('u-be1', { at: '2026-11-23T10:00:00Z' })]);
    expect(run.state.history.at(-1)).toMatchObject({ action: 'approve', at: '2026-11-23T10:00:00Z' });
  });
});
