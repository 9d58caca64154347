/** 评论: the initiator or someone with an open task adds a comment; nothing moves. */
import { flowMessages as m } from '../../flow-messages';
import type { ActionKind } from './action-kind';

export const commentAction: ActionKind = {
  name: 'comment',
  needsTask: false,
  apply(runner, action) {
    const comment = typeof action.comment === 'string' ? action.comment.trim() : '';
    const involved = action.actor === runner.state.initiator || runner.openTasksOf(action.actor).length > 0;
    if (!involved) return m.noOpenTask;
    if (comment === '') return m.commentEmpty;
    const nodeId = runner.openTasksOf(action.actor)[0]?.nodeId ?? runner.env.flow.root.id;
    runner.record({ action: 'comment', nodeId, userId: action.actor, comment });
    return undefined;
  },
};
