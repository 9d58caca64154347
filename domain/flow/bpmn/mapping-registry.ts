/**
 * Every node type's BPMN mapping, by node type. Issue 26's types (handler, inclusive, delay, trigger,
 * subflow) add one module each in nodes/ and one line here.
 */
import type { FlowNode } from '../model/flow';
import { TypeRegistry } from '../type-registry';
import type { BpmnElement } from './bpmn-model';
import type { ImportContext } from './mapping-context';
import { dataType } from './node-data';
import type { NodeMapping } from './node-mapping';
import { approverMapping } from './nodes/approver-mapping';
import { ccMapping } from './nodes/cc-mapping';
import { conditionMapping } from './nodes/condition-mapping';
import { delayMapping } from './nodes/delay-mapping';
import { handlerMapping } from './nodes/handler-mapping';
import { inclusiveMapping } from './nodes/inclusive-mapping';
import { parallelMapping } from './nodes/parallel-mapping';
import { startMapping } from './nodes/start-mapping';
import { subflowMapping } from './nodes/subflow-mapping';
import { triggerMapping } from './nodes/trigger-mapping';
import { routerMapping } from './nodes/router-mapping';

// The trigger and the subflow come before 抄送: a service task that is a REST connector, a set-fields job or a
// start-subflow job is a 触发器 or a 子流程; any other is 抄送.
// The router before 条件分支: both are exclusive gateways, and only our data makes one a router.
const MAPPINGS = new TypeRegistry<NodeMapping>('BPMN mapping of node type');

/**
 * Adds a node type's BPMN mapping (a type from outside this folder registers its own). Import tries the mappings
 * in this order; a type mapped twice is an error.
 */
export function registerBpmnMapping<N extends FlowNode>(mapping: NodeMapping<N>): void {
  MAPPINGS.register(mapping as unknown as NodeMapping);
}

for (const mapping of [startMapping, approverMapping, handlerMapping, triggerMapping, subflowMapping, ccMapping, routerMapping, conditionMapping, parallelMapping, inclusiveMapping,
  delayMapping,
] as unknown as readonly NodeMapping[]) registerBpmnMapping(mapping);

export const bpmnMappingOf = (type: string): NodeMapping | undefined => MAPPINGS.get(type);

export function bpmnMapping<N extends FlowNode>(node: N): NodeMapping<N> {
  const mapping = MAPPINGS.get(node.type);
  if (!mapping) throw new Error(`no BPMN mapping for node type ${node.type}`);
  return mapping as unknown as NodeMapping<N>;
}

/** The mapping of an element: the type our data names, else the first whose shape it has. */
export function mappingForElement(element: BpmnElement, context: ImportContext): NodeMapping | undefined {
  const named = dataType(element);
  const byData = named === undefined ? undefined : MAPPINGS.get(named);
  if (byData && byData.accepts(element, context)) return byData;
  return MAPPINGS.all().find((mapping) => mapping.accepts(element, context));
}
