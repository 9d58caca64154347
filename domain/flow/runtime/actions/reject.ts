/**
 * 拒绝: ends the instance as rejected (a comment is required when the flow says so) — at 按比例会签 only once the
 * rejections make the needed approvals impossible.
 */
import { flowMessages as m } from '../../flow-messages';
import { settingsOf } from '../../model/flow';
import type { ActionKind } from './action-kind';
import { decidingTask } from './task-offer';

export const rejectAction: ActionKind = {
  name: 'reject',
  label: '拒绝',
  commentPrompt: '拒绝理由',
  input: 'decision',
  tone: 'danger',
  needsTask: true,
  historyWords: () => ({ what: '已拒绝', tone: 'rejected' }),
  offer: (viewer) => (decidingTask(viewer) ? { comment: settingsOf(viewer.env.flow).requireRejectComment ? 'required' : 'optional' } : undefined),
  apply(runner, action, task) {
    if (!task) return undefined;
    const comment = typeof action.comment === 'string' ? action.comment.trim() : '';
    if (runner.settings.requireRejectComment && comment === '') return m.rejectNeedsComment;
    runner.closeTask(task, 'rejected', comment);
    runner.record({ action: 'reject', nodeId: task.nodeId, userId: action.actor, comment: comment || undefined });
    // 按比例会签: a rejection the others can still outvote leaves the node deciding.
    if (!runner.rejectionDecides(task)) {
      runner.settleAt(task.nodeId);
      return undefined;
    }
    runner.finish('rejected');
    return undefined;
  },
};
