/** 添加条件 / 添加分支: a new empty branch at the end (a condition group's new branch goes before 其他情况). */
import { isBranchNode, type BranchNode, type Flow } from '../model/flow';
import { freshBranchName, isConditionalGroup, orderedBranches, withBranches, type AnyBranch } from './branch-order';
import { replaceNode } from './replace-node';

export function addBranch(flow: Flow, groupId: string, branchId: string): Flow {
  return replaceNode(flow, groupId, (node) => {
    if (!isBranchNode(node)) return node;
    const group = node as BranchNode;
    const name = freshBranchName(group);
    const branch: AnyBranch = isConditionalGroup(group) ? { id: branchId, name, priority: 0, conditions: [] } : { id: branchId, name };
    return withBranches(group, [...orderedBranches(group), branch]);
  });
}
