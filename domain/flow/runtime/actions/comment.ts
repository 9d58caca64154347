/** 评论: anyone taking part — the initiator, whoever has or had a task, the copied users — adds a comment; nothing moves. */
import { flowMessages as m } from '../../flow-messages';
import { attachmentsOf } from '../attachments';
import type { ActionKind } from './action-kind';

export const commentAction: ActionKind = {
  name: 'comment',
  label: '评论',
  commentPrompt: '评论',
  input: 'dialog',
  tone: 'default',
  needsTask: false,
  historyWords: () => ({ what: '评论', tone: 'info' }),
  // Offered while the instance runs to the initiator and whoever decides now (others may still comment by API).
  offer: (viewer) => (viewer.state.status === 'pending' && (viewer.viewerId === viewer.state.initiator || viewer.openTask !== undefined)
    ? { comment: 'required', images: true, attachments: true } : undefined),
  apply(runner, action) {
    const comment = typeof action.comment === 'string' ? action.comment.trim() : '';
    const involved = action.actor === runner.state.initiator || runner.state.cc.includes(action.actor)
      || runner.state.tasks.some((task) => task.userId === action.actor);
    if (!involved) return m.notTakingPart;
    if (comment === '') return m.commentEmpty;
    const attachments = attachmentsOf(action);
    if (typeof attachments === 'string') return attachments;
    const nodeId = runner.openTasksOf(action.actor)[0]?.nodeId ?? runner.env.flow.root.id;
    runner.record({ action: 'comment', nodeId, userId: action.actor, comment, ...attachments });
    return undefined;
  },
};

declare module '../instance-state' {
  interface ActionHistoryEntries { comment: true }
}
