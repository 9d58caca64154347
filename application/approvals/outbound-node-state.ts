/**
 * The state of a 触发器 or 子流程 node in the read-only flow view (/ctb-show-flow): request sent / failed,
 * fields set, child started (with the link to it), waiting for the child, child approved or not.
 */
import { historyWords, type FlowNode } from '../../domain/flow';
import type { InstanceHistoryEntry } from '../ports/instance-api';

/** What this module says of a node (flow-node-states.ts's FlowNodeState takes it as it is). */
interface OutboundState {
  readonly state: 'done' | 'current' | 'rejected';
  readonly detail: string;
  readonly link?: { readonly href: string; readonly text: string };
}

/** The child instance's page. */
export const childInstanceHref = (instanceId: string): string => `/ctb-show-flow?instanceId=${encodeURIComponent(instanceId)}`;

export function outboundNodeState(node: FlowNode, history: readonly InstanceHistoryEntry[], when: (at: string | undefined) => string, pending: boolean): OutboundState | undefined {
  if (node.type !== 'trigger' && node.type !== 'subflow') return undefined;
  const entries = history.filter((h) => h.nodeId === node.id && (h.action === 'trigger' || h.action === 'subflow'));
  const last = entries.at(-1);
  if (!last) return undefined;
  const child = [...entries].reverse().find((h) => h.childInstanceId)?.childInstanceId;
  const link = child ? { href: childInstanceHref(child), text: '查看子流程' } : undefined;
  const detail = `${historyWords(last, () => node.name).what}${when(last.at)}`;
  const waits = node.type === 'subflow' && node.props.subflow?.wait !== false;
  const settled = last.result === 'approved' || last.result === 'rejected' || last.result === 'withdrawn' || last.result === 'failed';
  if (waits && pending && !settled) return { state: 'current', detail: `${detail}，等待子流程结束`, ...(link ? { link } : {}) };
  const failed = last.result === 'rejected' || last.result === 'withdrawn';
  return { state: failed ? 'rejected' : 'done', detail, ...(link ? { link } : {}) };
}
