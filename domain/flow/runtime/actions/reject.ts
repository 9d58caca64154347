/**
 * 拒绝: ends the instance as rejected (a comment is required when the flow says so) — at 按比例会签 only once the
 * rejections make the needed approvals impossible — or, when the node's onReject is returnTo, sends it back to
 * that node as a 退回 would; it stays pending and the history keeps the 拒绝.
 */
import { decisionMessages as dm } from '../../decision/decision-messages';
import { rejectReturnTarget } from '../../decision/return-targets';
import { flowMessages as m } from '../../flow-messages';
import { settingsOf } from '../../model/flow';
import type { ActionKind } from './action-kind';
import { attachmentsOf } from '../attachments';
import { sendBack } from './return';
import { decidingTask } from './task-offer';

export const rejectAction: ActionKind = {
  name: 'reject',
  label: '拒绝',
  commentPrompt: '拒绝理由',
  input: 'decision',
  tone: 'danger',
  needsTask: true,
  historyWords: (entry, names) => ({ what: entry.toNodeId ? dm.rejectedBackTo(names.nodeName(entry.toNodeId)) : '已拒绝', tone: 'rejected' }),
  offer: (viewer) => (decidingTask(viewer) ? { comment: settingsOf(viewer.env.flow).requireRejectComment ? 'required' : 'optional', attachments: true } : undefined),
  apply(runner, action, task) {
    if (!task) return undefined;
    const comment = typeof action.comment === 'string' ? action.comment.trim() : '';
    if (runner.settings.requireRejectComment && comment === '') return m.rejectNeedsComment;
    const attachments = attachmentsOf(action);
    if (typeof attachments === 'string') return attachments;
    const node = runner.index.node(task.nodeId);
    runner.closeTask(task, 'rejected', comment);
    const decides = runner.rejectionDecides(task);
    const backTo = decides && node ? rejectReturnTarget(runner.env.flow, node) : undefined;
    runner.record({ action: 'reject', nodeId: task.nodeId, userId: action.actor, comment: comment || undefined, ...attachments, ...(backTo ? { toNodeId: backTo.id } : {}) });
    // 按比例会签: a rejection the others can still outvote leaves the node deciding.
    if (!decides) {
      runner.settleAt(task.nodeId);
      return undefined;
    }
    if (backTo) sendBack(runner, backTo.id);
    else runner.finish('rejected');
    return undefined;
  },
};

declare module '../instance-state' {
  interface ActionHistoryEntries { reject: true }
}
