/**
 * Inserting a node where the canvas's "+" is: after a node, or at the top of a branch. Whatever followed that
 * place follows the new node — for a new condition or parallel group, it follows the whole group (as in
 * DingTalk: the nodes below move under the group, its branches start empty).
 */
import type { Flow, FlowNode } from '../model/flow';
import { replaceBranch, replaceNode } from './replace-node';

/** Where a "+" inserts: below a node, or at the top of a branch's chain. */
export type InsertPlace = { readonly afterNodeId: string } | { readonly branchId: string };

function placed(node: FlowNode, next: FlowNode | undefined): FlowNode {
  const copy = { ...node } as FlowNode;
  if (next) copy.next = next;
  else delete copy.next;
  return copy;
}

export function insertNode(flow: Flow, place: InsertPlace, node: FlowNode): Flow {
  if ('afterNodeId' in place) {
    return replaceNode(flow, place.afterNodeId, (before) => ({ ...before, next: placed(node, before.next) }) as FlowNode);
  }
  return replaceBranch(flow, place.branchId, (branch) => ({ ...branch, next: placed(node, branch.next) }));
}
