/**
 * Structure lookups over a parsed flow, built once per flow object (memoised): every node by id, and for each
 * node the branch its chain belongs to (none for the main chain) and every enclosing (group, branch) pair.
 */
import type { BranchNode, ConditionBranch, Flow, FlowNode, ParallelBranch } from './flow';
import { isBranchNode } from './flow';

export interface BranchPlace {
  group: BranchNode;
  branch: ConditionBranch | ParallelBranch;
}

export interface FlowIndex {
  readonly flow: Flow;
  node(id: string): FlowNode | undefined;
  /** Every node, in tree order (a node, its branches' nodes, then its next). */
  readonly nodes: readonly FlowNode[];
  /** The branch whose chain holds the node; undefined on the main chain. */
  placeOf(nodeId: string): BranchPlace | undefined;
  /** Enclosing (group, branch) pairs, innermost first. */
  enclosing(nodeId: string): readonly BranchPlace[];
}

const cache = new WeakMap<Flow, FlowIndex>();

export function indexFlow(flow: Flow): FlowIndex {
  const known = cache.get(flow);
  if (known) return known;
  const byId = new Map<string, FlowNode>();
  const places = new Map<string, BranchPlace[]>();
  const nodes: FlowNode[] = [];
  const visit = (first: FlowNode | undefined, enclosing: BranchPlace[]) => {
    for (let node = first; node; node = node.next) {
      if (byId.has(node.id)) break; // a repeated id (refused by parseFlow) must not loop here
      byId.set(node.id, node);
      nodes.push(node);
      places.set(node.id, enclosing);
      if (isBranchNode(node)) {
        for (const branch of node.branches) visit(branch.next, [{ group: node, branch }, ...enclosing]);
      }
    }
  };
  visit(flow.root, []);
  const index: FlowIndex = {
    flow,
    nodes,
    node: (id) => byId.get(id),
    placeOf: (id) => places.get(id)?.[0],
    enclosing: (id) => places.get(id) ?? [],
  };
  cache.set(flow, index);
  return index;
}
