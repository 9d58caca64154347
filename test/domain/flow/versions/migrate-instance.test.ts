import fc from 'fast-check';
import { applyAction, pendingOf, startInstance, type Flow, type FlowInstanceState } from '../../../../domain/flow';
import { migrateInstance, migrationMessages, type MigrationInput } from '../../../../domain/flow/versions';
import type { Form } from '../../../../domain/model/form';
import { deepFreeze } from '../../../fixtures/deep-freeze';
import { editNode, fiveDays, leaveFlow, leaveForm, org, removeNode } from './version-fixtures';

/** An instance of 5 days by 张三 (u-fe1), waiting at 部门负责人 (吴研发? the fixture's head of d-fe). */
function started(values: Record<string, unknown> = fiveDays): FlowInstanceState {
  const result = startInstance({ flow: leaveFlow(), form: leaveForm(), org }, { initiator: 'u-fe1', values });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.state;
}
/** The same instance after 部门负责人 approved: waiting at 人事审批. */
function atHr(): FlowInstanceState {
  const state = started();
  const [first] = pendingOf(state);
  const result = applyAction({ flow: leaveFlow(), form: leaveForm(), org }, state, { actor: first.userIds[0], action: 'approve' });
  if (!result.ok) throw new Error(result.message);
  return result.state;
}
const move = (state: FlowInstanceState, to: Flow, extra: Partial<MigrationInput> & { form?: Form } = {}) =>
  migrateInstance({ state, from: leaveFlow(), to: { flow: to, form: extra.form ?? leaveForm(), org }, versions: { from: 2, to: 3 }, at: '2026-11-25T10:00', ...extra });

describe('migrateInstance', () => {
  it('an instance waiting at a node the target keeps moves, its open tasks and decided history unchanged', () => {
    const before = atHr();
    const result = move(before, editNode(leaveFlow(), 'n-supervisor', (n) => { n.props.mode = 'and'; }));
    if (!result.ok) throw new Error(JSON.stringify(result.reasons));
    expect(result.state.tasks).toEqual(before.tasks);
    expect(result.state.history.slice(0, -1)).toEqual(before.history);
    expect(result.standing).toEqual([{ nodeId: 'n-hr', nodeName: '人事审批', userIds: ['u-hr1'], reassigned: false }]);
  });

  it('the move is recorded in the history with both version numbers', () => {
    const result = move(atHr(), editNode(leaveFlow(), 'n-supervisor', (n) => { n.props.mode = 'and'; }));
    if (!result.ok) throw new Error('refused');
    expect(result.state.history.at(-1)).toEqual({ action: 'migrate', nodeId: 'start', fromVersion: 2, toVersion: 3, at: '2026-11-25T10:00' });
  });

  it('an open node removed in the target blocks the move, naming the node', () => {
    const result = move(atHr(), removeNode(leaveFlow(), 'n-hr'));
    expect(result).toEqual({ ok: false, reasons: [{ nodeId: 'n-hr', message: migrationMessages.nodeMissing('人事审批') }] });
  });

  it('a mapping old node → new node moves the instance there; the new node gives the task to its own people', () => {
    const target = editNode(removeNode(leaveFlow(), 'n-hr'), 'n-dept-head', (n) => {
      n.next = { id: 'n-fin', type: 'approver', name: '财务复核', props: { assignee: { type: 'users', userIds: ['u-fin1'] }, mode: 'or' } };
    });
    const result = move(atHr(), target, { map: { 'n-hr': 'n-fin' } });
    if (!result.ok) throw new Error(JSON.stringify(result.reasons));
    expect(result.standing).toEqual([{ nodeId: 'n-fin', nodeName: '财务复核', userIds: ['u-fin1'], reassigned: true }]);
    expect(result.state.tasks.filter((t) => t.userId === 'u-hr1').map((t) => t.status)).toEqual(['cancelled']);
    expect(result.events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'taskCreated', userId: 'u-fin1', nodeId: 'n-fin' })]));
  });

  it('a mapping to a node the target lacks blocks the move, naming both', () => {
    const result = move(atHr(), removeNode(leaveFlow(), 'n-hr'), { map: { 'n-hr': 'n-nope' } });
    expect(result).toEqual({ ok: false, reasons: [{ nodeId: 'n-hr', message: migrationMessages.mappedMissing('人事审批', 'n-nope') }] });
  });

  it('a changed approval mode at the open node gives the tasks again the new way', () => {
    const target = editNode(leaveFlow(), 'n-hr', (n) => { n.props.assignee = { type: 'users', userIds: ['u-hr1', 'u-hr-head'] }; n.props.mode = 'and'; });
    const result = move(atHr(), target);
    if (!result.ok) throw new Error(JSON.stringify(result.reasons));
    expect(result.standing).toEqual([{ nodeId: 'n-hr', nodeName: '人事审批', userIds: ['u-hr1', 'u-hr-head'], reassigned: true }]);
  });

  it('a control that became required and is empty blocks the move, naming the control', () => {
    const form = structuredClone(leaveForm());
    form.controls.find((c) => c.id === 'leave_handover')!.config.required = true;
    const result = move(atHr(), leaveFlow(), { form });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reasons).toEqual([{ controlId: 'leave_handover', message: expect.stringContaining('表单「工作交接人」') }]);
  });

  it('a finished instance cannot move', () => {
    const state = { ...atHr(), status: 'approved' as const };
    expect(move(state, leaveFlow())).toEqual({ ok: false, reasons: [{ message: migrationMessages.notRunning }] });
  });

  it('an instance sent back to the applicant moves even when the target renamed the start node', () => {
    const state = started();
    const back = applyAction({ flow: leaveFlow(), form: leaveForm(), org }, state, { actor: pendingOf(state)[0].userIds[0], action: 'return', nodeId: 'start' });
    if (!back.ok) throw new Error(back.message);
    const target = { ...leaveFlow(), root: { ...leaveFlow().root, id: 'start2' } };
    const result = move(back.state, target);
    if (!result.ok) throw new Error(JSON.stringify(result.reasons));
    expect(result.standing.map((s) => s.nodeId)).toEqual(['start2']);
  });
});

describe('migrateInstance properties', () => {
  const edits = fc.constantFrom<Array<(f: Flow) => Flow>>(
    (f) => f,
    (f) => removeNode(f, 'n-hr'),
    (f) => editNode(f, 'n-hr', (n) => { n.props.mode = 'and'; }),
    (f) => editNode(f, 'n-dept-head', (n) => { n.props.assignee = { type: 'users', userIds: ['u-ceo'] }; }),
    (f) => removeNode(f, 'n-dept-head'),
  );
  const states = fc.constantFrom(started, atHr);

  it('migrating to the same version changes nothing', () => {
    fc.assert(fc.property(states, (make) => {
      const state = deepFreeze(make());
      const result = migrateInstance({ state, from: leaveFlow(), to: { flow: leaveFlow(), form: leaveForm(), org }, versions: { from: 2, to: 2 } });
      return result.ok && result.unchanged && result.state === state;
    }), { numRuns: 10 });
  });

  it('a refused migration changes nothing (the given state is untouched, no state comes back)', () => {
    fc.assert(fc.property(states, edits, fc.boolean(), (make, edit, required) => {
      const state = deepFreeze(make());
      const copy = structuredClone(state);
      const form = structuredClone(leaveForm());
      if (required) form.controls.find((c) => c.id === 'leave_handover')!.config.required = true;
      const result = migrateInstance({ state, from: leaveFlow(), to: { flow: edit(leaveFlow()), form, org }, versions: { from: 1, to: 2 } });
      expect(state).toEqual(copy);
      if (!result.ok) expect(Object.keys(result)).toEqual(['ok', 'reasons']);
    }), { numRuns: 50 });
  });
});

describe('migrateInstance and nodes nobody acts on (延时)', () => {
  it('an instance waiting at a delay node the target removed is blocked, naming the node; one the target keeps moves, still waiting', () => {
    const withDelay = editNode(leaveFlow(), 'start', (n) => {
      n.next = { id: 'n-wait', type: 'delay', name: '等待一小时', props: { delay: { type: 'duration', minutes: 60 } }, next: n.next } as never;
    });
    const launched = startInstance({ flow: withDelay, form: leaveForm(), org }, { initiator: 'u-fe1', values: fiveDays, at: '2026-11-25T09:00' });
    if (!launched.ok) throw new Error(JSON.stringify(launched.errors));
    expect(launched.state.waits?.map((w) => w.nodeId)).toEqual(['n-wait']);
    const refused = migrateInstance({ state: launched.state, from: withDelay, to: { flow: leaveFlow(), form: leaveForm(), org }, versions: { from: 1, to: 2 } });
    expect(refused).toEqual({ ok: false, reasons: [{ nodeId: 'n-wait', message: migrationMessages.nodeMissing('等待一小时') }] });
    const kept = editNode(withDelay, 'n-hr', (n) => { n.props.mode = 'and'; });
    const moved = migrateInstance({ state: launched.state, from: withDelay, to: { flow: kept, form: leaveForm(), org }, versions: { from: 1, to: 2 } });
    if (!moved.ok) throw new Error(JSON.stringify(moved.reasons));
    expect(moved.state.waits).toEqual(launched.state.waits);
  });
});
