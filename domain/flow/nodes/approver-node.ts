/**
 * 审批人: tasks for the resolved approvers, decided 会签 (and), 或签 (or), 依次审批 (sequential) or 按比例会签
 * (ratio). Missing `mode` means or; missing `whenEmpty` means autoPass; missing `whenInitiator` means self.
 */
import { flowLabels, flowMessages as m } from '../flow-messages';
import type { ApprovalMode, ApproverNode, FlowNode } from '../model/flow';
import type { RouteStep } from '../route/route-step';
import { isObject, isStringList } from '../model/json-reader';
import {
  assigneeControls, assigneeSummary, checkAssignee, checkFieldPerms, checkRatio, readAssignee, readDecidingProps, readFieldPerms,
} from './node-props';
import { problemsAt, type NodeType, type StepNames, type StepWords } from './node-type';
import { checkTimeout } from '../node-settings/timeout-setting';

const MODES = new Set(['and', 'or', 'sequential', 'ratio']);

/** What a mode means (会签：需所有人同意); 按比例会签 with its share (需 60% 的人同意) when the node is at hand. */
function modeHintOf(mode: ApprovalMode, node: FlowNode | undefined): string {
  const ratio = (node?.props as { ratio?: unknown } | undefined)?.ratio;
  return mode === 'ratio' && typeof ratio === 'number' ? flowLabels.ratioHint(ratio) : flowLabels.modeHints[mode];
}

/** The words of a deciding step (审批 / 办理): who, how several decide, and why it passes by itself. */
export function decidingStepWords(step: RouteStep, names: StepNames, verb: string, toCome: string): StepWords {
  if (step.type !== 'approver' && step.type !== 'handler') throw new Error(`not a deciding step: ${step.type}`);
  return {
    nodeId: step.nodeId, verb, kind: 'decide', node: names.nodeName(step.nodeId),
    // A delegate stands in for someone away: 王五（代 赵六）.
    people: step.approvers.map((id) => {
      const absent = step.delegatedFrom?.[id];
      return absent === undefined ? names.userName(id) : flowLabels.onBehalfOf(names.userName(id), names.userName(absent));
    }),
    mode: flowLabels.modes[step.mode], modeHint: modeHintOf(step.mode, names.node?.(step.nodeId)), toCome,
    ...(step.auto ? { auto: flowLabels.autoReasons[step.auto] } : {}),
    ...(step.left?.length ? { left: step.left.map((id) => flowLabels.left(names.userName(id))) } : {}),
  };
}

export const approverNode: NodeType<ApproverNode> = {
  type: 'approver',
  label: '审批人',
  /** The CLI's --help example (adapters/cli/help-text.ts). */
  cliExample: [
    '{"id": "n-lead", "type": "approver", "name": "直属主管", "props": {"assignee": {"type": "supervisor",',
    '"level": 1}, "mode": "or", "whenEmpty": "toAdmin"}}   — mode and (会签) | or (或签) | sequential | ratio',
  ],
  addable: true,
  opensWhenAdded: true,
  read(raw, path, issues) {
    const props = raw.props as Record<string, unknown>;
    const propsPath = `${path}.props`;
    readAssignee(props, propsPath, issues);
    readFieldPerms(props, propsPath, issues);
    readDecidingProps(props, propsPath, issues);
    if (props.mode !== undefined && !(typeof props.mode === 'string' && MODES.has(props.mode))) issues.add(`${propsPath}.mode`, m.badMode);
    const whenEmpty = props.whenEmpty;
    const fallbackOk = whenEmpty === undefined || whenEmpty === 'autoPass' || whenEmpty === 'toAdmin'
      || (isObject(whenEmpty) && whenEmpty.type === 'users' && isStringList(whenEmpty.userIds));
    if (!fallbackOk) issues.add(`${propsPath}.whenEmpty`, m.badWhenEmpty);
    return raw;
  },
  check(node, context) {
    const problems = [
      ...checkAssignee(node.props.assignee, m.noAssignee(node.name || flowLabels.approver), node.name || flowLabels.approver, context),
      ...checkFieldPerms(node.props.fieldPerms, node.name, context),
      ...checkRatio(node.props, node.name || flowLabels.approver),
    ];
    const fallback = node.props.whenEmpty;
    if (typeof fallback === 'object' && context.org) {
      for (const id of fallback.userIds) if (!context.org.user(id)) problems.push(m.unknownUser(node.name, id));
    }
    problems.push(...checkTimeout(node.props.timeout, node.name || flowLabels.approver));
    return problemsAt(node.id, problems);
  },
  create: (id) => ({ id, type: 'approver', name: '审批人', props: { mode: 'or', whenEmpty: 'autoPass' } }),
  summary(node, names) {
    const who = assigneeSummary(node.props.assignee, names);
    if (who === '') return '';
    const many = node.props.assignee?.type !== 'supervisor' && node.props.assignee?.type !== 'deptHead' && node.props.assignee?.type !== 'initiator';
    if (!many || !node.props.mode) return who;
    const ratio = node.props.mode === 'ratio' && typeof node.props.ratio === 'number' ? ` ${node.props.ratio}%` : '';
    return `${who} ${flowLabels.modes[node.props.mode]}${ratio}`;
  },
  usedControls: (node) => ({ conditions: [], assignees: assigneeControls(node.props.assignee) }),
  preview: (node, walker) => [walker.approverStep(node)],
  waitingHint: (node) => modeHintOf(node.props.mode ?? 'or', node),
  describeStep: (step, names) => decidingStepWords(step, names, '审批', '待审批'),
  enter: (node, runner) => runner.startApprover(node),
  deciding: {},
};

declare module '../model/flow' {
  interface FlowNodeTypes { approver: ApproverNode }
}
