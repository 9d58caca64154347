/** 复制 a node: the copy (a group with all its branches and their nodes) goes right below the original, with new ids. */
import type { Flow, FlowNode } from '../model/flow';
import { indexFlow } from '../model/flow-index';
import { cloneChain } from './clone-chain';
import { insertNode } from './insert-node';

export interface CopyResult {
  readonly flow: Flow;
  /** The copy's id; undefined when nothing was copied (the start node, an unknown id). */
  readonly copyId: string | undefined;
}

export function copyNode(flow: Flow, nodeId: string, newId: () => string): CopyResult {
  const node = indexFlow(flow).node(nodeId);
  if (!node || node.type === 'start') return { flow, copyId: undefined };
  const copy = cloneChain(node, newId, true) as FlowNode;
  return { flow: insertNode(flow, { afterNodeId: nodeId }, copy), copyId: copy.id };
}
