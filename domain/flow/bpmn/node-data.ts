/**
 * Our extension data (`approval:data`) of a node or branch: its type, id when BPMN had to change it, props
 * and any field we do not know, so that export → import gives the flow back. A file drawn by hand has none,
 * and the mappings then read what the BPMN attributes say.
 */
import type { FlowNode } from '../model/flow';
import type { BpmnData, BpmnElement } from './bpmn-model';
import { dataOf } from './mapping-context';

const NODE_KEYS = new Set(['id', 'type', 'name', 'props', 'next', 'branches']);

/** The fields of `record` that are not in `known`, or undefined when there are none. */
export function extraFields(record: Record<string, unknown>, known: ReadonlySet<string>): BpmnData | undefined {
  const extra = Object.entries(record).filter(([key]) => !known.has(key));
  return extra.length === 0 ? undefined : Object.fromEntries(extra);
}

/** The data of `node`, written as element `elementId` labelled `shownName` (a blank name is shown as the type's label). */
export function nodeData(node: FlowNode, elementId: string, shownName: string): BpmnData {
  const fields = extraFields(node, NODE_KEYS);
  return {
    type: node.type,
    props: node.props,
    ...(elementId !== node.id && { id: node.id }),
    ...(shownName !== node.name && { name: node.name }),
    ...(fields && { fields }),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node fields the element carries: id, name, props (from our data when present) and unknown fields. */
export function nodeBase(element: BpmnElement): { id: string; name: string; props: Record<string, unknown>; fields: Record<string, unknown>; hasData: boolean } {
  const data = dataOf(element);
  return {
    id: typeof data.id === 'string' ? data.id : element.id,
    name: typeof data.name === 'string' ? data.name : element.name,
    props: isRecord(data.props) ? data.props : {},
    fields: isRecord(data.fields) ? data.fields : {},
    hasData: isRecord(data.props),
  };
}

/** The node type our data names, if any. */
export const dataType = (element: BpmnElement): string | undefined => {
  const type = dataOf(element).type;
  return typeof type === 'string' ? type : undefined;
};
