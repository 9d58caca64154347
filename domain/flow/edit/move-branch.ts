/**
 * 左移 / 右移 a branch: a condition branch swaps priority with its neighbour (其他情况 stays last and cannot
 * move); a parallel branch swaps places.
 */
import type { BranchNode, ConditionBranch, Flow } from '../model/flow';
import { orderedBranches, withBranches } from './branch-order';
import { groupOfBranch, replaceNode } from './replace-node';

/** Whether the branch can move by `delta` (−1 left, +1 right). */
export function canMoveBranch(group: BranchNode, branchId: string, delta: -1 | 1): boolean {
  const ordered = orderedBranches(group);
  const from = ordered.findIndex((branch) => branch.id === branchId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ordered.length) return false;
  return !(ordered[from] as ConditionBranch).default && !(ordered[to] as ConditionBranch).default;
}

export function moveBranch(flow: Flow, branchId: string, delta: -1 | 1): Flow {
  const group = groupOfBranch(flow, branchId);
  if (!group || !canMoveBranch(group, branchId, delta)) return flow;
  return replaceNode(flow, group.id, () => {
    const ordered = orderedBranches(group);
    const from = ordered.findIndex((branch) => branch.id === branchId);
    [ordered[from], ordered[from + delta]] = [ordered[from + delta]!, ordered[from]!];
    return withBranches(group, ordered);
  });
}
