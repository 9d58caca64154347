/**
 * Flow → a plain BPMN process for one target: a start event, each node's elements (asked of its mapping),
 * and an end event, joined by sequence flows. Entry point: `flowToBpmn(flow, form, target)`.
 */
import type { Form } from '../../model/form';
import { controlsByIdOf } from '../model/flow-context';
import { isBranchNode, settingsOf, type Flow, type FlowNode } from '../model/flow';
import type { BpmnElement, BpmnProcessModel, BpmnSequenceFlow, BpmnTarget } from './bpmn-model';
import { dialectOf } from './expression-dialect';
import type { ExportContext, PendingLink } from './mapping-context';
import { bpmnMapping } from './mapping-registry';
import { extraFields } from './node-data';
import { toXmlId } from './xml-id';

const FLOW_KEYS = new Set(['id', 'name', 'root']);

/** Every id the flow uses (nodes and branches), so that made-up ids never collide with them. */
function idsIn(node: FlowNode | undefined, into: Set<string>): Set<string> {
  for (let current = node; current; current = current.next) {
    into.add(toXmlId(current.id));
    if (isBranchNode(current)) for (const branch of current.branches) {
      into.add(toXmlId(branch.id));
      idsIn(branch.next, into);
    }
  }
  return into;
}

export function flowToBpmn(flow: Flow, form: Form, target: BpmnTarget): BpmnProcessModel {
  const elements: BpmnElement[] = [];
  const flows: BpmnSequenceFlow[] = [];
  const used = idsIn(flow.root, new Set<string>());
  const newId = (base: string): string => {
    let id = toXmlId(base);
    for (let n = 2; used.has(id); n++) id = `${toXmlId(base)}_${n}`;
    used.add(id);
    return id;
  };
  const end = newId('end');
  const context: ExportContext = {
    flow,
    endId: end,
    dialect: dialectOf(target),
    controlsById: controlsByIdOf(form),
    admins: settingsOf(flow).admins,
    newId,
    idOf: toXmlId,
    add: (element) => void elements.push(element),
    connect(link: PendingLink, targetId: string): string {
      const id = newId(`flow_${link.source}_${targetId}`);
      flows.push({
        id, source: link.source, target: targetId,
        ...(link.name !== undefined && link.name !== '' && { name: link.name }),
        ...(link.condition !== undefined && { condition: link.condition }),
        ...(link.data && { data: link.data }),
      });
      if (link.isDefault) {
        const gateway = elements.find((element) => element.id === link.source);
        if (gateway && (gateway.kind === 'exclusiveGateway' || gateway.kind === 'parallelGateway' || gateway.kind === 'inclusiveGateway')) gateway.defaultFlow = id;
      }
      return id;
    },
    chain(first: FlowNode | undefined, from: PendingLink): PendingLink {
      let link = from;
      for (let node = first; node; node = node.next) {
        const entered = link;
        const before = elements.length;
        link = bpmnMapping(node).export(node, entered, context);
        // The node's first element is where the incoming link ends.
        context.connect(entered, elements[before].id);
      }
      return link;
    },
  };
  const start = bpmnMapping(flow.root).export(flow.root, { source: '' }, context);
  const last = context.chain(flow.root.next, start);
  elements.push({ kind: 'endEvent', id: end, name: '结束' });
  context.connect(last, end);
  const fields = extraFields(flow, FLOW_KEYS);
  return { id: toXmlId(flow.id), name: flow.name, target, elements, flows, data: { id: flow.id, ...(fields && { fields }) } };
}
