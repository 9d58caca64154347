/**
 * 迁移: moves a running instance from the flow version it started on to another version. The same function is
 * the dry run (the caller does not keep the result) and the move. An instance can move when
 * - it is still running (审批中);
 * - every node it waits at exists in the target, by id or by the administrator's mapping old node → new node,
 *   and is of the same type there (a running parallel group too);
 * - its values pass the target form's rules (a control that became required and is empty blocks it).
 * Its decided tasks and history stay as they are. At each node it waits at, the open tasks stay when the target
 * node asks the same people the same way (only its name or field permissions changed); otherwise they are
 * cancelled and the node starts again on the target version, which gives the tasks to the people it names now.
 * A refused move changes nothing: the result holds the reasons, the given state is never touched.
 */
import type { Form } from '../../model/form';
import { validateForm } from '../../validation/validate-form';
import type { Flow, FlowNode } from '../model/flow';
import { indexFlow, type FlowIndex } from '../model/flow-index';
import type { Organisation } from '../model/organisation';
import { own } from '../model/own';
import { InstanceRunner, isLive } from '../runtime/instance-runner';
import type { FlowEvent, FlowInstanceState } from '../runtime/instance-state';
import { pendingOf } from '../runtime/pending';
import { diffFlows, isEmptyFlowDiff, propChanges } from './flow-diff';

export interface MigrationInput {
  readonly state: FlowInstanceState;
  /** The flow version the instance runs on now. */
  readonly from: Flow;
  /** The target version's flow and form, and the organisation (who the target's nodes name). */
  readonly to: { readonly flow: Flow; readonly form: Form; readonly org: Organisation };
  /** old node id → new node id, for nodes the target version renamed or replaced. */
  readonly map?: Readonly<Record<string, string>>;
  /** Local date-time of the move (the history entry, new tasks). */
  readonly at?: string;
  /** The administrator who moves it (the history entry's userId). */
  readonly actor?: string;
  /** Version numbers, for the history entry (迁移到版本 3（原版本 2）). */
  readonly versions?: { readonly from: number; readonly to: number };
}

/** Why an instance cannot move: the node or control concerned, and what to do. */
export interface MigrationBlock {
  readonly nodeId?: string;
  readonly controlId?: string;
  readonly message: string;
}

/** Where the instance would stand on the target version: a node it waits at, and who acts there. */
export interface MigrationStanding {
  readonly nodeId: string;
  readonly nodeName: string;
  readonly userIds: readonly string[];
  /** The open tasks were given again by the target node (its people or its way of deciding changed). */
  readonly reassigned: boolean;
}

export type MigrationResult =
  | {
    readonly ok: true;
    readonly state: FlowInstanceState;
    readonly standing: readonly MigrationStanding[];
    readonly events: readonly FlowEvent[];
    /** The target is the version it runs on: nothing changes. */
    readonly unchanged: boolean;
  }
  | { readonly ok: false; readonly reasons: readonly MigrationBlock[] };

export const migrationMessages = {
  notRunning: '只有审批中的实例可以迁移',
  nodeMissing: (name: string) => `当前节点「${name}」在目标版本中不存在，请为它指定新版本中的节点`,
  mappedMissing: (name: string, target: string) => `当前节点「${name}」指定的新节点「${target}」在目标版本中不存在`,
  typeDiffers: (name: string, target: string) => `当前节点「${name}」与目标版本的「${target}」类型不同，不能迁移`,
  invalidValue: (title: string, message: string) => `表单「${title}」：${message}`,
} as const;

/** Props that do not change who decides at a node, or how: their change keeps the open tasks. */
const KEEPS_TASKS = new Set(['name', 'fieldPerms']);

/** The nodes with live tasks, in task order. */
const taskNodeIds = (state: FlowInstanceState): string[] => [...new Set(state.tasks.filter(isLive).map((task) => task.nodeId))];

/** The nodes the instance waits at: those with live tasks, the running groups, and nodes nobody acts on (延时). */
function waitingNodeIds(state: FlowInstanceState): string[] {
  return [...new Set([...taskNodeIds(state), ...Object.keys(state.joins), ...(state.waits ?? []).map((w) => w.nodeId)])];
}

function nodeBlocks(state: FlowInstanceState, from: FlowIndex, to: FlowIndex, target: (id: string) => string, mapped: (id: string) => boolean): MigrationBlock[] {
  const blocks: MigrationBlock[] = [];
  for (const nodeId of waitingNodeIds(state)) {
    const old = from.node(nodeId);
    const name = old?.name || nodeId;
    const next = to.node(target(nodeId));
    if (!next) blocks.push({ nodeId, message: mapped(nodeId) ? migrationMessages.mappedMissing(name, target(nodeId)) : migrationMessages.nodeMissing(name) });
    else if (old && old.type !== next.type) blocks.push({ nodeId, message: migrationMessages.typeDiffers(name, next.name || next.id) });
  }
  return blocks;
}

function valueBlocks(form: Form, values: Record<string, unknown>): MigrationBlock[] {
  const titles = new Map(form.controls.map((c) => [c.id, c.config?.title || c.id]));
  const seen = new Set<string>();
  return validateForm(form, values).errors.filter((error) => !seen.has(error.controlId) && seen.add(error.controlId))
    .map((error) => ({ controlId: error.controlId, message: migrationMessages.invalidValue(titles.get(error.controlId) ?? error.controlId, error.message) }));
}

const renameKeys = <T>(record: Record<string, T>, target: (id: string) => string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [target(key), value]));

/** Whether the open tasks of `old` stay at `next`: the same type asking the same people the same way. */
function keepsTasks(old: FlowNode | undefined, next: FlowNode): boolean {
  if (!old || old.type !== next.type) return false;
  return propChanges(old.props ?? {}, next.props ?? {}).every((change) => KEEPS_TASKS.has(change.prop));
}

export function migrateInstance(input: MigrationInput): MigrationResult {
  const { state, from, to, map = {} } = input;
  if (state.status !== 'pending') return { ok: false, reasons: [{ message: migrationMessages.notRunning }] };
  const fromIndex = indexFlow(from);
  const toIndex = indexFlow(to.flow);
  const mapped = (id: string) => own(map, id) !== undefined;
  const target = (id: string): string => own(map, id) ?? (id === from.root.id ? to.flow.root.id : id);
  const reasons = [...nodeBlocks(state, fromIndex, toIndex, target, mapped), ...valueBlocks(to.form, state.values)];
  if (reasons.length > 0) return { ok: false, reasons };

  const identity = Object.keys(map).every((id) => map[id] === id);
  const sameVersion = input.versions ? input.versions.from === input.versions.to : true;
  if (identity && sameVersion && isEmptyFlowDiff(diffFlows(from, to.flow))) {
    return { ok: true, state, standing: standingOf(state, toIndex, new Set()), events: [], unchanged: true };
  }

  const next = structuredClone(state) as FlowInstanceState;
  // Live tasks, running groups, queues and rounds follow their node; decided tasks and history stay as they were.
  for (const task of next.tasks) if (isLive(task)) task.nodeId = target(task.nodeId);
  next.joins = renameKeys(next.joins, target);
  next.queues = renameKeys(next.queues, target);
  next.rounds = renameKeys(next.rounds, target);
  // Only nodes of the target can be gone back to (退回).
  next.completedNodes = next.completedNodes.map(target).filter((id) => toIndex.node(id) !== undefined);
  // A node nobody acts on (延时) keeps waiting until its time, under its node's new id.
  if (next.waits) next.waits = next.waits.map((wait) => ({ ...wait, nodeId: target(wait.nodeId) }));
  next.flowId = to.flow.id;
  const runner = new InstanceRunner(to, next, input.at);
  runner.record({ action: 'migrate', nodeId: to.flow.root.id, ...(input.actor !== undefined ? { userId: input.actor } : {}), ...(input.versions ? { fromVersion: input.versions.from, toVersion: input.versions.to } : {}) });
  const reassigned = new Set<string>();
  // Only nodes where people act are started again; groups and timed waits carry on as they stand.
  for (const nodeId of taskNodeIds(state)) {
    const node = toIndex.node(target(nodeId)) as FlowNode;
    if (node.id === to.flow.root.id || keepsTasks(fromIndex.node(nodeId), node)) continue;
    reassigned.add(node.id);
    for (const task of next.tasks) if (task.nodeId === node.id && isLive(task)) runner.closeTask(task, 'cancelled');
    delete next.queues[node.id];
    runner.enterNode(node);
  }
  return { ok: true, state: next, standing: standingOf(next, toIndex, reassigned), events: runner.events, unchanged: false };
}

function standingOf(state: FlowInstanceState, index: FlowIndex, reassigned: ReadonlySet<string>): MigrationStanding[] {
  return pendingOf(state).map(({ nodeId, userIds }) => ({ nodeId, nodeName: index.node(nodeId)?.name || nodeId, userIds, reassigned: reassigned.has(nodeId) }));
}
