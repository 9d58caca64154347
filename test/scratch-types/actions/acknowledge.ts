/**
 * A scratch action (issue 44), kept to prove what a new action costs: 已阅, a copied user (抄送) marks that they
 * read the instance while it runs, once. Registered only by the registry suites' second run
 * (test/scratch-types/register.ts).
 */
import type { ActionKind } from '../../../domain/flow/runtime/actions/action-kind';

const hasAcknowledged = (history: ReadonlyArray<{ action: string; userId?: string }>, userId: string) =>
  history.some((entry) => entry.action === 'acknowledge' && entry.userId === userId);

export const acknowledgeAction: ActionKind = {
  name: 'acknowledge',
  label: '已阅',
  commentPrompt: '补充说明',
  input: 'at-once',
  tone: 'default',
  needsTask: false,
  historyWords: () => ({ what: '已阅', tone: 'info' }),
  offer: (viewer) => (viewer.state.status === 'pending' && viewer.state.cc.includes(viewer.viewerId) && !hasAcknowledged(viewer.state.history, viewer.viewerId)
    ? { comment: 'optional' } : undefined),
  apply(runner, action) {
    if (!runner.state.cc.includes(action.actor)) return '你不是抄送人，不能标记已阅';
    if (hasAcknowledged(runner.state.history, action.actor)) return '你已标记过已阅';
    runner.record({ action: 'acknowledge', nodeId: runner.env.flow.root.id, userId: action.actor });
    return undefined;
  },
};

declare module '../../../domain/flow/runtime/instance-state' {
  interface ActionHistoryEntries { acknowledge: true }
}
