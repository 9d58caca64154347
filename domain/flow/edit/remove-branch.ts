/**
 * Deleting a branch with its nodes. 其他情况 cannot be deleted. When a single branch would remain, the group
 * dissolves as in DingTalk: the remaining branch's nodes take the group's place, followed by what followed it.
 */
import type { BranchNode, ConditionBranch, Flow, FlowNode } from '../model/flow';
import { orderedBranches, withBranches } from './branch-order';
import { groupOfBranch, replaceNode } from './replace-node';

/** The chain `first` with `tail` appended after its last node. */
function append(first: FlowNode | undefined, tail: FlowNode | undefined): FlowNode | undefined {
  const nodes: FlowNode[] = [];
  for (let node: FlowNode | undefined = first; node; node = node.next) nodes.push(node);
  let result = tail;
  for (let i = nodes.length - 1; i >= 0; i--) {
    const copy = { ...nodes[i]! } as FlowNode;
    if (result) copy.next = result;
    else delete copy.next;
    result = copy;
  }
  return result;
}

export function canRemoveBranch(group: BranchNode, branchId: string): boolean {
  const branch = group.branches.find((b) => b.id === branchId);
  return branch !== undefined && !(branch as ConditionBranch).default;
}

export function removeBranch(flow: Flow, branchId: string): Flow {
  const group = groupOfBranch(flow, branchId);
  if (!group || !canRemoveBranch(group, branchId)) return flow;
  return replaceNode(flow, group.id, () => {
    const rest = orderedBranches(group).filter((branch) => branch.id !== branchId);
    if (rest.length >= 2) return withBranches(group, rest);
    return append(rest[0]?.next, group.next);
  });
}
