/** 撤回: the initiator takes a pending instance back (when the flow allows it). */
import { flowMessages as m } from '../../flow-messages';
import type { ActionKind } from './action-kind';

export const withdrawAction: ActionKind = {
  name: 'withdraw',
  label: '撤回',
  commentPrompt: '撤回原因',
  input: 'dialog',
  tone: 'default',
  needsTask: false,
  historyWords: () => ({ what: '撤回了申请', tone: 'info' }),
  offer: (viewer) => (viewer.accepts({ action: 'withdraw' }) ? { comment: 'optional' } : undefined),
  apply(runner, action) {
    if (action.actor !== runner.state.initiator) return m.onlyInitiatorWithdraws;
    if (!runner.settings.allowWithdraw) return m.withdrawNotAllowed;
    runner.record({ action: 'withdraw', nodeId: runner.env.flow.root.id, userId: action.actor, comment: action.comment });
    runner.finish('withdrawn');
    return undefined;
  },
};

declare module '../instance-state' {
  interface ActionHistoryEntries { withdraw: true }
}
