/** Deleting a node: the nodes after it move up; a group goes with all its branches and their nodes. The start node stays. */
import type { Flow } from '../model/flow';
import { replaceNode } from './replace-node';

export function removeNode(flow: Flow, nodeId: string): Flow {
  if (nodeId === flow.root.id) return flow;
  return replaceNode(flow, nodeId, (node) => node.next);
}
