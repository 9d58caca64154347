/**
 * The order of a group's branches as the canvas draws them: a condition group's branches by priority with the
 * default one (其他情况) last, renumbered 1..n after every change so that priorities stay what the user sees.
 */
import type { BranchNode, ConditionBranch, ConditionNode, ParallelBranch } from '../model/flow';
import { branchesInOrder } from '../nodes/condition-node';

export type AnyBranch = ConditionBranch | ParallelBranch;

export function orderedBranches(group: BranchNode): AnyBranch[] {
  return group.type === 'condition' ? branchesInOrder(group) : [...group.branches];
}

/** The group with `branches` in this order (a condition group's priorities renumbered, the default last). */
export function withBranches(group: BranchNode, branches: readonly AnyBranch[]): BranchNode {
  if (group.type !== 'condition') return { ...group, branches: branches as ParallelBranch[] };
  const ordered = [...branches.filter((b) => !(b as ConditionBranch).default), ...branches.filter((b) => (b as ConditionBranch).default)] as ConditionBranch[];
  const renumbered = ordered.map((branch, i) => (branch.priority === i + 1 ? branch : { ...branch, priority: i + 1 }));
  return { ...group, branches: renumbered } as ConditionNode;
}

/** A name not yet used in the group: 条件1, 条件2, … (分支1, … for a parallel group). */
export function freshBranchName(group: BranchNode): string {
  const prefix = group.type === 'condition' ? '条件' : '分支';
  const names = new Set(group.branches.map((branch) => branch.name));
  let n = group.branches.filter((branch) => !(branch as ConditionBranch).default).length + 1;
  while (names.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}
