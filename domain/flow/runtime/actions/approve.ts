/**
 * 同意: the actor's task is approved (with the fields their node lets them edit). A 前加签 person's approval
 * hands the task back to the one who added them. The initiator's approve on a task sent back to them (退回
 * to the start node) is 重新提交: the flow runs again from the start.
 */
import type { ApproverNode } from '../../model/flow';
import type { ActionKind } from './action-kind';
import { editableValues } from './editable-values';

export const approveAction: ActionKind = {
  name: 'approve',
  needsTask: true,
  apply(runner, action, task) {
    if (!task) return undefined;
    const node = runner.index.node(task.nodeId);
    if (task.kind === 'resubmit') {
      runner.setValues(editableValues(node, action.values, 'edit'));
      runner.closeTask(task, 'approved', action.comment);
      runner.record({ action: 'resubmit', nodeId: task.nodeId, userId: action.actor, comment: action.comment });
      if (node) runner.advance(node);
      return undefined;
    }
    runner.setValues(editableValues(node, action.values, 'read'));
    runner.closeTask(task, 'approved', action.comment);
    runner.noteApproval(task.userId);
    runner.record({ action: 'approve', nodeId: task.nodeId, userId: action.actor, comment: action.comment });
    if (task.kind === 'addBefore' && task.waitsFor) {
      const waiting = runner.state.tasks.find((t) => t.id === task.waitsFor && t.status === 'waiting');
      if (waiting) runner.reopenTask(waiting);
    }
    if (node?.type === 'approver') runner.settle(node as ApproverNode);
    return undefined;
  },
};
