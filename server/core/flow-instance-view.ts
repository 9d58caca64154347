/**
 * An instance as one viewer may see it: the form and values with their node's field permissions (隐藏 fields
 * are neither shown nor sent), what they may do now (the engine's `viewerActions`: labels and what each needs)
 * and the history with names. Nothing here decides an action's availability.
 */
import type { Instance, InstanceHistoryEntry, InstanceViewer } from '../../application/ports/instance-api';
import {
  delegationsInForce, fieldPermsAt, indexFlow, settingsOf, urgedRecently, viewerActions, type FieldPerm, type FlowEnvironment, type FlowInstanceState,
} from '../../domain/flow';
import type { Form } from '../../domain/model/form';
import type { DemoTx } from './store/demo-db';
import type { InstanceRow } from './store/demo-tables';
import { environmentOf } from './flow-runtime';
import { SYSTEM_ACTOR_NAME } from '../../domain/flow/runtime/system-hand-over';
import { localDateTime } from './serial-numbers';

/** The node whose permissions a viewer sees the instance with: their open task's, their last task's, the cc node's, the start's. */
export function viewerNodeOf(state: FlowInstanceState, env: Pick<FlowEnvironment, 'flow'>, viewerId: string, ccNodeId: string | undefined): string | undefined {
  const mine = state.tasks.filter((t) => t.userId === viewerId);
  const open = mine.find((t) => t.status === 'open');
  if (open) return open.nodeId;
  if (viewerId === state.initiator) return env.flow.root.id;
  const decided = [...mine].reverse().find((t) => t.status !== 'cancelled' && t.status !== 'auto');
  if (decided) return decided.nodeId;
  return ccNodeId;
}

/** The permissions of a node, or undefined (everything readable) for someone outside the flow (a flow admin). */
export function permsFor(env: FlowEnvironment, nodeId: string | undefined): Record<string, FieldPerm> | undefined {
  return nodeId === undefined ? undefined : fieldPermsAt(env.flow, nodeId, env.form);
}

/** The form and values without the hidden controls. */
export function withoutHidden(form: Form, values: Readonly<Record<string, unknown>>, perms: Record<string, FieldPerm> | undefined) {
  if (!perms) return { form, values: { ...values } };
  const hidden = new Set(Object.entries(perms).filter(([, perm]) => perm === 'hidden').map(([id]) => id));
  return {
    form: { ...form, controls: form.controls.filter((c) => !hidden.has(c.id)) },
    values: Object.fromEntries(Object.entries(values).filter(([id]) => !hidden.has(id))),
  };
}

/**
 * What the viewer may do now, as the engine offers it (`actions`), with the fields their open task lets them
 * edit. The older fields (returnTargets, canWithdraw, canUrge, rejectNeedsComment) are read off the same
 * list for clients that still read them.
 */
function viewerOf(env: FlowEnvironment, row: InstanceRow, state: FlowInstanceState, viewerId: string, perms: Record<string, FieldPerm> | undefined, now: number): InstanceViewer {
  const open = state.tasks.find((t) => t.userId === viewerId && t.status === 'open');
  const actions = viewerActions(env, state, viewerId, { now, ...(row.urgedAt ? { lastUrgedAt: Date.parse(row.urgedAt) } : {}) });
  const offered = (name: string) => actions.find((action) => action.name === name);
  return {
    ...(open ? { taskId: open.id, nodeId: open.nodeId, taskKind: open.kind } : {}),
    actions,
    editableControlIds: open && perms ? Object.entries(perms).filter(([, perm]) => perm === 'edit').map(([id]) => id) : [],
    returnTargets: [...(offered('return')?.needs.targetNode ?? [])],
    canWithdraw: offered('withdraw') !== undefined,
    canUrge: offered('urge') !== undefined,
    // 催办 used less than 10 minutes ago while someone still decides: the button stays, disabled (issue 32).
    ...(urgedRecently(state, viewerId, row.urgedAt ? Date.parse(row.urgedAt) : Number.NEGATIVE_INFINITY, now) ? { urgedRecently: true } : {}),
    rejectNeedsComment: settingsOf(env.flow).requireRejectComment,
  };
}

/** The history with the names of people and nodes. */
export function namedHistory(env: FlowEnvironment, state: FlowInstanceState, extras: Readonly<Record<number, Partial<InstanceHistoryEntry>>> = {}): InstanceHistoryEntry[] {
  const names = new Map(env.org.users.map((u) => [u.id, u.name]));
  const nameOf = (id: string) => names.get(id) ?? id;
  const index = indexFlow(env.flow);
  return state.history.map((entry, i) => ({
    ...entry,
    ...(entry.userId ? { userName: nameOf(entry.userId) } : entry.bySystem ? { userName: SYSTEM_ACTOR_NAME } : {}),
    ...(entry.userIds ? { userNames: entry.userIds.map(nameOf) } : {}),
    ...(entry.onBehalfOf ? { onBehalfOfName: nameOf(entry.onBehalfOf) } : {}),
    nodeName: index.node(entry.nodeId)?.name ?? entry.nodeId,
    ...(extras[i] ?? {}),
  }));
}

/** 代理: the delegations in force now for the instance's flow, for the timeline's preview of the nodes to come. */
function inForceNow(env: FlowEnvironment, now: number): Pick<Instance, 'delegations'> {
  const delegations = delegationsInForce(env.org.delegations ?? [], env.flow.id, localDateTime(new Date(now).toISOString()));
  return delegations.length > 0 ? { delegations } : {};
}

/** The API view of a flow instance for `viewerId`; a row from before flows is returned as `base` is. */
export async function flowInstanceView(tx: DemoTx, row: InstanceRow, base: Instance, viewerId: string, now = Date.now()): Promise<Instance> {
  const state = row.flowState;
  const env = await environmentOf(tx, row);
  if (!state || !env) return base;
  const cc = (await tx.ccs.find({ index: 'instanceId', equals: [row.id] })).find((c) => c.userId === viewerId);
  const perms = permsFor(env, viewerNodeOf(state, env, viewerId, cc?.nodeId));
  const { form, values } = withoutHidden(base.form, state.values, perms);
  return {
    ...base,
    form,
    values,
    // A changed field the viewer may not see (隐藏) is not revealed through the history either.
    history: namedHistory(env, state, row.historyExtras).map((entry) => (entry.edits
      ? { ...entry, edits: entry.edits.filter((edit) => perms?.[edit.controlId] !== 'hidden') } : entry)),
    flow: env.flow,
    tasks: state.tasks,
    currentNodes: row.currentNodes ?? [],
    viewer: viewerOf(env, row, state, viewerId, perms, now),
    ...inForceNow(env, now),
  };
}
