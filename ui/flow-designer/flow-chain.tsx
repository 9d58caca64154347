import { memo } from 'react';
import { isBranchNode, type FlowNode } from '../../domain/flow';
import { AddNodeButton } from './add-node-button';
import { BranchGroup } from './branch-group';
import { NodeCard } from './node-card';

/** Whether two nodes look the same on the canvas: every field but `next` (what follows is drawn by the chain). */
function sameCard(a: { node: FlowNode }, b: { node: FlowNode }): boolean {
  if (a.node === b.node) return true;
  const keys = Object.keys(a.node);
  if (keys.length !== Object.keys(b.node).length) return false;
  return keys.every((key) => key === 'next' || Object.is(a.node[key], b.node[key]));
}

/**
 * One node and the "+" below it. Memoised on everything but `next`: an edit copies the nodes before the changed
 * one (their `next` changes), and those cards must not re-render.
 */
const NodeBlock = memo(function NodeBlock({ node }: { node: FlowNode }) {
  return (
    <>
      {isBranchNode(node) ? <BranchGroup group={node} Chain={FlowChain} /> : <NodeCard node={node} />}
      <AddNodeButton place={{ afterNodeId: node.id }} />
    </>
  );
}, sameCard);

/** A chain of nodes (the main one, or a branch's), top to bottom. */
export function FlowChain({ first }: { first: FlowNode | undefined }) {
  const blocks = [];
  for (let node = first; node; node = node.next) blocks.push(<NodeBlock key={node.id} node={node} />);
  return <>{blocks}</>;
}
