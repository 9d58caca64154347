/** Runs an example flow through the engine, action by action, the way the CLI's `run` does. */
import { applyAction, parseFlow, pendingOf, startInstance, type Flow, type FlowAction, type FlowEnvironment, type FlowEvent, type FlowInstanceState } from '../../../domain/flow';
import type { Form } from '../../../domain/model/form';
import { loadForm, loadOrg } from '../../fixtures/flows/flow-fixtures';

export interface Run {
  state: FlowInstanceState;
  events: FlowEvent[];
  refused: Array<{ index: number; message: string }>;
  pending: Array<{ nodeId: string; userIds: string[] }>;
}

export function runFlow(env: FlowEnvironment, launch: { initiator: string; values: Record<string, unknown>; selected?: Record<string, string[]>; at?: string }, actions: FlowAction[] = []): Run {
  const started = startInstance(env, launch);
  if (!started.ok) throw new Error(JSON.stringify(started.errors));
  let state = started.state;
  const events = [...started.events];
  const refused: Run['refused'] = [];
  actions.forEach((action, index) => {
    const result = applyAction(env, state, action);
    if (result.ok) {
      state = result.state;
      events.push(...result.events);
    } else refused.push({ index, message: result.message });
  });
  return { state, events, refused, pending: pendingOf(state) };
}

/** A flow of the given nodes after the start node, over the leave form, with the fixture organisation. */
export function envOf(next: unknown, settings: Record<string, unknown> = {}, form: Form = loadForm('leave')): FlowEnvironment {
  const parsed = parseFlow({ id: 'f', name: 'f', settings, root: { id: 'start', type: 'start', name: '发起人', props: {}, next } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return { flow: parsed.flow as Flow, form, org: loadOrg() };
}

export const approver = (id: string, props: Record<string, unknown>, next?: unknown) => ({ id, type: 'approver', name: id, props, ...(next ? { next } : {}) });
export const users = (...userIds: string[]) => ({ type: 'users', userIds });
export const approve = (actor: string, extra: Partial<FlowAction> = {}): FlowAction => ({ actor, action: 'approve', ...extra });
