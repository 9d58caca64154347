/**
 * What one history entry says in words (已同意, 转交给 周敏, 抄送 李四…) and its tone, as the approval timeline
 * shows it and the printed 审批记录 repeats it: one wording for every place that tells an instance's story. A
 * person's action is told by its module (actions/*: historyWords); the rest is what the engine did itself.
 */
import { flowLabels } from '../flow-messages';
import type { FlowNode } from '../model/flow';
import { routeTargetName } from '../nodes/router-node';
import { approveWordsAt } from './refused-at-node';
import type { HistoryWords } from './actions/action-kind';
import { actionKindOf, actionKinds } from './actions/registry';
import { outboundHistoryWords } from './outbound-history';
import type { EngineHistoryAction, HistoryAction, HistoryEntry } from './instance-state';
import { delayHistoryWords } from './delay-history';

/** A history entry with the names the backend resolved for its user ids (where it did). */
export type WordedHistoryEntry = HistoryEntry & { readonly userNames?: readonly string[] };

/**
 * The entry's action in words and tone; `nodeName` names the node a 退回 went back to, `nodeOf` (when the flow is
 * known) lets the entry's node word its approval (已办理 at 办理人).
 */
export function historyWords(entry: WordedHistoryEntry, nodeName: (nodeId: string) => string, nodeOf?: (nodeId: string) => FlowNode | undefined): HistoryWords {
  const people = (entry.userNames ?? entry.userIds ?? []).join('、');
  const approveWords = entry.action === 'approve' ? approveWordsAt(nodeOf?.(entry.nodeId)) : undefined;
  if (approveWords) return { what: approveWords.done, tone: 'done' };
  const byAction = actionKindOf(entry.action)?.historyWords?.(entry, { people, nodeName });
  if (byAction) return byAction;
  switch (entry.action) {
    case 'submit': return { what: '发起申请', tone: 'done' };
    case 'auto': return { what: entry.reason ? flowLabels.autoReasons[entry.reason] : '自动通过', tone: 'done' };
    case 'cc': return { what: people ? `抄送 ${people}` : '抄送人为空', tone: 'done' };
    case 'trigger': case 'subflow': return outboundHistoryWords(entry);
    case 'migrate': return { what: migrationWords(entry), tone: 'info' };
    case 'delay': return delayHistoryWords(entry);
    case 'route': return { what: `路由到「${entry.toNodeId ? routeTargetName(entry.toNodeId, nodeName) : ''}」`, tone: 'info' };
    default: return { what: String(entry.action), tone: 'info' };
  }
}

/** 迁移到版本 3（原版本 2）; without version numbers (the CLI) 迁移到新版本. */
function migrationWords(entry: HistoryEntry): string {
  if (entry.toVersion === undefined) return '迁移到新版本';
  return `迁移到版本 ${entry.toVersion}${entry.fromVersion !== undefined ? `（原版本 ${entry.fromVersion}）` : ''}`;
}

// What the engine records by itself (every other entry is an action of actions/registry.ts, which words it).
const ENGINE_ENTRIES: Readonly<Record<EngineHistoryAction, true>> = {
  submit: true, auto: true, cc: true, trigger: true, subflow: true, migrate: true, delay: true, route: true,
};

/** Every history action: the engine's own entries and every registered action that words its entry. */
export function historyActions(): string[] {
  return [...Object.keys(ENGINE_ENTRIES), ...actionKinds().filter((kind) => kind.historyWords).map((kind) => kind.name)];
}

/** Whether a loosely read action is one the flow engine records (and `historyWords` words). */
export function isHistoryAction(action: string): action is HistoryAction {
  return Object.hasOwn(ENGINE_ENTRIES, action) || actionKindOf(action)?.historyWords !== undefined;
}