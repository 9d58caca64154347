/**
 * The flow engine inside the demo backend: the organisation read from the tables, an instance's environment
 * (the flow and form of the design version it started with), and writing an engine result back — the
 * instance record, one task record per engine task that someone holds or decided, one cc record per copied
 * person — plus the notifications the result causes. Routing is the engine's alone.
 */
import type { ModelDesign } from '../../application/ports/flow-model-api';
import type { PendingNode } from '../../application/ports/instance-api';
import {
  flowLabels, indexFlow, openReminders, parseFlow, participantIdsOf, pendingOf, type Flow, type FlowEnvironment, type FlowEvent, type FlowInstanceState, type FlowTask, type Organisation,
} from '../../domain/flow';
import { isoOfLocalTime } from '../../domain/flow/time/local-now';
import type { DemoTx } from './store/demo-db';
import type { CcRow, InboxKind, InstanceRow, TaskRow } from './store/demo-tables';
import type { DemoNotice } from './demo-notices';
import { storeNotices } from './inbox';
import { forFlowOf, readDelegations } from './delegation-records';

/** The organisation as the engine reads it: people with their departments, departments with heads, roles, 代理. */
export async function organisationIn(tx: DemoTx): Promise<Organisation> {
  const [users, depts, roles, delegations] = await Promise.all([tx.users.all(), tx.depts.all(), tx.roles.all(), readDelegations(tx)]);
  return {
    delegations,
    users: users.map((u) => ({ id: u.id, name: u.name, deptIds: u.deptIds && u.deptIds.length > 0 ? [...u.deptIds] : [u.departmentId], ...(u.disabled === true ? { disabled: true } : {}), ...(u.supervisorId ? { supervisorId: u.supervisorId } : {}) })),
    depts: depts.map((d) => ({ id: d.id, name: d.name, ...(d.parentId ? { parentId: d.parentId } : {}), ...(d.headId ? { headId: d.headId } : {}) })),
    roles: roles.map((r) => ({ id: r.id, name: r.name, userIds: [...r.userIds] })),
  };
}

/** The domain flow a design holds, or undefined for a design from before flows (the old `{nodes}` graph). */
export function flowOfDesign(design: Pick<ModelDesign, 'flow'> | undefined): Flow | undefined {
  if (!design) return undefined;
  const parsed = parseFlow(design.flow as unknown);
  return parsed.ok ? parsed.flow : undefined;
}

/**
 * The design an applicant starts: the published version — the one the launch page shows (get_model_design with
 * published=1), so the form filled and the form the instance keeps are the same. None while unpublished.
 */
/** What launching (or opening the launch page of) a flow never published answers. */
export const NOT_PUBLISHED_MESSAGE = '该流程尚未发布，无法发起';

export async function launchDesign(tx: DemoTx, modelId: string): Promise<ModelDesign | undefined> {
  const model = await tx.models.get(modelId);
  if (!model || !(model.publishedVersion > 0)) return undefined;
  return tx.designs.get([modelId, model.publishedVersion]);
}

/** The environment an instance runs in: its own design version's flow and form, today's organisation. */
export async function environmentOf(tx: DemoTx, row: InstanceRow): Promise<FlowEnvironment | undefined> {
  if (!row.flowState) return undefined;
  const design = await tx.designs.get([row.modelId, row.designVersion]);
  const flow = flowOfDesign(design);
  if (!design || !flow) return undefined;
  return { flow, form: row.form ?? design.form, org: forFlowOf(await organisationIn(tx), row.modelId, flow.id) };
}

/** The nodes waiting now, with their names and people. */
export function pendingNodes(flow: Flow, state: FlowInstanceState, nameOf: (userId: string) => string): PendingNode[] {
  const index = indexFlow(flow);
  // A 延时 waiting: nobody holds a task, the node says until when (等待至 …).
  const waits: PendingNode[] = (state.waits ?? []).map((wait) => ({
    nodeId: wait.nodeId, nodeName: index.node(wait.nodeId)?.name ?? wait.nodeId, userIds: [], userNames: [], ...(wait.until ? { waitUntil: wait.until } : {}),
  }));
  const reminders = openReminders(state);
  return [...waits, ...pendingOf(state).map(({ nodeId, userIds }) => ({
    nodeId,
    nodeName: index.node(nodeId)?.name ?? nodeId,
    userIds,
    // 代理: a delegate holding the task reads 王五（代 赵六） while it is pending too (issue 43 #5).
    userNames: userIds.map((userId) => {
      const onBehalfOf = state.tasks.find((t) => t.nodeId === nodeId && t.userId === userId && t.status === 'open' && t.onBehalfOf !== undefined)?.onBehalfOf;
      return onBehalfOf === undefined ? nameOf(userId) : flowLabels.onBehalfOf(nameOf(userId), nameOf(onBehalfOf));
    }),
    // Timeout reminders reach the holder where they look: the 超时提醒 tag of 待我审批 and the timeline.
    ...(reminders.some((r) => r.nodeId === nodeId) ? { reminders: reminders.filter((r) => r.nodeId === nodeId).map(({ userId, at }) => ({ userId, at })) } : {}),
    // Waiting at the start node = sent back to the applicant (lists show 已退回 (待重新提交)).
    ...(nodeId === flow.root.id ? { kind: 'resubmit' as const } : {}),
  }))];
}

/** Engine task statuses that put a task in someone's lists: open or waiting (待我审批), decided by them (我已审批). */
const DECIDED: ReadonlySet<FlowTask['status']> = new Set(['approved', 'rejected', 'returned', 'transferred', 'resolved']);

function taskRowOf(instanceId: string, task: FlowTask, at: string, before: TaskRow | undefined): TaskRow | undefined {
  const status = task.status === 'open' ? 'open' : task.status === 'waiting' || task.status === 'delegated' ? 'waiting' : DECIDED.has(task.status) ? 'done' : undefined;
  if (!status) return undefined;
  const row: TaskRow = {
    id: `${instanceId}:${task.id}`, instanceId, nodeId: task.nodeId, userId: task.userId, status,
    // A task keeps its place in the lists from when it first arrived.
    createdAt: before?.createdAt ?? isoOfLocalTime(task.createdAt) ?? at,
  };
  if (status === 'done') {
    row.doneAt = before?.status === 'done' ? before.doneAt : isoOfLocalTime(task.doneAt) ?? at;
    row.result = task.status;
    if (task.comment) row.comment = task.comment;
  }
  return row;
}

/** The records an engine state makes: the instance, its task records (and the ones to delete), new cc records. */
export interface RunRecords {
  readonly row: InstanceRow;
  readonly tasks: TaskRow[];
  readonly deletedTaskIds: string[];
  readonly ccs: CcRow[];
  readonly notices: DemoNotice[];
}

/**
 * What an engine state means for the tables (pure; the seeds use it on plain tables, saveRun in a transaction):
 * the instance (status, values, history, state, waiting nodes), a task record per engine task someone holds or
 * decided, a cc record per newly copied person, and the notices for the people concerned.
 */
export function recordsOfRun(
  row: InstanceRow, flow: Flow, state: FlowInstanceState, events: readonly FlowEvent[], at: string,
  nameOf: (userId: string) => string, before: { tasks: readonly TaskRow[]; ccUserIds: readonly string[] },
): RunRecords {
  const next: InstanceRow = {
    ...row,
    status: state.status,
    values: state.values,
    history: state.history,
    flowState: state,
    currentNodes: pendingNodes(flow, state, nameOf),
    updatedAt: at,
  };
  const existing = new Map(before.tasks.map((t) => [t.id, t]));
  const tasks: TaskRow[] = [];
  const deletedTaskIds: string[] = [];
  for (const task of state.tasks) {
    const id = `${row.id}:${task.id}`;
    const taskRow = taskRowOf(row.id, task, at, existing.get(id));
    if (taskRow) tasks.push(taskRow);
    else if (existing.has(id)) deletedTaskIds.push(id);
  }
  // 我已审批 shows an instance once per person and counts it once: of someone's decided tasks of one instance
  // (approved before and after a 退回) only the latest stays in the list records.
  const latestDone = new Map<string, TaskRow>();
  for (const task of tasks) {
    if (task.status !== 'done') continue;
    const kept = latestDone.get(task.userId);
    if (!kept || (task.doneAt ?? '') >= (kept.doneAt ?? '')) latestDone.set(task.userId, task);
  }
  const superseded = new Set(tasks.filter((t) => t.status === 'done' && latestDone.get(t.userId) !== t).map((t) => t.id));
  for (const id of superseded) if (existing.has(id)) deletedTaskIds.push(id);
  const listed = tasks.filter((t) => !superseded.has(t.id));
  const copied = new Set(before.ccUserIds);
  const ccs: CcRow[] = [];
  for (const event of events) {
    if (event.type !== 'ccSent') continue;
    for (const userId of event.userIds) {
      if (copied.has(userId)) continue;
      copied.add(userId);
      ccs.push({ id: `cc-${row.id}-${userId}`, instanceId: row.id, nodeId: event.nodeId, userId, createdAt: at });
    }
  }
  const notices: DemoNotice[] = [];
  const about = { instanceId: row.id, title: next.title };
  for (const event of events) {
    if (event.type === 'taskCreated') notices.push({ type: 'taskCreated', userIds: [event.userId], ...about, kind: newTaskKind(state, event.taskId, event.userId) });
    else if (event.type === 'taskCompleted') notices.push({ type: 'taskCompleted', userIds: [event.userId], ...about });
    else if (event.type === 'ccSent') notices.push({ type: 'ccSent', userIds: event.userIds, ...about });
    // 撤销 tells everyone who took part (and the copied people); other ends tell the applicant.
    else if (event.type === 'instanceFinished') notices.push({ type: 'instanceFinished', userIds: event.status === 'revoked' ? everyoneConcerned(state) : [state.initiator], status: event.status, ...about });
  }
  // The applicant sees every move of their instance (the drawer and 我的申请 follow it).
  if (events.length > 0) notices.push({ type: 'instanceChanged', userIds: [state.initiator], ...about });
  return { row: next, tasks: listed, deletedTaskIds, ccs, notices };
}

/** What a new task is to its holder in the 消息中心: 被加签, 被退回 (back at the applicant), 被转交 or 新的待办. */
function newTaskKind(state: FlowInstanceState, taskId: string, userId: string): InboxKind {
  const task = state.tasks.find((t) => t.id === taskId);
  if (task?.kind === 'addBefore' || task?.kind === 'addAfter') return 'addedSigner';
  if (task?.kind === 'resubmit') return 'returned';
  const last = state.history[state.history.length - 1];
  return last?.action === 'transfer' && last.userIds?.includes(userId) ? 'transferred' : 'newTask';
}

/** The applicant, everyone who had a task or acted (代理 included: the person away) and the copied people. */
function everyoneConcerned(state: FlowInstanceState): string[] {
  return [...new Set([state.initiator, ...participantIdsOf(state), ...state.cc])];
}

/** Writes an engine state into the tables (one transaction) and returns the records and notices. */
export async function saveRun(
  tx: DemoTx, row: InstanceRow, flow: Flow, state: FlowInstanceState, events: readonly FlowEvent[], at: string,
): Promise<RunRecords> {
  const [users, tasks, ccs] = await Promise.all([
    tx.users.all(),
    tx.tasks.find({ index: 'instanceId', equals: [row.id] }),
    tx.ccs.find({ index: 'instanceId', equals: [row.id] }),
  ]);
  const names = new Map(users.map((u) => [u.id, u.name]));
  const records = recordsOfRun(row, flow, state, events, at, (id) => names.get(id) ?? id, { tasks, ccUserIds: ccs.map((c) => c.userId) });
  await tx.instances.put(records.row);
  // Only the task records the run changed: rewriting the others costs statements and, under SERIALIZABLE, conflicts.
  const stored = new Map(tasks.map((t) => [t.id, JSON.stringify(t)]));
  await tx.tasks.putMany(records.tasks.filter((t) => stored.get(t.id) !== JSON.stringify(t)));
  for (const id of records.deletedTaskIds) await tx.tasks.delete(id);
  await tx.ccs.putMany(records.ccs);
  // 消息中心: the notices are kept with the change that made them.
  await storeNotices(tx, records.notices, at);
  return records;
}
