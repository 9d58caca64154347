/**
 * 加签 at the actor's node. before (前加签): the added person decides first, then the task comes back to the
 * actor. after (后加签): the actor's approval is recorded and the added person decides next.
 */
import { flowMessages as m } from '../../flow-messages';
import { isLive } from '../instance-runner';
import type { ActionKind } from './action-kind';
import { decidingAtMyNode, decidingTask } from './task-offer';

export const addSignerAction: ActionKind = {
  name: 'addSigner',
  label: '加签',
  commentPrompt: '加签说明',
  input: 'dialog',
  tone: 'default',
  needsTask: true,
  historyWords: (entry, names) => ({ what: `${entry.position === 'before' ? '前加签' : '后加签'} ${names.people}`, tone: 'info' }),
  offer(viewer) {
    const task = decidingTask(viewer);
    return task ? { comment: 'optional', person: { excluded: decidingAtMyNode(viewer, task) }, position: ['before', 'after'] } : undefined;
  },
  apply(runner, action, task) {
    if (!task) return undefined;
    const to = action.to ?? '';
    if (action.position !== 'before' && action.position !== 'after') return m.addSignerPositionInvalid;
    if (!runner.org.user(to)) return m.addSignerTargetUnknown;
    if (to === action.actor || runner.tasksAt(task.nodeId).some((t) => t.userId === to && (isLive(t) || t.status === 'approved'))) return m.alreadyAssignee;
    runner.record({ action: 'addSigner', nodeId: task.nodeId, userId: action.actor, userIds: [to], position: action.position, comment: action.comment });
    if (action.position === 'before') {
      task.status = 'waiting';
      runner.openTask(task.nodeId, to, 'addBefore', { waitsFor: task.id });
      return undefined;
    }
    runner.closeTask(task, 'approved', action.comment);
    runner.noteApproval(task.userId);
    runner.record({ action: 'approve', nodeId: task.nodeId, userId: action.actor });
    runner.openTask(task.nodeId, to, 'addAfter');
    runner.settleAt(task.nodeId);
    return undefined;
  },
};
