/** Runs a flow with times (issue 26): started at `startedAt`, each action at its `at` or the previous one's. */
import { applyAction, checkFlow, startInstance, type FlowAction, type FlowEnvironment, type FlowInstanceState } from '../../../../domain/flow';
import { envOf } from '../runtime-helpers';

export const START = '2026-11-23T10:00';

export interface TimedRun {
  state: FlowInstanceState;
  refused: Array<{ index: number; message: string }>;
}

export function timedRun(env: FlowEnvironment, actions: FlowAction[] = [], values: Record<string, unknown> = {}, startedAt = START, initiator = 'u-fe1'): TimedRun {
  const started = startInstance(env, { initiator, values, at: startedAt });
  if (!started.ok) throw new Error(JSON.stringify(started.errors));
  let state = started.state;
  const refused: TimedRun['refused'] = [];
  actions.forEach((action, index) => {
    const result = applyAction(env, state, action);
    state = result.state;
    if (!result.ok) refused.push({ index, message: result.message });
  });
  return { state, refused };
}

export const tick = (at: string): FlowAction => ({ actor: '', action: 'tick', at });
export const delay = (id: string, spec: unknown, next?: unknown) => ({ id, type: 'delay', name: id, props: { delay: spec }, ...(next ? { next } : {}) });
export const openHolders = (state: FlowInstanceState) => state.tasks.filter((t) => t.status === 'open').map((t) => t.userId);
export const problemsOf = (env: FlowEnvironment) => checkFlow(env.flow, env.form).map((p) => p.message);
export { envOf };
