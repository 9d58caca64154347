/**
 * 撤回同意: what an approval changed, kept on the approved task so that the approver can take it back while
 * nothing was decided after it. Taking it back cancels the tasks made since, puts the routing state back and opens
 * the approver's task again (at 或签 the others' too, as they were cancelled by the approval).
 */
import type { InstanceRunner } from './instance-runner';
import { isLive } from './instance-runner';
import type { ApprovalUndo, FlowTask, HistoryAction } from './instance-state';

/** What may be recorded after an approval that can still be taken back: what the engine did by itself. */
const SINCE_ALLOWED: ReadonlySet<HistoryAction> = new Set<HistoryAction>(['auto', 'cc', 'delay', 'route', 'comment']);

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

/** The actor's approval that can still be taken back, if there is one. */
export function retractable(runner: InstanceRunner, actor: string): FlowTask | undefined {
  const task = runner.state.tasks.filter((t) => t.userId === actor && t.status === 'approved' && t.undo).pop();
  const undo = task?.undo;
  if (!task || !undo) return undefined;
  const since = runner.state.history.slice(undo.history + 1);
  if (since.some((entry) => !SINCE_ALLOWED.has(entry.action))) return undefined;
  // A task made since that is no longer open was decided (an 'auto' task passed by itself).
  const made = runner.state.tasks.filter((t) => seqOf(t) > undo.seq);
  return made.every((t) => t.status === 'open' || t.status === 'auto' || t.status === 'cancelled') ? task : undefined;
}

/** Takes the approval of `task` back. */
export function undoApproval(runner: InstanceRunner, task: FlowTask, undo: ApprovalUndo): void {
  const { state } = runner;
  for (const t of state.tasks) if (seqOf(t) > undo.seq && isLive(t)) runner.closeTask(t, 'cancelled');
  for (const { id, status } of undo.live) {
    const t = state.tasks.find((x) => x.id === id);
    if (!t || t.status === status) continue;
    if (status === 'open') runner.reopenTask(t);
    else t.status = status;
  }
  Object.assign(state, { joins: undo.joins, queues: undo.queues, completedNodes: undo.completedNodes, approvedBy: undo.approvedBy, lastApprovers: undo.lastApprovers });
  if (undo.timers) state.timers = undo.timers;
  else delete state.timers;
  if (undo.waits) state.waits = undo.waits;
  else delete state.waits;
  delete task.undo;
  delete task.comment;
  delete task.doneAt;
  runner.reopenTask(task);
}
