/** 复制条件 / 复制分支: a copy of the branch with its nodes (new ids) right after it; 其他情况 is not copied. */
import type { ConditionBranch, Flow } from '../model/flow';
import { orderedBranches, withBranches } from './branch-order';
import { cloneBranch } from './clone-chain';
import { groupOfBranch, replaceNode } from './replace-node';

export interface BranchCopyResult {
  readonly flow: Flow;
  readonly copyId: string | undefined;
}

export function copyBranch(flow: Flow, branchId: string, newId: () => string): BranchCopyResult {
  const group = groupOfBranch(flow, branchId);
  const branch = group?.branches.find((b) => b.id === branchId);
  if (!group || !branch || (branch as ConditionBranch).default) return { flow, copyId: undefined };
  const copy = cloneBranch(branch, newId);
  const next = replaceNode(flow, group.id, () => {
    const ordered = orderedBranches(group);
    ordered.splice(ordered.findIndex((b) => b.id === branchId) + 1, 0, copy);
    return withBranches(group, ordered);
  });
  return { flow: next, copyId: copy.id };
}
