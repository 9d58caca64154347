/**
 * 退回: back to an earlier approver node (it runs again from there) or to the start node (the initiator edits
 * and resubmits). The target must lie on the way to the actor's node: not in another branch of a parallel
 * group the actor is in. Tasks in such other branches keep running; everything else still open is cancelled.
 * Dedupe starts afresh, since the earlier approvals no longer stand.
 */
import { flowLabels, flowMessages as m } from '../../flow-messages';
import type { BranchPlace } from '../../model/flow-index';
import { own } from '../../model/own';
import { nodeType } from '../../nodes/registry';
import type { InstanceRunner } from '../instance-runner';
import { isLive } from '../instance-runner';
import { attachmentsOf } from '../attachments';
import { dropTimers } from '../timers/timer-list';
import type { ActionKind } from './action-kind';
import { decidingTask } from './task-offer';

/** True when `a` and `b` are in different branches of one parallel group (so they run side by side). */
function sideBySide(a: readonly BranchPlace[], b: readonly BranchPlace[]): boolean {
  return a.some((outer) => b.some((other) => other.group.id === outer.group.id && other.branch.id !== outer.branch.id));
}

function validTarget(runner: InstanceRunner, targetId: string, fromNodeId: string): boolean {
  const target = runner.index.node(targetId);
  if (!target) return false;
  if (target.type === 'start') return true;
  if (!runner.decidingNode(targetId) || targetId === fromNodeId || !runner.state.completedNodes.includes(targetId)) return false;
  return !sideBySide(runner.index.enclosing(targetId), runner.index.enclosing(fromNodeId));
}

/**
 * Sends the instance back to `targetId` (a 退回, or a 拒绝 with onReject.returnTo): whatever is still open is
 * cancelled except in branches that run beside the target, and the target runs again.
 */
export function sendBack(runner: InstanceRunner, targetId: string): void {
  const targetPlaces = runner.index.enclosing(targetId);
  const keeps = (nodeId: string) => sideBySide(runner.index.enclosing(nodeId), targetPlaces);
  for (const other of runner.state.tasks) if (isLive(other) && !keeps(other.nodeId)) runner.closeTask(other, 'cancelled');
  for (const nodeId of Object.keys(runner.state.queues)) if (!keeps(nodeId)) delete runner.state.queues[nodeId];
  dropTimers(runner.state, (nodeId) => !keeps(nodeId));
  const joins: Record<string, string[]> = {};
  for (const [groupId, done] of Object.entries(runner.state.joins)) if (keeps(groupId)) joins[groupId] = done;
  // Groups around the target run again in the target's branch only; their other branches stay as they were.
  for (const { group, branch } of targetPlaces) {
    if (!nodeType(group).group?.joins) continue;
    const done = own(runner.state.joins, group.id) ?? group.branches.map((b) => b.id);
    joins[group.id] = done.filter((id) => id !== branch.id);
  }
  runner.state.joins = joins;
  runner.state.approvedBy = [];
  runner.state.lastApprovers = [];
  const target = runner.index.node(targetId);
  if (!target) return;
  if (target.type === 'start') {
    runner.state.rounds[targetId] = runner.roundOf(targetId) + 1;
    runner.openTask(targetId, runner.state.initiator, 'resubmit');
  } else {
    runner.enterNode(target);
  }
}

export const returnAction: ActionKind = {
  name: 'return',
  label: '退回',
  commentPrompt: '退回说明',
  input: 'dialog',
  tone: 'default',
  needsTask: true,
  historyWords: (entry, names) => ({ what: `退回到「${entry.toNodeId ? names.nodeName(entry.toNodeId) : flowLabels.initiator}」`, tone: 'rejected' }),
  // The action's nodeId names the target, not one of the actor's tasks.
  pickTask: (open) => open[0],
  offer(viewer) {
    const task = decidingTask(viewer);
    if (!task) return undefined;
    const candidates = [viewer.env.flow.root.id, ...viewer.state.completedNodes.filter((id) => id !== task.nodeId)];
    const targets = candidates.filter((nodeId) => viewer.accepts({ action: 'return', nodeId })).map((nodeId) => ({ nodeId, name: viewer.nodeName(nodeId) }));
    return targets.length > 0 ? { comment: 'optional', targetNode: targets, attachments: true } : undefined;
  },
  apply(runner, action, task) {
    if (!task) return undefined;
    const targetId = action.nodeId ?? '';
    if (!validTarget(runner, targetId, task.nodeId)) return m.returnTargetInvalid;
    const attachments = attachmentsOf(action);
    if (typeof attachments === 'string') return attachments;
    runner.closeTask(task, 'returned', action.comment);
    runner.record({ action: 'return', nodeId: task.nodeId, userId: action.actor, toNodeId: targetId, comment: action.comment, ...attachments });
    sendBack(runner, targetId);
    return undefined;
  },
};

declare module '../instance-state' {
  interface ActionHistoryEntries { return: true }
}
