/**
 * The order of a group's branches as the canvas draws them: a condition group's branches by priority with the
 * default one (其他情况) last, renumbered 1..n after every change so that priorities stay what the user sees.
 */
import type { BranchNode, ConditionBranch, ConditionalNode, ParallelBranch } from '../model/flow';
import { branchesInOrder } from '../nodes/condition-node';
import { nodeType } from '../nodes/registry';

export type AnyBranch = ConditionBranch | ParallelBranch;

/** The group's branches carry conditions and priorities (条件分支, 包容分支). */
export const isConditionalGroup = (group: BranchNode): group is ConditionalNode => nodeType(group).group?.conditional === true;

export function orderedBranches(group: BranchNode): AnyBranch[] {
  return isConditionalGroup(group) ? branchesInOrder(group) : [...group.branches];
}

/** The group with `branches` in this order (a condition group's priorities renumbered, the default last). */
export function withBranches(group: BranchNode, branches: readonly AnyBranch[]): BranchNode {
  if (!isConditionalGroup(group)) return { ...group, branches: branches as ParallelBranch[] } as BranchNode;
  const ordered = [...branches.filter((b) => !(b as ConditionBranch).default), ...branches.filter((b) => (b as ConditionBranch).default)] as ConditionBranch[];
  const renumbered = ordered.map((branch, i) => (branch.priority === i + 1 ? branch : { ...branch, priority: i + 1 }));
  return { ...group, branches: renumbered } as ConditionalNode;
}

/** A name not yet used in the group: 条件1, 条件2, … (分支1, … for a parallel group). */
export function freshBranchName(group: BranchNode): string {
  const prefix = isConditionalGroup(group) ? '条件' : '分支';
  const names = new Set(group.branches.map((branch) => branch.name));
  let n = group.branches.filter((branch) => !(branch as ConditionBranch).default).length + 1;
  while (names.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}
