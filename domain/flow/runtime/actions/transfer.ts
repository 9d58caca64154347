/** 转交: the actor's task goes to another user, who decides in their place. */
import { flowMessages as m } from '../../flow-messages';
import { oneTarget } from '../flow-action';
import type { ActionKind } from './action-kind';
import { decidingAtMyNode, decidingTask, handOffRefusal } from './task-offer';
import { handedOn } from '../signer-batch';

export const transferAction: ActionKind = {
  name: 'transfer',
  label: '转交',
  commentPrompt: '转交说明',
  input: 'dialog',
  tone: 'default',
  needsTask: true,
  historyWords: (_, names) => ({ what: `转交给 ${names.people}`, tone: 'info' }),
  offer(viewer) {
    const task = decidingTask(viewer);
    return task ? { comment: 'optional', person: { excluded: decidingAtMyNode(viewer, task) } } : undefined;
  },
  apply(runner, action, task) {
    if (!task) return undefined;
    const to = oneTarget(action);
    const refusal = handOffRefusal(runner, task, action.actor, to, { unknown: m.transferTargetUnknown, self: m.transferToSelf });
    if (refusal) return refusal;
    runner.closeTask(task, 'transferred', action.comment);
    runner.record({ action: 'transfer', nodeId: task.nodeId, userId: action.actor, userIds: [to], comment: action.comment });
    // The new holder takes the task as it was (a 加签 task stays one); a handed-over task never passes by itself.
    runner.openTask(task.nodeId, to, task.kind, handedOn(task), false);
    return undefined;
  },
};

declare module '../instance-state' {
  interface ActionHistoryEntries { transfer: true }
}
