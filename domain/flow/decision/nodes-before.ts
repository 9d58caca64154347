/**
 * The nodes an instance has passed on its way to a node: the earlier nodes of its chain and, for a node inside
 * a branch, everything before the group (never a sibling branch, which may not have run).
 */
import { isBranchNode, type Flow, type FlowNode } from '../model/flow';

export function nodesBefore(flow: Flow, nodeId: string): FlowNode[] {
  let found: FlowNode[] | undefined;
  const visit = (first: FlowNode | undefined, before: FlowNode[]) => {
    const passed = [...before];
    for (let node = first; node && !found; node = node.next) {
      if (node.id === nodeId) {
        found = passed;
        return;
      }
      if (isBranchNode(node)) for (const branch of node.branches) visit(branch.next, passed);
      passed.push(node);
    }
  };
  visit(flow.root, []);
  return found ?? [];
}
