/**
 * 委派: the actor hands their task to a colleague to check (Flowable's delegate). The task is `delegated` — not
 * decided, still open for 会签 / 或签, its timeout running on — and the delegate gets a task whose only moves are
 * 同意 (recorded as 交回, resolve.ts) and 评论; then the task is open again and the actor decides.
 */
import { flowMessages as m } from '../../flow-messages';
import { oneTarget } from '../flow-action';
import type { ActionKind } from './action-kind';
import { decidingAtMyNode, decidingTask, handOffRefusal } from './task-offer';

export const delegateAction: ActionKind = {
  name: 'delegate',
  label: '委派',
  commentPrompt: '委派说明',
  input: 'dialog',
  tone: 'default',
  needsTask: true,
  historyWords: (_, names) => ({ what: `委派给 ${names.people}`, tone: 'info' }),
  offer(viewer) {
    const task = decidingTask(viewer);
    return task ? { comment: 'optional', person: { excluded: decidingAtMyNode(viewer, task) } } : undefined;
  },
  apply(runner, action, task) {
    if (!task) return undefined;
    const to = oneTarget(action);
    const refusal = handOffRefusal(runner, task, action.actor, to, { unknown: m.delegateTargetUnknown, self: m.delegateToSelf });
    if (refusal) return refusal;
    // Not closed: the task waits for the delegate and opens again as it was.
    task.status = 'delegated';
    runner.events.push({ type: 'taskCompleted', taskId: task.id, nodeId: task.nodeId, userId: task.userId, result: 'delegated' });
    runner.record({ action: 'delegate', nodeId: task.nodeId, userId: action.actor, userIds: [to], comment: action.comment });
    runner.openTask(task.nodeId, to, 'delegate', { waitsFor: task.id }, false);
    return undefined;
  },
};

declare module '../instance-state' {
  interface ActionHistoryEntries { delegate: true }
}
