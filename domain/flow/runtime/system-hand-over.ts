/**
 * 离职交接 (issue 39): the system, not the leaver, hands a leaver's task at a node to their successor. It is the
 * engine's 转交 (the same checks: a node that already has the successor deciding refuses it), recorded as done by
 * the system — the history entry names no actor and says `bySystem`, so the timeline and the printed record
 * read 系统 转交给 周敏 with the comment 离职交接, never "张三 转交" by someone who has left.
 */
import { applyAction, type ActionResult } from './apply-action';
import type { FlowEnvironment } from './instance-runner';
import type { FlowInstanceState } from './instance-state';

export const HAND_OVER_COMMENT = '离职交接';
/** Who the timeline and the printed record name for an entry `bySystem`. */
export const SYSTEM_ACTOR_NAME = '系统';

export function systemHandOver(env: FlowEnvironment, state: FlowInstanceState, hand: { readonly from: string; readonly to: string; readonly nodeId: string; readonly at: string }): ActionResult {
  const result = applyAction(env, state, { actor: hand.from, action: 'transfer', to: hand.to, nodeId: hand.nodeId, comment: HAND_OVER_COMMENT, at: hand.at });
  if (!result.ok) return result;
  const before = state.history.length;
  const history = result.state.history.map((entry, i) => {
    if (i < before || entry.action !== 'transfer' || entry.userId !== hand.from) return entry;
    const { userId: _leaver, ...rest } = entry;
    return { ...rest, bySystem: true as const };
  });
  return { ...result, state: { ...result.state, history } };
}
