/**
 * subflowFinished: the system tells a parent waiting at a 子流程 node how its child ended. approved → the
 * parent goes on; rejected / withdrawn → the parent ends rejected, the reason in its history. No actor.
 */
import { outboundMessages as m } from '../../outbound-messages';
import { SUBFLOW_WAIT } from '../../nodes/subflow-node';
import { outboundHistoryWords } from '../outbound-history';
import type { ActionKind } from './action-kind';

const RESULTS = new Set(['approved', 'rejected', 'withdrawn']);

export const subflowFinishedAction: ActionKind = {
  name: 'subflowFinished',
  label: '子流程结束',
  commentPrompt: '原因',
  input: 'at-once',
  tone: 'default',
  needsTask: false,
  system: true,
  historyWords: (entry) => outboundHistoryWords({ ...entry, action: 'subflow', result: entry.result ?? 'approved' }),
  // Nobody is offered it: the backend sends it when the child ends.
  offer: () => undefined,
  apply(runner, action) {
    const waits = runner.state.waits ?? [];
    const wait = waits.find((w) => w.nodeId === action.nodeId && w.type === SUBFLOW_WAIT);
    const node = action.nodeId === undefined ? undefined : runner.index.node(action.nodeId);
    if (!wait || !node) return m.notWaitingForSubflow;
    const result = String(action.result);
    if (!RESULTS.has(result)) return m.badSubflowResult;
    runner.state.waits = waits.filter((w) => w !== wait);
    if (result === 'approved') {
      runner.record({ action: 'subflow', nodeId: node.id, result });
      runner.advance(node);
      return undefined;
    }
    const reason = action.comment || (result === 'withdrawn' ? m.subflowWithdrawn : m.subflowRejected);
    runner.record({ action: 'subflow', nodeId: node.id, result, comment: reason });
    runner.finish('rejected');
    return undefined;
  },
};

declare module '../instance-state' {
  interface ActionHistoryEntries { subflowFinished: true }
}
