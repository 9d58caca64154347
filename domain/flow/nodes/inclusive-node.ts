/**
 * 包容分支: branches exactly as a condition group's (priority, conditions as OR of AND-groups, one default).
 * Every non-default branch whose conditions match is taken, all at once; the default only when none matches.
 * The group's `next` starts when every taken branch has finished (an empty one finishes at once).
 */
import type { ConditionContext } from '../conditions/evaluate-condition';
import { branchMatches } from '../conditions/evaluate-condition';
import { flowLabels, flowMessages as m } from '../flow-messages';
import type { ConditionBranch, InclusiveNode } from '../model/flow';
import { branchesInOrder, conditionalGroupBasics } from './condition-node';
import type { NodeType } from './node-type';

/** The branches an instance takes, in priority order: every matching one, else the default (if any). */
export function chooseBranches(node: Pick<InclusiveNode, 'branches'>, context: ConditionContext): ConditionBranch[] {
  const ordered = branchesInOrder(node);
  const matching = ordered.filter((branch) => !branch.default && branchMatches(branch, context));
  return matching.length > 0 ? matching : ordered.filter((branch) => branch.default).slice(0, 1);
}

export const inclusiveNode: NodeType<InclusiveNode> = {
  type: 'inclusive',
  label: flowLabels.inclusive,
  /** The CLI's --help example (adapters/cli/help-text.ts). */
  cliExample: [
    '{"id": "g", "type": "inclusive", "name": "包容分支", "props": {}, "branches": [',
    '{"id": "b1", "name": "大额", "priority": 1, "conditions": [[{"controlId": "amount", "op": "gt", "value": 5000}]], "next": Node},',
    '{"id": "b2", "name": "其他情况", "priority": 2, "default": true, "conditions": []}]}',
    '— every matching branch runs at once, the default only when none matches; next waits for all',
  ],
  addable: true,
  opensWhenAdded: false,
  ...conditionalGroupBasics<InclusiveNode>('inclusive', flowLabels.inclusive),
  preview(node, walker) {
    const taken = chooseBranches(node, walker.conditions);
    if (taken.length === 0) {
      walker.error(node.id, m.noBranchMatches(node.name || flowLabels.inclusive));
      return [];
    }
    return [{ nodeId: node.id, type: 'inclusive', branches: walker.walkParallel(taken.map((branch) => branch.next)) }];
  },
  describeStep: (step, names, describe) => ({
    nodeId: step.nodeId, verb: '包容', kind: 'group', node: names.nodeName(step.nodeId), people: [],
    branches: step.type === 'inclusive' ? step.branches.map((branch) => describe(branch)) : [],
  }),
  enter(node, runner) {
    const taken = chooseBranches(node, runner.conditions);
    // No branch and no default (a check would have refused this flow): the group is passed over.
    if (taken.length === 0) {
      runner.advance(node);
      return;
    }
    runner.openJoin(node, node.branches.filter((branch) => !taken.includes(branch)).map((branch) => branch.id));
    for (const branch of taken) runner.enterBranch(node, branch);
  },
  group: { conditional: true, joins: true, taken: (node, context) => chooseBranches(node as InclusiveNode, context) },
};

declare module '../model/flow' {
  interface FlowNodeTypes { inclusive: InclusiveNode }
}
