/**
 * 条件分支 → an exclusive gateway whose outgoing flows are the branches in priority order (engines try them
 * in document order), each with its conditions as one expression, and 其他情况 as the gateway's default flow.
 */
import { branchesInOrder } from '../../nodes/condition-node';
import type { ConditionBranch, ConditionNode, ConditionalNode } from '../../model/flow';
import type { BpmnElement } from '../bpmn-model';
import { bpmnMessages as m } from '../bpmn-messages';
import { branchExpression } from '../condition-expression';
import type { ExportContext, ImportContext } from '../mapping-context';
import { dataType } from '../node-data';
import type { NodeMapping, NodeImport } from '../node-mapping';
import { exportGroup, importGroup, type BranchLink } from './group-mapping';

/** A conditional group's branches as flows: by priority, each with its expression, 其他情况 the default. */
export function conditionalLinks(node: ConditionalNode, context: ExportContext): BranchLink[] {
  return branchesInOrder(node).map((branch) => ({
    branch,
    index: node.branches.indexOf(branch),
    ...(branch.default
      ? { isDefault: true }
      : { condition: context.dialect.wrap(branchExpression(branch.conditions, context.controlsById, context.dialect)) }),
  }));
}

/** A conditional group read back: the default flow is 其他情况; a hand-drawn condition is kept and reported. */
export function importConditional(element: BpmnElement, type: ConditionalNode['type'], context: ImportContext): NodeImport | undefined {
  const defaultFlow = 'defaultFlow' in element ? element.defaultFlow : undefined;
  if (defaultFlow === undefined) context.problem(element.id, m.noDefaultBranch);
  return importGroup(element, type, context, (flow, position): ConditionBranch => {
    const isDefault = flow.id === defaultFlow;
    // Expressions are not parsed back into conditions: the branch is kept, and the problem says so.
    if (!isDefault && flow.condition !== undefined) context.problem(flow.id, m.unknownCondition);
    return { id: flow.id, name: flow.name ?? '', priority: position + 1, conditions: [], ...(isDefault && { default: true }) };
  });
}

export const conditionMapping: NodeMapping<ConditionNode> = {
  type: 'condition',
  export: (node, _from, context) => exportGroup(node, 'exclusiveGateway', '条件分支', conditionalLinks(node, context), context),
  // A gateway with one way out is a group only when our data says so (a group with a single branch).
  accepts: (element, context) => element.kind === 'exclusiveGateway' && (context.outgoing(element.id).length > 1 || dataType(element) === 'condition'),
  import: (element, context) => importConditional(element, 'condition', context),
};
