/**
 * 撤回同意: what an approval changed, kept on the approved task so that the approver can take it back while no
 * task after it was decided. Taking it back cancels the tasks made since, puts the routing state back and opens
 * the approver's task again (at 或签 the others' too, as they were cancelled by the approval; at 会签 only theirs —
 * the other members' approvals since stand).
 */
import type { InstanceRunner } from './instance-runner';
import { isLive } from './instance-runner';
import type { ApprovalUndo, FlowTask, HistoryAction } from './instance-state';

/** What may be recorded after an approval without making it final: what the engine did by itself, and words. */
const SINCE_ALLOWED: ReadonlySet<HistoryAction> = new Set<HistoryAction>(['auto', 'cc', 'delay', 'route', 'comment']);
/** Moves on a task made after the approval that decide nothing (加签, 减签): their tasks are cancelled with it. */
const NOT_DECIDING: ReadonlySet<HistoryAction> = new Set<HistoryAction>(['addSigner', 'removeSigner']);
/** A task made after the approval in one of these states was not decided by anyone. */
const UNDECIDED: ReadonlySet<FlowTask['status']> = new Set<FlowTask['status']>(['open', 'waiting', 'auto', 'cancelled']);

const seqOf = (task: FlowTask) => Number(task.id.slice(1));

/** The state an approval of `task` is about to change (taken before it is closed). */
export function undoBefore(runner: InstanceRunner, task: FlowTask): ApprovalUndo {
  const { state } = runner;
  return structuredClone({
    seq: state.taskSeq,
    history: state.history.length,
    live: state.tasks.filter((t) => t.id !== task.id && isLive(t)).map((t) => ({ id: t.id, status: t.status })),
    joins: state.joins, queues: state.queues, completedNodes: state.completedNodes, approvedBy: state.approvedBy, lastApprovers: state.lastApprovers,
    ...(state.timers ? { timers: state.timers } : {}), ...(state.waits ? { waits: state.waits } : {}),
  });
}

/**
 * Whether `other` was already deciding at `task`'s node when `task` was approved (a fellow member of its 会签 or
 * 按比例会签): their decisions since are the node's own matter, not "a task after it decided".
 */
function fellowMember(task: FlowTask, other: FlowTask): boolean {
  return other.id !== task.id && other.nodeId === task.nodeId && other.round === task.round && task.undo !== undefined && seqOf(other) <= task.undo.seq;
}

/** Which undo a later approval of `task`'s node keeps: its fellow members' whose approvals came after it existed. */
export function keepsUndo(approved: FlowTask, other: FlowTask): boolean {
  return fellowMember(other, approved);
}

/** The task an entry of the history was acted on: the actor's latest at that node. */
function actedOn(runner: InstanceRunner, nodeId: string, userId: string | undefined): FlowTask | undefined {
  return userId === undefined ? undefined : runner.state.tasks.filter((t) => t.nodeId === nodeId && t.userId === userId).pop();
}

/** The actor's approval that can still be taken back, if there is one. */
export function retractable(runner: InstanceRunner, actor: string): FlowTask | undefined {
  const task = runner.state.tasks.filter((t) => t.userId === actor && t.status === 'approved' && t.undo).pop();
  const undo = task?.undo;
  if (!task || !undo) return undefined;
  for (const entry of runner.state.history.slice(undo.history + 1)) {
    if (SINCE_ALLOWED.has(entry.action)) continue;
    const on = actedOn(runner, entry.nodeId, entry.userId);
    if (on && seqOf(on) > undo.seq && NOT_DECIDING.has(entry.action)) continue;
    // 会签: another member of the node approved since; the node may have moved on, but nobody after it decided.
    if (on && entry.action === 'approve' && fellowMember(task, on)) continue;
    return undefined;
  }
  const made = runner.state.tasks.filter((t) => seqOf(t) > undo.seq);
  return made.every((t) => UNDECIDED.has(t.status)) ? task : undefined;
}

/**
 * Takes the approval of `task` back. The routing is put back as it was before the node's latest approval (the
 * task's own, or a fellow member's since, which may have moved the node on); those fellow approvals stand.
 */
export function undoApproval(runner: InstanceRunner, task: FlowTask): void {
  const { state } = runner;
  const own = task.undo as ApprovalUndo;
  const fellows = state.tasks.filter((t) => t.status === 'approved' && t.undo && fellowMember(task, t));
  const undo = fellows.reduce((latest, t) => ((t.undo as ApprovalUndo).history > latest.history ? t.undo as ApprovalUndo : latest), own);
  for (const t of state.tasks) if (seqOf(t) > undo.seq && isLive(t)) runner.closeTask(t, 'cancelled');
  for (const { id, status } of undo.live) {
    const t = state.tasks.find((x) => x.id === id);
    if (!t || t.status === status) continue;
    if (status === 'open') runner.reopenTask(t);
    else t.status = status;
  }
  // The actor no longer counts as having approved (dedupe), unless they had before this approval.
  const approvedBy = (list: string[]) => (own.approvedBy.includes(task.userId) ? list : list.filter((id) => id !== task.userId));
  // The fellow members' approvals stand, the latest one (whose undo is used) too.
  const standing = [...undo.approvedBy, ...fellows.map((t) => t.userId).filter((id) => !undo.approvedBy.includes(id))];
  Object.assign(state, { joins: undo.joins, queues: undo.queues, completedNodes: undo.completedNodes, approvedBy: approvedBy([...new Set(standing)]), lastApprovers: undo.lastApprovers });
  for (const t of fellows) if (t.undo) t.undo.approvedBy = approvedBy(t.undo.approvedBy);
  if (undo.timers) state.timers = undo.timers;
  else delete state.timers;
  if (undo.waits) state.waits = undo.waits;
  else delete state.waits;
  delete task.undo;
  delete task.comment;
  delete task.doneAt;
  runner.reopenTask(task);
}
