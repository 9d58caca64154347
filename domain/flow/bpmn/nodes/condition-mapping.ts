/**
 * 条件分支 → an exclusive gateway whose outgoing flows are the branches in priority order (engines try them
 * in document order), each with its conditions as one expression, and 其他情况 as the gateway's default flow.
 */
import { branchesInOrder } from '../../nodes/condition-node';
import type { ConditionBranch, ConditionNode } from '../../model/flow';
import { bpmnMessages as m } from '../bpmn-messages';
import { branchExpression } from '../condition-expression';
import { dataType } from '../node-data';
import type { NodeMapping } from '../node-mapping';
import { exportGroup, importGroup } from './group-mapping';

export const conditionMapping: NodeMapping<ConditionNode> = {
  type: 'condition',
  export(node, _from, context) {
    const links = branchesInOrder(node).map((branch) => ({
      branch,
      index: node.branches.indexOf(branch),
      ...(branch.default
        ? { isDefault: true }
        : { condition: context.dialect.wrap(branchExpression(branch.conditions, context.controlsById, context.dialect)) }),
    }));
    return exportGroup(node, 'exclusiveGateway', '条件分支', links, context);
  },
  // A gateway with one way out is a group only when our data says so (a group with a single branch).
  accepts: (element, context) => element.kind === 'exclusiveGateway' && (context.outgoing(element.id).length > 1 || dataType(element) === 'condition'),
  import(element, context) {
    const defaultFlow = element.kind === 'exclusiveGateway' ? element.defaultFlow : undefined;
    if (defaultFlow === undefined) context.problem(element.id, m.noDefaultBranch);
    return importGroup(element, 'condition', context, (flow, position): ConditionBranch => {
      const isDefault = flow.id === defaultFlow;
      // Expressions are not parsed back into conditions: the branch is kept, and the problem says so.
      if (!isDefault && flow.condition !== undefined) context.problem(flow.id, m.unknownCondition);
      return { id: flow.id, name: flow.name ?? '', priority: position + 1, conditions: [], ...(isDefault && { default: true }) };
    });
  },
};
