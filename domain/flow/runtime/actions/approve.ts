/**
 * 同意: the actor's task is approved (with the fields their node lets them edit). A 加签 person's approval moves
 * their batch on (a 前加签 batch done hands the task back to the one who added them). An approve on a 委派 task
 * is its 交回 (resolve.ts); on a task sent back to the initiator (the old shape of 重新提交) a resubmit. The
 * approval keeps what 撤回同意 needs to take it back.
 */
import { isSignature } from '../../../model/signature-value';
import { keepsUndo, undoBefore } from '../approval-undo';
import { adderOf, moveBatch } from '../signer-batch';
import type { ActionKind } from './action-kind';
import { attachmentsOf } from '../attachments';
import { editableValues } from './editable-values';
import { resolveDelegated } from './resolve';
import { resubmit } from './resubmit';
import { decidingTask, delegateTask } from './task-offer';

export const approveAction: ActionKind = {
  name: 'approve',
  label: '同意',
  commentPrompt: '审批意见',
  input: 'decision',
  tone: 'primary',
  needsTask: true,
  onDelegateTask: true,
  historyWords: () => ({ what: '已同意', tone: 'done' }),
  offer: (viewer) => (decidingTask(viewer) || delegateTask(viewer) ? { comment: 'optional', values: true, attachments: true } : undefined),
  apply(runner, action, task) {
    if (!task) return undefined;
    if (task.kind === 'resubmit') return resubmit(runner, action, task);
    if (task.kind === 'delegate') return resolveDelegated(runner, action, task);
    const attachments = attachmentsOf(action);
    if (typeof attachments === 'string') return attachments;
    const node = runner.index.node(task.nodeId);
    const undo = undoBefore(runner, task);
    runner.setValues(editableValues(node, action.values, 'read'));
    runner.closeTask(task, 'approved', action.comment);
    runner.noteApproval(task.userId);
    runner.record({ action: 'approve', nodeId: task.nodeId, userId: action.actor, comment: action.comment, ...attachments, ...(isSignature(action.signature) ? { signature: action.signature } : {}) });
    const adder = adderOf(runner, task);
    if (adder && task.kind !== 'normal') moveBatch(runner, adder);
    runner.settleAt(task.nodeId);
    // An approval on a task made after an earlier one makes that one final; a fellow 会签 member's does not.
    for (const other of runner.state.tasks) if (!keepsUndo(task, other)) delete other.undo;
    if (runner.pending) task.undo = undo;
    return undefined;
  },
};

declare module '../instance-state' {
  interface ActionHistoryEntries { approve: true }
}
