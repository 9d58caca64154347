/**
 * The BPMN mapping of one node type: how its node becomes BPMN elements for a target, and how those elements
 * (as we export them, or drawn by hand in Camunda Modeler) read back. One module per node type in nodes/,
 * collected in mapping-registry.ts; a new node type adds one module.
 */
import type { FlowNode } from '../model/flow';
import type { BpmnElement } from './bpmn-model';
import type { ExportContext, ImportContext, PendingLink } from './mapping-context';

export interface NodeImport {
  node: FlowNode;
  /** The element whose outgoing flow leads to the next node (the element itself, or a group's join). */
  continueFrom: string;
  /** The flow out of `continueFrom` that leads on, when it has several (a reject path's gateway: its default). */
  continueVia?: string;
}

export interface NodeMapping<N extends FlowNode = FlowNode> {
  type: N['type'];
  /** Writes the node's elements, entered by `from`; returns the link out of them. */
  export(node: N, from: PendingLink, context: ExportContext): PendingLink;
  /** Whether a BPMN element without our data is this type's shape (user task → 审批人, …). */
  accepts(element: BpmnElement, context: ImportContext): boolean;
  /** The node the element stands for (its `next` is set by the walker), or undefined after reporting problems. */
  import(element: BpmnElement, context: ImportContext): NodeImport | undefined;
}
