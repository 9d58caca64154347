/**
 * What a node type's mapping may ask of the export and the import while they walk the flow or the BPMN
 * graph. The walkers (flow-to-bpmn.ts, bpmn-to-flow.ts) implement it; a mapping never walks on its own.
 */
import type { Control } from '../../model/control';
import type { Flow, FlowNode } from '../model/flow';
import type { BpmnData, BpmnElement, BpmnProcessModel, BpmnSequenceFlow } from './bpmn-model';
import type { ExpressionDialect } from './expression-dialect';

/** A sequence flow waiting for its target: where it comes from and what it carries. */
export interface PendingLink {
  source: string;
  name?: string;
  condition?: string;
  data?: BpmnData;
  /** The gateway's default flow (其他情况). */
  isDefault?: boolean;
}

export interface ExportContext {
  /** The flow being exported (a reject path leads back to its first node). */
  readonly flow: Flow;
  readonly dialect: ExpressionDialect;
  readonly controlsById: ReadonlyMap<string, Control>;
  /** The flow admins (whenEmpty: toAdmin). */
  readonly admins: readonly string[];
  /** A fresh element id built from `base`. */
  newId(base: string): string;
  /** The element id of the process's end event (结束: a 路由分支's route may lead there). */
  readonly endId: string;
  /** The element id of a node or branch id (its own when it is an XML name). */
  idOf(id: string): string;
  add(element: BpmnElement): void;
  /** Creates the sequence flow of `link` into `target`; returns its id. */
  connect(link: PendingLink, target: string): string;
  /** Exports a chain of nodes that starts at `first`, entered by `from`; returns the link out of its end. */
  chain(first: FlowNode | undefined, from: PendingLink): PendingLink;
}

export interface ImportContext {
  readonly dialect: ExpressionDialect;
  readonly model: BpmnProcessModel;
  outgoing(elementId: string): BpmnSequenceFlow[];
  incoming(elementId: string): BpmnSequenceFlow[];
  element(elementId: string): BpmnElement | undefined;
  problem(elementId: string, message: string): void;
  /** Reads the chain of nodes that starts at element `first` and ends at `stopAt` (a join) or an end event. */
  chain(first: string, stopAt?: string): FlowNode | undefined;
  /** The gateway where the branches leaving `split` meet again. */
  joinOf(split: string): string | undefined;
  /** Marks an element read although no sequence flow leads to it (a timer on a task's border and its path). */
  visit(elementId: string): void;
}

/** Our data of an element or flow, as a record (absent or not an object: empty). */
export const dataOf = (carrier: { data?: BpmnData }): BpmnData => (carrier.data && typeof carrier.data === 'object' ? carrier.data : {});
