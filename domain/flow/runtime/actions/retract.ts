/**
 * 撤回同意: the actor takes back their latest 同意 while no task after it was decided (approval-undo.ts): the
 * tasks made since are cancelled and their task is open again (at 会签 only theirs; at 或签 the node is open again
 * for its holders). Not after the instance ended.
 */
import { flowMessages as m } from '../../flow-messages';
import { retractable, undoApproval } from '../approval-undo';
import type { ActionKind } from './action-kind';

export const retractAction: ActionKind = {
  name: 'retract',
  label: '撤回同意',
  commentPrompt: '撤回说明',
  input: 'at-once',
  tone: 'default',
  needsTask: false,
  historyWords: () => ({ what: '撤回了同意', tone: 'info' }),
  offer: (viewer) => (viewer.state.status === 'pending' && viewer.state.tasks.some((t) => t.userId === viewer.viewerId && t.undo) && viewer.accepts({ action: 'retract' })
    ? { comment: 'optional' } : undefined),
  apply(runner, action) {
    const task = retractable(runner, action.actor);
    if (!task?.undo) return m.retractNotPossible;
    runner.record({ action: 'retract', nodeId: task.nodeId, userId: action.actor, comment: action.comment });
    undoApproval(runner, task);
    return undefined;
  },
};

declare module '../instance-state' {
  interface ActionHistoryEntries { retract: true }
}
