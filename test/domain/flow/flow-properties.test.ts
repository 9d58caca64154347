/** Property-based tests over generated flows (fast-check). */
import fc from 'fast-check';
import { applyAction, parseFlow, pendingOf, previewRoute, startInstance, type Flow, type FlowAction, type FlowEnvironment, type FlowInstanceState } from '../../../domain/flow';
import { deepFreeze } from '../../fixtures/deep-freeze';
import { loadForm, loadOrg } from '../../fixtures/flows/flow-fixtures';

const form = loadForm('leave');
const org = loadOrg();
const people = org.users.map((user) => user.id);

let counter = 0;
const nextId = () => `n${++counter}`;

const userList = fc.uniqueArray(fc.constantFrom(...people), { minLength: 1, maxLength: 3 });
const assignee = fc.oneof(
  userList.map((userIds) => ({ type: 'users', userIds })),
  fc.integer({ min: 1, max: 4 }).map((level) => ({ type: 'supervisor', level })),
  fc.constant({ type: 'deptHead' }),
  fc.constantFrom('r-hr', 'r-fin', 'r-it').map((roleId) => ({ type: 'role', roleId })),
  fc.constant({ type: 'initiator' }),
);
const approverProps = fc.record({
  assignee,
  mode: fc.constantFrom('and', 'or', 'sequential', 'ratio'),
  ratio: fc.integer({ min: 1, max: 100 }),
  whenEmpty: fc.constantFrom('autoPass', 'toAdmin'),
  whenInitiator: fc.constantFrom('self', 'autoPass', 'supervisor', 'deptHead'),
});
const condition = fc.record({ controlId: fc.constant('leave_days'), op: fc.constantFrom('gt', 'lt', 'ge', 'le', 'eq'), value: fc.integer({ min: 0, max: 6 }) });

type Spec = { kind: 'approver' | 'handler' | 'cc' | 'condition' | 'inclusive' | 'parallel' | 'delay' | 'trigger' | 'subflow'; props?: unknown; branches?: Array<{ conditions?: unknown[][]; chain: Spec[] }> };
const conditionalBranches = (tie: (key: 'chain') => fc.Arbitrary<Spec[]>, kind: 'condition' | 'inclusive') =>
  fc.array(fc.record({ conditions: fc.array(fc.array(condition, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 2 }), chain: tie('chain') }), { minLength: 1, maxLength: 3 })
    .chain((branches) => tie('chain').map((fallback): Spec => ({ kind, branches: [...branches, { chain: fallback }] })));

const { chain } = fc.letrec<{ chain: Spec[]; node: Spec }>((tie) => ({
  chain: fc.array(tie('node'), { maxLength: 4 }),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    approverProps.map((props): Spec => ({ kind: 'approver', props })),
    approverProps.map((props): Spec => ({ kind: 'handler', props })),
    assignee.map((a): Spec => ({ kind: 'cc', props: { assignee: a } })),
    fc.oneof(
      fc.integer({ min: 1, max: 3000 }).map((minutes) => ({ type: 'duration', minutes })),
      fc.constantFrom('2026-11-23T09:00', '2026-11-25T08:30').map((at) => ({ type: 'until', at })),
      fc.integer({ min: -600, max: 600 }).map((offsetMinutes) => ({ type: 'field', controlId: 'leave_start', offsetMinutes })),
    ).map((delay): Spec => ({ kind: 'delay', props: { delay } })),
    fc.oneof(
      fc.constant({ type: 'http', method: 'POST', url: 'https://erp.example.com/hook', body: { days: 'leave_days', source: { const: 'oa' } } }),
      // A set value is read by the conditions after it.
      fc.integer({ min: 0, max: 7 }).map((days) => ({ type: 'setFields', values: { leave_days: days } })),
    ).map((trigger): Spec => ({ kind: 'trigger', props: { trigger } })),
    fc.boolean().map((wait): Spec => ({ kind: 'subflow', props: { subflow: { flowId: 'flow-child', fieldMap: {}, initiator: 'initiator', wait } } })),
    conditionalBranches(tie as (key: 'chain') => fc.Arbitrary<Spec[]>, 'condition'),
    conditionalBranches(tie as (key: 'chain') => fc.Arbitrary<Spec[]>, 'inclusive'),
    fc.array(fc.record({ chain: tie('chain') }), { minLength: 2, maxLength: 3 }).map((branches): Spec => ({ kind: 'parallel', branches })),
  ),
}));

/** Builds flow JSON from a generated spec (fresh ids every time). */
function build(specs: Spec[]): unknown {
  let next: unknown;
  for (const spec of [...specs].reverse()) {
    const id = nextId();
    const base = { id, name: id, ...(next ? { next } : {}) };
    if (spec.kind === 'approver' || spec.kind === 'handler' || spec.kind === 'cc' || spec.kind === 'delay' || spec.kind === 'trigger' || spec.kind === 'subflow') next = { ...base, type: spec.kind, props: spec.props };
    else if (spec.kind === 'condition' || spec.kind === 'inclusive') {
      const last = (spec.branches ?? []).length - 1;
      next = { ...base, type: spec.kind, props: {}, branches: (spec.branches ?? []).map((b, i) => ({
        id: nextId(), name: `b${i}`, priority: i + 1, conditions: i === last ? [] : b.conditions, ...(i === last ? { default: true } : {}), ...(b.chain.length ? { next: build(b.chain) } : {}),
      })) };
    } else {
      next = { ...base, type: 'parallel', props: {}, branches: (spec.branches ?? []).map((b, i) => ({ id: nextId(), name: `p${i}`, ...(b.chain.length ? { next: build(b.chain) } : {}) })) };
    }
  }
  return next;
}

const settings = fc.record({ dedupe: fc.constantFrom('none', 'consecutive', 'keepFirst'), initiatorAutoApprove: fc.boolean(), admins: fc.constant(['u-ceo']) });

const generatedEnv = fc.tuple(chain, settings).map(([specs, s]): FlowEnvironment => {
  const parsed = parseFlow({ id: 'gen', name: 'gen', settings: s, root: { id: nextId(), type: 'start', name: '发起人', props: {}, next: build(specs) } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return { flow: parsed.flow as Flow, form, org };
});
const launchArb = fc.record({ initiator: fc.constantFrom(...people), days: fc.integer({ min: 0, max: 7 }) });

/**
 * What moves an instance nobody holds a task in: the next timer (a tick at its due time), else the end of a child
 * a 子流程 waits for (approved); undefined when nothing waits.
 */
function systemStep(state: FlowInstanceState): FlowAction | undefined {
  const due = state.timers?.map((t) => t.due).sort()[0];
  if (due) return { actor: '', action: 'tick', at: due };
  const child = state.waits?.find((w) => w.type === 'subflow');
  return child ? { actor: '', action: 'subflowFinished', nodeId: child.nodeId, result: 'approved' } : undefined;
}

/** Everyone who can act approves, one task at a time (every timer and child driven), until the instance ends. */
function approveAll(env: FlowEnvironment, state: FlowInstanceState): FlowInstanceState {
  for (let guard = 0; guard < 500 && state.status === 'pending'; guard++) {
    const [first] = pendingOf(state);
    const action = first ? { actor: first.userIds[0], action: 'approve', nodeId: first.nodeId } : systemStep(state);
    if (!action) break;
    const result = applyAction(env, state, action);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
  }
  return state;
}

describe('generated flows', () => {
  it('every route terminates (a result, never a throw)', () => {
    fc.assert(fc.property(generatedEnv, launchArb, (env, launch) => {
      const route = previewRoute({ ...env, values: { leave_days: launch.days }, initiator: launch.initiator });
      return Array.isArray(route.steps) && Array.isArray(route.errors);
    }), { numRuns: 300 });
  });

  it('every instance reaches approved when all its approvers approve (and every child a 子流程 waits for is approved)', () => {
    fc.assert(fc.property(generatedEnv, launchArb, (env, launch) => {
      const started = startInstance(env, { initiator: launch.initiator, values: { leave_days: launch.days } });
      if (!started.ok) return true;
      const final = approveAll(env, started.state);
      return final.status === 'approved' && pendingOf(final).length === 0;
    }), { numRuns: 300 });
  });

  it('every instance with delays, triggers and subflows finishes when everyone approves and every timer and child is driven', () => {
    fc.assert(fc.property(generatedEnv, launchArb, fc.boolean(), (env, launch, withDate) => {
      const values = { leave_days: launch.days, ...(withDate ? { leave_start: '2026-11-24' } : {}) };
      const started = startInstance(env, { initiator: launch.initiator, values, at: '2026-11-23T10:00' });
      if (!started.ok) return true;
      const state = approveAll(env, started.state);
      return state.status === 'approved' && pendingOf(state).length === 0 && (state.waits ?? []).length === 0;
    }), { numRuns: 300 });
  });

  it('ratio nodes always end: whatever each holder decides, the instance ends approved or rejected', () => {
    fc.assert(fc.property(generatedEnv, launchArb, fc.infiniteStream(fc.boolean()), (env, launch, choices) => {
      const started = startInstance(env, { initiator: launch.initiator, values: { leave_days: launch.days } });
      if (!started.ok) return true;
      let state = started.state;
      for (let guard = 0; guard < 500 && state.status === 'pending'; guard++) {
        const [first] = pendingOf(state);
        if (!first) {
          const step = systemStep(state);
          if (!step) return false;
          const moved = applyAction(env, state, step);
          if (!moved.ok) throw new Error(moved.message);
          state = moved.state;
          continue;
        }
        const decide = (action: string) => applyAction(env, state, { actor: first.userIds[0], action, nodeId: first.nodeId });
        // A rejection where the node allows one; 办理人 refuses it, so its people 办理.
        const tried = choices.next().value ? decide('reject') : decide('approve');
        const result = tried.ok ? tried : decide('approve');
        if (!result.ok) throw new Error(result.message);
        state = result.state;
      }
      return state.status === 'approved' || state.status === 'rejected';
    }), { numRuns: 300 });
  });

  it('a refused action changes nothing; an accepted one never touches the state it was given', () => {
    const action = fc.record({
      actor: fc.constantFrom(...people),
      action: fc.constantFrom('approve', 'reject', 'return', 'transfer', 'addSigner', 'withdraw', 'comment', 'dance', 'removeSigner', 'delegate', 'resolve', 'retract'),
      to: fc.oneof(fc.constantFrom(...people, 'ghost'), fc.uniqueArray(fc.constantFrom(...people, 'ghost'), { maxLength: 3 })),
      position: fc.constantFrom('before', 'after', 'parallel', 'middle'),
      mode: fc.constantFrom('and', 'or', 'sequential', 'ratio'),
      nodeId: fc.constantFrom('n1', 'n2', 'n3', 'n5', 'start'),
      comment: fc.constantFrom('', '好'),
    });
    fc.assert(fc.property(generatedEnv, launchArb, fc.array(action, { maxLength: 12 }), (env, launch, actions) => {
      const started = startInstance(env, { initiator: launch.initiator, values: { leave_days: launch.days } });
      if (!started.ok) return true;
      let state = deepFreeze(started.state);
      for (const a of actions as FlowAction[]) {
        const snapshot = JSON.stringify(state);
        const result = applyAction(env, state, a);
        if (JSON.stringify(state) !== snapshot) return false;
        if (!result.ok) {
          if (result.state !== state || typeof result.message !== 'string' || result.message === '') return false;
          continue;
        }
        state = deepFreeze(result.state);
        if (state.status !== 'pending' && pendingOf(state).length > 0) return false;
      }
      return true;
    }), { numRuns: 200 });
  });

  it('撤回同意 right after an approve gives back the same open tasks and pending people as before it (refused only past a 触发器 / 子流程)', () => {
    const openTasks = (state: FlowInstanceState) => state.tasks.filter((t) => t.status === 'open' || t.status === 'waiting').map((t) => `${t.id}:${t.nodeId}:${t.userId}:${t.status}`);
    fc.assert(fc.property(generatedEnv, launchArb, fc.nat(6), (env, launch, steps) => {
      const started = startInstance(env, { initiator: launch.initiator, values: { leave_days: launch.days } });
      if (!started.ok) return true;
      let state = started.state;
      // Some approvals first, so the one taken back may be anywhere on the route.
      for (let i = 0; i <= steps && state.status === 'pending'; i++) {
        const [first] = pendingOf(state);
        if (!first) return true;
        const before = state;
        const approved = applyAction(env, before, { actor: first.userIds[0], action: 'approve', nodeId: first.nodeId });
        if (!approved.ok) throw new Error(approved.message);
        if (approved.state.status !== 'pending') return true;
        const retracted = applyAction(env, approved.state, { actor: first.userIds[0], action: 'retract' });
        // A 触发器 or 子流程 run since (a request sent, a child started) cannot be taken back: the only refusal.
        const outbound = approved.state.history.slice(before.history.length).some((h) => h.action === 'trigger' || h.action === 'subflow');
        if (!retracted.ok) return outbound && retracted.message === '后续节点已处理，不能撤回';
        if (JSON.stringify(openTasks(retracted.state)) !== JSON.stringify(openTasks(before))) return false;
        if (JSON.stringify(pendingOf(retracted.state)) !== JSON.stringify(pendingOf(before))) return false;
        state = approved.state;
      }
      return true;
    }), { numRuns: 300 });
  });
});
