/**
 * Starting an instance: the route must be free of errors (no branch matches, a self-select not chosen, an
 * unknown user, no approver and no fallback); then the instance enters the start node and runs until it
 * waits for someone. Entry point: `startInstance(env, launch)`.
 */
import { previewRoute } from '../route/preview-route';
import type { RouteError } from '../route/route-step';
import type { FlowEnvironment } from './instance-runner';
import { timedRunner } from './timers/timed-runner';
import type { FlowEvent, FlowInstanceState } from './instance-state';

export interface Launch {
  initiator: string;
  values: Record<string, unknown>;
  /** 发起人自选: the picked users by node id. */
  selected?: Record<string, string[]>;
  at?: string;
}

export type StartResult =
  | { ok: true; state: FlowInstanceState; events: FlowEvent[] }
  | { ok: false; errors: RouteError[] };

export function startInstance(env: FlowEnvironment, launch: Launch): StartResult {
  const route = previewRoute({ ...env, values: launch.values, initiator: launch.initiator, selected: launch.selected });
  if (route.errors.length > 0) return { ok: false, errors: route.errors };
  const state: FlowInstanceState = {
    flowId: env.flow.id,
    initiator: launch.initiator,
    status: 'pending',
    values: { ...launch.values },
    selected: { ...(launch.selected ?? {}) },
    tasks: [],
    cc: [],
    history: [],
    joins: {},
    queues: {},
    rounds: {},
    completedNodes: [],
    approvedBy: [],
    lastApprovers: [],
    taskSeq: 0,
    ...(launch.at === undefined ? {} : { startedAt: launch.at }),
  };
  const runner = timedRunner(env, state, launch.at);
  runner.record({ action: 'submit', nodeId: env.flow.root.id, userId: launch.initiator });
  runner.enterNode(env.flow.root);
  return { ok: true, state, events: runner.events };
}
