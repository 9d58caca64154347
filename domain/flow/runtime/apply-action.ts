/**
 * Applies one action to an instance and returns the new state with the events it caused. A refused action
 * (finished instance, no open task, a bad target, a missing comment…) returns the given state untouched and
 * a Chinese message. Entry point: `applyAction(env, state, action)`.
 */
import { flowMessages as m } from '../flow-messages';
import { actionKindOf } from './actions/registry';
import type { FlowAction } from './flow-action';
import { InstanceRunner, type FlowEnvironment } from './instance-runner';
import type { FlowEvent, FlowInstanceState, FlowTask } from './instance-state';

export type ActionResult =
  | { ok: true; state: FlowInstanceState; events: FlowEvent[] }
  | { ok: false; state: FlowInstanceState; message: string };

const taskAtNode = (open: readonly FlowTask[], action: FlowAction) => (action.nodeId !== undefined ? open.find((t) => t.nodeId === action.nodeId) : open[0]);

export function applyAction(env: FlowEnvironment, state: FlowInstanceState, action: FlowAction): ActionResult {
  const refuse = (message: string): ActionResult => ({ ok: false, state, message });
  const kind = actionKindOf(String(action.action));
  if (!(kind?.worksOn ?? ['pending']).includes(state.status)) return refuse(m.instanceFinished);
  if (!kind?.apply) return refuse(m.unknownAction(String(action.action)));
  const draft = structuredClone(state);
  const runner = new InstanceRunner(env, draft, action.at);
  let task;
  if (kind.needsTask) {
    const open = runner.openTasksOf(String(action.actor));
    task = (kind.pickTask ?? taskAtNode)(open, action);
    if (!task) return refuse(m.noOpenTask);
  }
  const refusal = kind.apply(runner, action, task);
  if (refusal !== undefined) return refuse(refusal);
  return { ok: true, state: draft, events: runner.events };
}
