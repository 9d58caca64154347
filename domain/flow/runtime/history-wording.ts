/**
 * What one history entry says in words (已同意, 转交给 周敏, 抄送 李四…), as the approval timeline shows it and the
 * printed 审批记录 repeats it: one wording for every place that tells an instance's story.
 */
import { flowLabels } from '../flow-messages';
import type { AutoReason, HistoryAction, HistoryEntry } from './instance-state';

export const AUTO_REASONS: Readonly<Record<AutoReason, string>> = {
  empty: '审批人为空，自动通过',
  dedupe: '审批人已审批过，自动通过',
  initiator: '审批人为发起人本人，自动通过',
};

/** A history entry with the names the backend resolved for its user ids (where it did). */
export type WordedHistoryEntry = Pick<HistoryEntry, 'action' | 'toNodeId' | 'position' | 'reason'> & {
  readonly userIds?: readonly string[];
  readonly userNames?: readonly string[];
};

/** The entry's action in words; `nodeName` names the node a 退回 went back to. */
export function historyWording(entry: WordedHistoryEntry, nodeName: (nodeId: string) => string): string {
  const people = (entry.userNames ?? entry.userIds ?? []).join('、');
  switch (entry.action) {
    case 'submit': return '发起申请';
    case 'approve': return '已同意';
    case 'reject': return '已拒绝';
    case 'return': return `退回到「${entry.toNodeId ? nodeName(entry.toNodeId) : flowLabels.initiator}」`;
    case 'transfer': return `转交给 ${people}`;
    case 'addSigner': return `${entry.position === 'before' ? '前加签' : '后加签'} ${people}`;
    case 'withdraw': return '撤回了申请';
    case 'comment': return '评论';
    case 'auto': return entry.reason ? AUTO_REASONS[entry.reason] : '自动通过';
    case 'cc': return people ? `抄送 ${people}` : '抄送人为空';
    case 'resubmit': return '重新提交';
    default: return String(entry.action);
  }
}

// A record over the union, so a new action the engine records fails the build until it is worded here too.
const ACTIONS: Readonly<Record<HistoryAction, true>> = {
  submit: true, approve: true, reject: true, return: true, transfer: true, addSigner: true, withdraw: true,
  comment: true, auto: true, cc: true, resubmit: true,
};

/** Whether a loosely read action is one the flow engine records (and `historyWording` words). */
export function isHistoryAction(action: string): action is HistoryAction {
  return Object.hasOwn(ACTIONS, action);
}
