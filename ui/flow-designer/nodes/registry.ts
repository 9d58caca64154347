/** The designer's side of every node type, by its `type` (one line per type). */
import type { FlowNode } from '../../../domain/flow';
import { TypeRegistry } from '../../../domain/flow/type-registry';
import { approverUi } from './approver/approver-ui';
import { ccUi } from './cc/cc-ui';
import { delayUi } from './delay/delay-ui';
import { conditionUi } from './condition/condition-ui';
import { handlerUi } from './handler/handler-ui';
import { inclusiveUi } from './inclusive/inclusive-ui';
import type { NodeUi } from './node-ui';
import { parallelUi } from './parallel/parallel-ui';
import { startUi } from './start/start-ui';
import { subflowUi } from './subflow/subflow-ui';
import { triggerUi } from './trigger/trigger-ui';
import { routerUi } from './router/router-ui';

const UIS = new TypeRegistry<NodeUi>('designer panel of node type');

/** Adds a node type's designer side (a type from outside this folder registers its own); twice is an error. */
export function registerNodeUi<N extends FlowNode>(ui: NodeUi<N>): void {
  UIS.register(ui as unknown as NodeUi);
}

for (const ui of [startUi, approverUi, handlerUi, ccUi, conditionUi, parallelUi, inclusiveUi,
  delayUi,
  triggerUi,
  subflowUi,
  routerUi,
] as unknown as readonly NodeUi[]) registerNodeUi(ui);

export const nodeUis = (): readonly NodeUi[] => UIS.all();

export function nodeUiOf(type: string): NodeUi | undefined {
  return UIS.get(type);
}

export function nodeUi<N extends FlowNode>(node: N): NodeUi<N> {
  const known = UIS.get(node.type);
  if (!known) throw new Error(`no designer panel for node type ${node.type}`);
  return known as unknown as NodeUi<N>;
}
