/**
 * 子流程 → a call activity of the child flow's process: camunda8 `zeebe:calledElement` (processId = flowId)
 * with the field mapping as `zeebe:ioMapping` inputs (child control ← `=parentControl`); camunda7 / flowable
 * the BPMN `calledElement` attribute, the mapping, initiator and wait kept in our data.
 */
import type { SubflowNode } from '../../model/flow';
import { nodeBase, nodeData } from '../node-data';
import type { NodeMapping } from '../node-mapping';

export const subflowMapping: NodeMapping<SubflowNode> = {
  type: 'subflow',
  export(node, _from, context) {
    const id = context.idOf(node.id);
    const name = node.name || '子流程';
    const spec = node.props.subflow;
    const inputs = Object.entries(spec?.fieldMap ?? {}).map(([child, parent]) => ({ target: child, source: context.dialect.wrap(parent) }));
    context.add({ kind: 'callActivity', id, name, calledElement: spec?.flowId ?? '', inputs, data: nodeData(node, id, name) });
    return { source: id };
  },
  accepts: (element) => element.kind === 'callActivity',
  import(element, context) {
    if (element.kind !== 'callActivity') return undefined;
    const base = nodeBase(element);
    const node: SubflowNode = { ...base.fields, id: base.id, type: 'subflow', name: base.name, props: base.props };
    if (base.hasData) return { node, continueFrom: element.id };
    const fieldMap = Object.fromEntries(element.inputs.map(({ target, source }) => [target, context.dialect.unwrap(source) ?? source]));
    node.props = { subflow: { flowId: element.calledElement, fieldMap, initiator: 'initiator', wait: true } };
    return { node, continueFrom: element.id };
  },
};
