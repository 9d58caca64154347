/**
 * What a node's type says about the approver actions taken there: an action it refuses (办理人节点不能拒绝) and
 * the label an action goes by there (办理 for approve at 办理人). The engine refuses, the offer leaves it out.
 */
import type { FlowNode } from '../model/flow';
import { own } from '../model/own';
import { nodeType } from '../nodes/registry';

/** The refusal of `action` at `node`, or undefined when the node's type allows it. */
export function refusedAtNode(node: FlowNode | undefined, action: string): string | undefined {
  const refused = node ? nodeType(node).deciding?.refused : undefined;
  return refused ? own(refused, action) : undefined;
}

/** The approve action's words at `node` (办理 / 已办理 at 办理人), or undefined for the usual 同意 / 已同意. */
export function approveWordsAt(node: FlowNode | undefined): { readonly action: string; readonly done: string } | undefined {
  return node ? nodeType(node).deciding?.approveLabel : undefined;
}
