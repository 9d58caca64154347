/**
 * 同意: the actor's task is approved (with the fields their node lets them edit). A 前加签 person's approval
 * hands the task back to the one who added them. An approve on a task sent back to the initiator (the old
 * shape of 重新提交) is a resubmit.
 */
import { isSignature } from '../../../model/signature-value';
import type { ActionKind } from './action-kind';
import { editableValues } from './editable-values';
import { resubmit } from './resubmit';
import { decidingTask } from './task-offer';

export const approveAction: ActionKind = {
  name: 'approve',
  label: '同意',
  commentPrompt: '审批意见',
  input: 'decision',
  tone: 'primary',
  needsTask: true,
  historyWords: () => ({ what: '已同意', tone: 'done' }),
  offer: (viewer) => (decidingTask(viewer) ? { comment: 'optional', values: true } : undefined),
  apply(runner, action, task) {
    if (!task) return undefined;
    if (task.kind === 'resubmit') return resubmit(runner, action, task);
    const node = runner.index.node(task.nodeId);
    runner.setValues(editableValues(node, action.values, 'read'));
    runner.closeTask(task, 'approved', action.comment);
    runner.noteApproval(task.userId);
    runner.record({ action: 'approve', nodeId: task.nodeId, userId: action.actor, comment: action.comment, ...(isSignature(action.signature) ? { signature: action.signature } : {}) });
    if (task.kind === 'addBefore' && task.waitsFor) {
      const waiting = runner.state.tasks.find((t) => t.id === task.waitsFor && t.status === 'waiting');
      if (waiting) runner.reopenTask(waiting);
    }
    runner.settleAt(task.nodeId);
    return undefined;
  },
};
