/** Deep copies of nodes and branches with fresh ids (for 复制): the copy shares nothing mutable with the original. */
import { isBranchNode, type ConditionBranch, type FlowNode, type ParallelBranch } from '../model/flow';

/** A chain (a node and everything after it through `next`) with new ids; `onlyFirst` copies the node alone. */
export function cloneChain(first: FlowNode | undefined, newId: () => string, onlyFirst = false): FlowNode | undefined {
  if (!first) return undefined;
  const copies: FlowNode[] = [];
  for (let node: FlowNode | undefined = first; node; node = onlyFirst ? undefined : node.next) {
    const copy = structuredClone({ ...node, next: undefined }) as FlowNode;
    delete copy.next;
    copy.id = newId();
    if (isBranchNode(node) && isBranchNode(copy)) {
      copy.branches = node.branches.map((branch) => cloneBranch(branch, newId)) as typeof copy.branches;
    }
    copies.push(copy);
  }
  for (let i = copies.length - 2; i >= 0; i--) copies[i]!.next = copies[i + 1];
  return copies[0];
}

export function cloneBranch<B extends ConditionBranch | ParallelBranch>(branch: B, newId: () => string): B {
  const copy = structuredClone({ ...branch, next: undefined }) as B;
  delete copy.next;
  copy.id = newId();
  const chain = cloneChain(branch.next, newId);
  if (chain) copy.next = chain;
  return copy;
}
