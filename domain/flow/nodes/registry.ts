/** Every node type, by its `type`. */
import type { FlowNode, NodeType as NodeTypeName } from '../model/flow';
import { TypeRegistry } from '../type-registry';
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

const TYPES = new TypeRegistry<NodeType>('node type');

/**
 * Adds a node type (a type from outside this folder — a plug-in, a test's own type — calls it itself): the + menu,
 * the reader, the checks, the route preview, the runner and the CLI's help read it from here on. Its designer
 * panel and its BPMN mapping register beside it. A type registered twice is an error.
 */
export function registerNodeType<N extends FlowNode>(type: NodeType<N>): void {
  TYPES.register(type as unknown as NodeType);
}

// Every node type of this folder, in the order of the + menu: a new type is one line here.
registerNodeType(startNode);
registerNodeType(approverNode);
registerNodeType(handlerNode);
registerNodeType(ccNode);
registerNodeType(conditionNode);
registerNodeType(parallelNode);
registerNodeType(inclusiveNode);
registerNodeType(delayNode);
registerNodeType(triggerNode);
registerNodeType(subflowNode);
registerNodeType(routerNode);

/** Every node type, in the order of the designer's + menu. */
export const nodeTypes = (): readonly NodeType[] => TYPES.all();

/** The types the designer's + menu offers (the start node is only ever the root). */
export const addableNodeTypes = (): readonly NodeType[] => TYPES.all().filter((type) => type.addable);

export function nodeTypeOf(type: NodeTypeName | string): NodeType | undefined {
  return TYPES.get(type);
}

export function nodeType<N extends FlowNode>(node: N): NodeType<N> {
  const known = TYPES.get(node.type);
  if (!known) throw new Error(`unknown node type ${node.type}`);
  return known as unknown as NodeType<N>;
}
