/** 发起人 → the start event; the applicant's user id is the `initiator` variable (camunda7/flowable set it). */
import type { StartNode } from '../../model/flow';
import { nodeBase, nodeData } from '../node-data';
import type { NodeMapping } from '../node-mapping';

export const INITIATOR_VARIABLE = 'initiator';

export const startMapping: NodeMapping<StartNode> = {
  type: 'start',
  export(node, _from, context) {
    const id = context.idOf(node.id);
    const initiator = context.dialect.target === 'camunda8' ? {} : { initiatorVariable: INITIATOR_VARIABLE };
    const name = node.name || '发起人';
    context.add({ kind: 'startEvent', id, name, data: nodeData(node, id, name), ...initiator });
    return { source: id };
  },
  accepts: (element) => element.kind === 'startEvent',
  import(element) {
    const base = nodeBase(element);
    return { node: { ...base.fields, id: base.id, type: 'start', name: base.name, props: base.props }, continueFrom: element.id };
  },
};
