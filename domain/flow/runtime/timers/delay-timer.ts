/** The timer of a 延时 node (nodes/delay-node.ts): the delay is over, the node stops waiting and the instance goes on. */
import type { TimerKind } from './timer-kind';
import { dropTimers } from './timer-list';

export const delayTimer: TimerKind = {
  kind: 'delay',
  fire(runner, timer) {
    const node = runner.index.node(timer.nodeId);
    if (node?.type !== 'delay') return;
    dropTimers(runner.state, (nodeId) => nodeId === node.id);
    // The timeline and the flow view tell a passed delay by this entry (延时结束 at its due time).
    runner.record({ action: 'delay', nodeId: node.id });
    runner.advance(node);
  },
};
