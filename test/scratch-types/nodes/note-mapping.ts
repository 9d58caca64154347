/**
 * The scratch 备注 node's BPMN shape (test/scratch-types/nodes/note-node.ts): a service task of type
 * `approval-note` that does nothing, its text in our data. Read back from our data only.
 */
import { nodeBase, nodeData } from '../../../domain/flow/bpmn/node-data';
import type { NodeMapping } from '../../../domain/flow/bpmn/node-mapping';
import type { NoteNode } from './note-node';

export const NOTE_TASK_TYPE = 'approval-note';

export const noteMapping: NodeMapping<NoteNode> = {
  type: 'note',
  export(node, _from, context) {
    const id = context.idOf(node.id);
    const name = node.name || '备注';
    context.add({ kind: 'serviceTask', id, name, taskType: NOTE_TASK_TYPE, inputs: [], data: nodeData(node, id, name) });
    return { source: id };
  },
  accepts: (element) => element.kind === 'serviceTask' && element.taskType === NOTE_TASK_TYPE,
  import(element) {
    if (element.kind !== 'serviceTask') return undefined;
    const base = nodeBase(element);
    return { node: { ...base.fields, id: base.id, type: 'note', name: base.name, props: base.props }, continueFrom: element.id };
  },
};
