/** Every node type, by its `type`. */
import type { FlowNode, NodeType as NodeTypeName } from '../model/flow';
import { approverNode } from './approver-node';
import { ccNode } from './cc-node';
import { delayNode } from './delay-node';
import { conditionNode } from './condition-node';
import { handlerNode } from './handler-node';
import { inclusiveNode } from './inclusive-node';
import type { NodeType } from './node-type';
import { parallelNode } from './parallel-node';
import { startNode } from './start-node';
import { subflowNode } from './subflow-node';
import { triggerNode } from './trigger-node';
import { routerNode } from './router-node';

const TYPES = [startNode, approverNode, handlerNode, ccNode, conditionNode, parallelNode, inclusiveNode,
  delayNode,
  triggerNode,
  subflowNode,
  routerNode,
] as unknown as ReadonlyArray<NodeType>;
const BY_TYPE = new Map<string, NodeType>(TYPES.map((type) => [type.type, type]));

/** Every node type, in the order of the designer's + menu. */
export const nodeTypes = (): readonly NodeType[] => TYPES;

/** The types the designer's + menu offers (the start node is only ever the root). */
export const addableNodeTypes = (): readonly NodeType[] => TYPES.filter((type) => type.addable);

export function nodeTypeOf(type: NodeTypeName | string): NodeType | undefined {
  return BY_TYPE.get(type);
}

export function nodeType<N extends FlowNode>(node: N): NodeType<N> {
  const known = BY_TYPE.get(node.type);
  if (!known) throw new Error(`unknown node type ${node.type}`);
  return known as unknown as NodeType<N>;
}
