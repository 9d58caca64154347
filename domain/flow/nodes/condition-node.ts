/**
 * 条件分支: branches tried by ascending priority; the first that matches is taken, else the default branch
 * (其他情况, exactly one per group). After the branch's nodes the route continues with the group's `next`.
 */
import { branchMatches, type ConditionContext } from '../conditions/evaluate-condition';
import { checkCondition } from '../conditions/check-condition';
import { describeBranchConditions } from '../conditions/describe-condition';
import { flowLabels, flowMessages as m } from '../flow-messages';
import { isInitiatorCondition } from '../model/condition';
import type { ConditionBranch, ConditionNode, ConditionalNode } from '../model/flow';
import { readBranches } from './branches';
import { problemsAt, type FlowProblem, type NodeCheckContext, type NodeType } from './node-type';

const orderCache = new WeakMap<ConditionBranch[], ConditionBranch[]>();

/** Non-default branches by ascending priority (stable), then the default one (memoised per branch list). */
export function branchesInOrder(node: Pick<ConditionalNode, 'branches'>): ConditionBranch[] {
  let ordered = orderCache.get(node.branches);
  if (!ordered) {
    const tried = node.branches.filter((branch) => !branch.default).sort((a, b) => a.priority - b.priority);
    ordered = [...tried, ...node.branches.filter((branch) => branch.default)];
    orderCache.set(node.branches, ordered);
  }
  return ordered;
}

/** The branch an instance takes, or undefined when none matches and there is no default. */
export function chooseBranch(node: Pick<ConditionalNode, 'branches'>, context: ConditionContext): ConditionBranch | undefined {
  const ordered = branchesInOrder(node);
  return ordered.find((branch) => !branch.default && branchMatches(branch, context)) ?? ordered.find((branch) => branch.default);
}

/** A group whose branches carry conditions: two or more branches, exactly one default, conditions on the others. */
export function checkConditionalGroup(node: ConditionalNode, groupName: string, { controlsById, org }: NodeCheckContext): FlowProblem[] {
  const defaults = node.branches.filter((branch) => branch.default).length;
  const problems: FlowProblem[] = problemsAt(node.id, [
    ...(defaults !== 1 ? [m.defaultBranchCount(groupName, defaults)] : []),
    ...(node.branches.length < 2 ? [m.groupNeedsBranches(groupName)] : []),
  ]);
  for (const branch of node.branches) {
    if (branch.default) continue;
    const branchName = branch.name || flowLabels.branch;
    const messages = branch.conditions.some((group) => group.length > 0) ? [] : [m.branchWithoutConditions(branchName)];
    for (const group of branch.conditions) for (const condition of group) messages.push(...checkCondition(condition, branchName, controlsById, org));
    problems.push(...problemsAt(branch.id, messages));
  }
  return problems;
}

/** The controls a conditional group's branches read. */
export function conditionControls(node: ConditionalNode): string[] {
  return [...new Set(node.branches.flatMap((branch) => branch.conditions.flat().filter((c) => !isInitiatorCondition(c)).map((c) => (c as { controlId: string }).controlId)))];
}

/**
 * What 条件分支 and 包容分支 share: reading, the pre-publish check, a new group with one condition branch and the
 * default, the card summary and the controls the conditions read. They differ only in which branches run.
 */
export function conditionalGroupBasics<N extends ConditionalNode>(type: N['type'], label: string): Pick<NodeType<N>, 'read' | 'check' | 'create' | 'summary' | 'usedControls'> {
  return {
    read: (raw, path, issues, readChain) => ({ ...raw, branches: readBranches(raw, path, issues, readChain, true) }),
    check: (node, context) => checkConditionalGroup(node, node.name || label, context),
    create: (id, newId) => ({
      id,
      type,
      name: label,
      props: {},
      branches: [
        { id: newId(), name: '条件1', priority: 1, conditions: [] },
        { id: newId(), name: flowLabels.defaultBranch, priority: 2, conditions: [], default: true },
      ],
    }) as unknown as N,
    summary: (node, names) => branchesInOrder(node).map((branch) => describeBranchConditions(branch, names)).join(' | '),
    usedControls: (node) => ({ conditions: conditionControls(node), assignees: [] }),
  };
}

export const conditionNode: NodeType<ConditionNode> = {
  type: 'condition',
  label: '条件分支',
  /** The CLI's --help example (adapters/cli/help-text.ts). */
  cliExample: [
    '{"id": "g", "type": "condition", "name": "请假天数", "props": {}, "branches": [',
    '{"id": "b1", "name": "超过3天", "priority": 1, "conditions": [[{"controlId": "leave_days", "op": "gt", "value": 3}]], "next": Node},',
    '{"id": "b2", "name": "其他情况", "priority": 2, "default": true, "conditions": [], "next": Node}], "next": Node}',
    '— the first matching branch by priority, else the default',
  ],
  addable: true,
  opensWhenAdded: false,
  ...conditionalGroupBasics<ConditionNode>('condition', '条件分支'),
  preview(node, walker) {
    const branch = chooseBranch(node, walker.conditions);
    if (!branch) {
      walker.error(node.id, m.noBranchMatches(node.name || flowLabels.condition));
      return [];
    }
    return walker.walk(branch.next);
  },
  enter(node, runner) {
    const branch = chooseBranch(node, runner.conditions);
    // No branch and no default (a check would have refused this flow): the group is passed over.
    if (!branch) runner.advance(node);
    else runner.enterBranch(node, branch);
  },
  group: {
    conditional: true,
    joins: false,
    taken: (node, context) => {
      const branch = chooseBranch(node as ConditionNode, context);
      return branch ? [branch] : [];
    },
  },
};

declare module '../model/flow' {
  interface FlowNodeTypes { condition: ConditionNode }
}
