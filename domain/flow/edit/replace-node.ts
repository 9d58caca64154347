/**
 * The one primitive every tree edit is built on: replace a node (found by id anywhere in the tree) and copy
 * only the path from the root to it. The nodes before it in its chain and the groups around it are copied
 * with their new `next` / `branches`; everything else is shared, so an unchanged card keeps its object and
 * the canvas re-renders only what changed. An edit that changes nothing returns the same flow.
 */
import type { BranchNode, ConditionBranch, Flow, FlowNode, ParallelBranch, StartNode } from '../model/flow';
import { isBranchNode } from '../model/flow';

/** Gives the node's replacement: a changed copy, the same node (nothing to do), or what takes its place. */
export type NodeEdit = (node: FlowNode) => FlowNode | undefined;

const NOT_HERE = Symbol('not here');

/** Rebuilds a chain whose node after `before` became `replacement` (undefined: the chain ends there). */
function relink(before: readonly FlowNode[], replacement: FlowNode | undefined): FlowNode | undefined {
  let result = replacement;
  for (let i = before.length - 1; i >= 0; i--) result = { ...before[i]!, next: result } as FlowNode;
  return result;
}

function withBranchChain(group: BranchNode, index: number, first: FlowNode | undefined): BranchNode {
  const branches = [...group.branches] as (ConditionBranch | ParallelBranch)[];
  const branch = { ...branches[index]! };
  if (first) branch.next = first;
  else delete branch.next;
  branches[index] = branch;
  return { ...group, branches } as BranchNode;
}

/** The chain starting at `first` with the node `id` replaced, or NOT_HERE when the chain does not hold it. */
function replaceIn(first: FlowNode | undefined, id: string, edit: NodeEdit): FlowNode | undefined | typeof NOT_HERE {
  const before: FlowNode[] = [];
  for (let node = first; node; node = node.next) {
    if (node.id === id) {
      const replacement = edit(node);
      return replacement === node ? first : relink(before, replacement);
    }
    if (isBranchNode(node)) {
      for (let i = 0; i < node.branches.length; i++) {
        const branch = node.branches[i]!;
        const chain = replaceIn(branch.next, id, edit);
        if (chain === NOT_HERE) continue;
        return chain === branch.next ? first : relink(before, withBranchChain(node, i, chain));
      }
    }
    before.push(node);
  }
  return NOT_HERE;
}

/** The flow with node `id` replaced by `edit(node)`; the same flow when the node is unknown or unchanged. */
export function replaceNode(flow: Flow, id: string, edit: NodeEdit): Flow {
  const root = replaceIn(flow.root, id, edit);
  if (root === NOT_HERE || root === flow.root) return flow;
  // The start node is never replaced by nothing: edits that remove refuse the root themselves.
  return root ? { ...flow, root: root as StartNode } : flow;
}

/** The group that holds a branch, by the branch id. */
export function groupOfBranch(flow: Flow, branchId: string): BranchNode | undefined {
  const stack: Array<FlowNode | undefined> = [flow.root];
  while (stack.length > 0) {
    for (let node = stack.pop(); node; node = node.next) {
      if (!isBranchNode(node)) continue;
      for (const branch of node.branches) {
        if (branch.id === branchId) return node;
        stack.push(branch.next);
      }
    }
  }
  return undefined;
}

/** Replaces one branch of the group that holds it (the branch's own fields and its chain). */
export function replaceBranch(flow: Flow, branchId: string, edit: (branch: ConditionBranch | ParallelBranch) => ConditionBranch | ParallelBranch): Flow {
  const group = groupOfBranch(flow, branchId);
  if (!group) return flow;
  return replaceNode(flow, group.id, (node) => {
    const current = node as BranchNode;
    const index = current.branches.findIndex((branch) => branch.id === branchId);
    const branch = current.branches[index]!;
    const next = edit(branch);
    if (next === branch) return node;
    const branches = [...current.branches] as (ConditionBranch | ParallelBranch)[];
    branches[index] = next;
    return { ...current, branches } as BranchNode;
  });
}
