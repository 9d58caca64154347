/**
 * 抄送人 → a service task that never waits: camunda8 a job of type `approval-cc` with the users in the input
 * `ccUsers`; camunda7 / flowable an expression calling the `approval` bean's `cc(execution, users)`.
 */
import type { CcNode } from '../../model/flow';
import { assigneeListExpression, assigneeOfExpression } from '../assignee-expression';
import { bpmnMessages as m } from '../bpmn-messages';
import { nodeBase, nodeData } from '../node-data';
import type { NodeMapping } from '../node-mapping';

export const CC_TASK_TYPE = 'approval-cc';
export const CC_USERS_VARIABLE = 'ccUsers';

const JUEL_CC = /^approval\.cc\(\s*execution\s*,\s*(.*)\)$/;

export const ccMapping: NodeMapping<CcNode> = {
  type: 'cc',
  export(node, _from, context) {
    const id = context.idOf(node.id);
    const name = node.name || '抄送人';
    const d = context.dialect;
    const users = assigneeListExpression(node.props.assignee, node.id, d);
    const call = d.target === 'camunda8' ? {} : { expression: d.wrap(`approval.cc(execution, ${users})`) };
    context.add({ kind: 'serviceTask', id, name, taskType: CC_TASK_TYPE, inputs: [{ target: CC_USERS_VARIABLE, source: d.wrap(users) }], ...call, data: nodeData(node, id, name) });
    return { source: id };
  },
  accepts: (element) => element.kind === 'serviceTask',
  import(element, context) {
    if (element.kind !== 'serviceTask') return undefined;
    const base = nodeBase(element);
    const node: CcNode = { ...base.fields, id: base.id, type: 'cc', name: base.name, props: base.props };
    if (base.hasData) return { node, continueFrom: element.id };
    const d = context.dialect;
    const input = element.inputs.find((entry) => entry.target === CC_USERS_VARIABLE);
    const juel = element.expression === undefined ? undefined : JUEL_CC.exec(d.unwrap(element.expression) ?? '');
    const list = juel ? juel[1] : input ? d.unwrap(input.source) : undefined;
    if (element.taskType !== CC_TASK_TYPE && !juel) context.problem(element.id, m.notCcTask);
    const assignee = list === undefined ? undefined : assigneeOfExpression(list);
    if (!assignee) context.problem(element.id, m.noAssignee);
    else node.props = { assignee };
    return { node, continueFrom: element.id };
  },
};
