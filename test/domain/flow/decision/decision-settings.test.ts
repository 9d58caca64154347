// Issue 27: an approver node's onReject, requireComment, requireSignature and buttons, enforced by the engine.
import { applyAction, checkFlow, parseFlow, viewerActions, type FlowAction } from '../../../../domain/flow';
import { loadForm } from '../../../fixtures/flows/flow-fixtures';
import { approve, approver, envOf, runFlow, users } from '../runtime-helpers';

const launch = { initiator: 'u-fe1', values: { leave_days: 2 } };
const NOW = Date.parse('2024-05-02T10:00:00.000Z');
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const reject = (actor: string, extra: Partial<FlowAction> = {}): FlowAction => ({ actor, action: 'reject', ...extra });
/** a (u-be1) → b (u-it1, with the given props). */
const twoSteps = (props: Record<string, unknown>) => envOf(approver('a', { assignee: users('u-be1') }, approver('b', { assignee: users('u-it1'), ...props })));

describe('onReject', () => {
  it('onReject end (the default): a 拒绝 ends the instance rejected', () => {
    const run = runFlow(twoSteps({}), launch, [approve('u-be1'), reject('u-it1')]);
    expect(run.state.status).toBe('rejected');
  });

  it('onReject returnTo an earlier approver: the instance goes back there, stays pending, the history keeps the 拒绝', () => {
    const run = runFlow(twoSteps({ onReject: { type: 'returnTo', nodeId: 'a' } }), launch, [approve('u-be1'), reject('u-it1', { comment: '金额不对' })]);
    expect(run.state.status).toBe('pending');
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    expect(run.state.history.at(-1)).toMatchObject({ action: 'reject', nodeId: 'b', userId: 'u-it1', toNodeId: 'a', comment: '金额不对' });
    // The node runs again from there: a then b decide afresh.
    const again = runFlow(twoSteps({ onReject: { type: 'returnTo', nodeId: 'a' } }), launch, [approve('u-be1'), reject('u-it1'), approve('u-be1'), approve('u-it1')]);
    expect(again.state.status).toBe('approved');
  });

  it('onReject returnTo the start node: the initiator gets the application back to resubmit', () => {
    const run = runFlow(twoSteps({ onReject: { type: 'returnTo', nodeId: 'start' } }), launch, [approve('u-be1'), reject('u-it1')]);
    expect(run.state.status).toBe('pending');
    expect(run.state.tasks.at(-1)).toMatchObject({ nodeId: 'start', userId: 'u-fe1', kind: 'resubmit', status: 'open' });
  });

  it('check: onReject returnTo a node that is not the start node nor an approver on the way is a problem naming the node', () => {
    const form = loadForm('leave');
    const flowOf = (next: unknown) => {
      const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next } });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      return parsed.flow;
    };
    const later = flowOf(approver('a', { assignee: users('u-be1'), onReject: { type: 'returnTo', nodeId: 'b' } }, approver('b', { assignee: users('u-it1') })));
    expect(checkFlow(later, form)).toEqual([{ nodeId: 'a', message: '「a」拒绝后退回的节点无效：b，只能是发起人或此前经过的审批人节点' }]);
    const cc = flowOf({ id: 'c', type: 'cc', name: '抄送', props: { assignee: users('u-hr1') }, next: approver('b', { assignee: users('u-it1'), onReject: { type: 'returnTo', nodeId: 'c' } }) });
    expect(checkFlow(cc, form).map((p) => p.nodeId)).toEqual(['b']);
    // A sibling branch of a parallel group is not on the way.
    const sideBySide = flowOf({ id: 'p', type: 'parallel', name: '并行', props: {}, branches: [
      { id: 'x', name: 'x', next: approver('a', { assignee: users('u-be1') }) },
      { id: 'y', name: 'y', next: approver('b', { assignee: users('u-it1'), onReject: { type: 'returnTo', nodeId: 'a' } }) },
    ] });
    expect(checkFlow(sideBySide, form).map((p) => p.nodeId)).toEqual(['b']);
    const fine = flowOf(approver('a', { assignee: users('u-be1') }, approver('b', { assignee: users('u-it1'), onReject: { type: 'returnTo', nodeId: 'a' } }, approver('c', { assignee: users('u-hr1'), onReject: { type: 'returnTo', nodeId: 'start' } }))));
    expect(checkFlow(fine, form)).toEqual([]);
  });

  it('onReject that is not end or returnTo with a nodeId is refused when the flow is read', () => {
    const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: approver('a', { onReject: { type: 'returnTo' } }) } });
    expect(parsed.ok).toBe(false);
  });
});

describe('requireComment', () => {
  const env = twoSteps({ requireComment: { approve: true, reject: true } });
  const atB = () => runFlow(env, launch, [approve('u-be1')]).state;

  it('requireComment approve: an approve without a comment is refused with 请填写审批意见 and changes nothing', () => {
    const state = atB();
    const result = applyAction(env, state, approve('u-it1', { comment: '  ' }));
    expect(result).toMatchObject({ ok: false, message: '请填写审批意见' });
    expect(result.state).toBe(state);
    expect(applyAction(env, state, approve('u-it1', { comment: '同意报销' })).ok).toBe(true);
  });

  it('requireComment reject: a reject without a comment is refused with 请填写拒绝理由', () => {
    expect(applyAction(env, atB(), reject('u-it1'))).toMatchObject({ ok: false, message: '请填写拒绝理由' });
  });

  it('requireComment: the offer marks the comment required; other nodes keep it optional', () => {
    const offered = viewerActions(env, atB(), 'u-it1', { now: NOW });
    expect(offered.find((a) => a.name === 'approve')?.needs.comment).toBe('required');
    expect(offered.find((a) => a.name === 'reject')?.needs.comment).toBe('required');
    const first = viewerActions(env, runFlow(env, launch).state, 'u-be1', { now: NOW });
    expect(first.find((a) => a.name === 'approve')?.needs.comment).toBe('optional');
  });
});

describe('requireSignature', () => {
  const env = twoSteps({ requireSignature: true });
  const atB = () => runFlow(env, launch, [approve('u-be1')]).state;

  it('requireSignature: an approve without a drawn signature is refused with 请先签名', () => {
    expect(applyAction(env, atB(), approve('u-it1'))).toMatchObject({ ok: false, message: '请先签名' });
    expect(applyAction(env, atB(), approve('u-it1', { signature: 'data:image/jpeg;base64,AAAA' }))).toMatchObject({ ok: false, message: '请先签名' });
  });

  it('requireSignature: a PNG data URL or a stored file reference is accepted and kept in the history', () => {
    const withPng = applyAction(env, atB(), approve('u-it1', { signature: PNG }));
    expect(withPng.ok && withPng.state.history.at(-1)).toMatchObject({ action: 'approve', signature: PNG });
    const withFile = applyAction(env, atB(), approve('u-it1', { signature: 'file:42' }));
    expect(withFile.ok && withFile.state.status).toBe('approved');
    expect(viewerActions(env, atB(), 'u-it1', { now: NOW }).find((a) => a.name === 'approve')?.needs.signature).toBe(true);
  });
});

describe('buttons', () => {
  const env = twoSteps({ buttons: { transfer: { enabled: false }, reject: { enabled: false }, approve: { enabled: true, label: '确认无误' } } });
  const atB = () => runFlow(env, launch, [approve('u-be1')]).state;

  it('buttons: a disabled action is not offered and the engine refuses it (该节点不允许转交 / 该节点不允许拒绝)', () => {
    const names = viewerActions(env, atB(), 'u-it1', { now: NOW }).map((a) => a.name);
    expect(names).not.toContain('transfer');
    expect(names).not.toContain('reject');
    expect(applyAction(env, atB(), { actor: 'u-it1', action: 'transfer', to: 'u-hr1' })).toMatchObject({ ok: false, message: '该节点不允许转交' });
    expect(applyAction(env, atB(), reject('u-it1', { comment: '不行' }))).toMatchObject({ ok: false, message: '该节点不允许拒绝' });
    // The other node keeps every action.
    expect(viewerActions(env, runFlow(env, launch).state, 'u-be1', { now: NOW }).map((a) => a.name)).toContain('transfer');
  });

  it('buttons: a label renames the offered action', () => {
    expect(viewerActions(env, atB(), 'u-it1', { now: NOW }).find((a) => a.name === 'approve')?.label).toBe('确认无误');
    expect(viewerActions(env, runFlow(env, launch).state, 'u-be1', { now: NOW }).find((a) => a.name === 'approve')?.label).toBe('同意');
  });

  it('buttons: an unknown action or a setting without enabled is refused when the flow is read', () => {
    const read = (buttons: unknown) => parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: approver('a', { buttons }) } });
    expect(read({ fly: { enabled: true } }).ok).toBe(false);
    expect(read({ approve: { label: '好' } }).ok).toBe(false);
    expect(read({ approve: { enabled: true, label: '好' } }).ok).toBe(true);
  });
});
