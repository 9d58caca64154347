/**
 * Applies one action to an instance and returns the new state with the events it caused. A refused action
 * (finished instance, no open task, a bad target, a missing comment…) returns the given state untouched and
 * a Chinese message. Entry point: `applyAction(env, state, action)`.
 *
 * Time (issue 26): an action happens at its `at`, or else when the previous action happened (or the start).
 * Before it applies, every timer due by then fires in due order; those firings stand even when the action
 * itself is refused (the refused result carries the state they made).
 */
import { decisionRefusal } from '../decision/decision-rules';
import { flowMessages as m } from '../flow-messages';
import { actionKindOf } from './actions/registry';
import { refusedAtNode } from './refused-at-node';
import type { FlowAction } from './flow-action';
import type { FlowEnvironment } from './instance-runner';
import { timedRunner } from './timers/timed-runner';
import type { FlowEvent, FlowInstanceState, FlowTask } from './instance-state';
import { fireDueTimers } from './timers/fire-due-timers';

export type ActionResult =
  | { ok: true; state: FlowInstanceState; events: FlowEvent[] }
  | { ok: false; state: FlowInstanceState; message: string };

const taskAtNode = (open: readonly FlowTask[], action: FlowAction) => (action.nodeId !== undefined ? open.find((t) => t.nodeId === action.nodeId) : open[0]);

/** The state after the timers due by `at` fired (the given state itself when none was due). */
function timersFired(env: FlowEnvironment, state: FlowInstanceState, at: string | undefined) {
  if (at === undefined || state.status !== 'pending' || (!state.timers?.length && !env.defaultTimeouts?.length)) return { state, at, events: [] as FlowEvent[] };
  const draft = structuredClone(state);
  const runner = timedRunner(env, draft, at);
  return fireDueTimers(runner, at) > 0 ? { state: draft, at, events: runner.events } : { state, at, events: [] as FlowEvent[] };
}

export function applyAction(env: FlowEnvironment, state: FlowInstanceState, action: FlowAction): ActionResult {
  const kind = actionKindOf(String(action.action));
  const timed = timersFired(env, state, action.at ?? state.lastAt ?? state.startedAt);
  const refuse = (message: string): ActionResult => ({ ok: false, state: timed.state, message });
  // A tick that brought a pending instance to its end went through: the end is what it did.
  if (timed.state.status !== 'pending' && kind?.name === 'tick' && state.status === 'pending') return { ok: true, state: timed.state, events: timed.events };
  // 撤销 works on approved instances (kind.worksOn); every other action on pending ones.
  if (!(kind?.worksOn ?? ['pending']).includes(timed.state.status)) return refuse(m.instanceFinished);
  if (!kind?.apply) return refuse(m.unknownAction(String(action.action)));
  const draft = structuredClone(timed.state);
  const runner = timedRunner(env, draft, timed.at);
  runner.events.push(...timed.events);
  if (timed.at !== undefined) draft.lastAt = timed.at;
  let task;
  if (kind.needsTask) {
    const open = runner.openTasksOf(String(action.actor));
    task = (kind.pickTask ?? taskAtNode)(open, action);
    if (!task) return refuse(m.noOpenTask);
    // 委派: the delegate checks and hands back (同意 / 交回); every other move stays with the one who delegated.
    if (task.kind === 'delegate' && !kind.onDelegateTask) return refuse(m.delegateOnlyResolves);
    const refused = refusedAtNode(runner.index.node(task.nodeId), kind.name);
    if (refused !== undefined) return refuse(refused);
  }
  // The node's own rules (buttons switched off, comment or signature required) come before the action's.
  const decidingAt = runner.index.node((task ?? runner.openTasksOf(String(action.actor))[0])?.nodeId ?? '');
  const refusal = decisionRefusal(decidingAt, kind, action) ?? kind.apply(runner, action, task);
  if (refusal !== undefined) return refuse(refusal);
  return { ok: true, state: draft, events: runner.events };
}
