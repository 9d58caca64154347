/**
 * 审批人: tasks for the resolved approvers, decided 会签 (and), 或签 (or) or 依次审批 (sequential). Missing
 * `mode` means or; missing `whenEmpty` means autoPass.
 */
import { readDecisionSettings } from '../decision/read-decision-settings';
import { flowLabels, flowMessages as m } from '../flow-messages';
import type { ApproverNode } from '../model/flow';
import { isObject, isStringList } from '../model/json-reader';
import { assigneeControls, assigneeSummary, checkAssignee, checkFieldPerms, readAssignee, readFieldPerms } from './node-props';
import { problemsAt, type NodeType } from './node-type';

const MODES = new Set(['and', 'or', 'sequential']);

export const approverNode: NodeType<ApproverNode> = {
  type: 'approver',
  label: '审批人',
  addable: true,
  opensWhenAdded: true,
  returnTarget: true,
  read(raw, path, issues) {
    const props = raw.props as Record<string, unknown>;
    const propsPath = `${path}.props`;
    readAssignee(props, propsPath, issues);
    readFieldPerms(props, propsPath, issues);
    readDecisionSettings(props, propsPath, issues);
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
    ];
    const fallback = node.props.whenEmpty;
    if (typeof fallback === 'object' && context.org) {
      for (const id of fallback.userIds) if (!context.org.user(id)) problems.push(m.unknownUser(node.name, id));
    }
    return problemsAt(node.id, problems);
  },
  create: (id) => ({ id, type: 'approver', name: '审批人', props: { mode: 'or', whenEmpty: 'autoPass' } }),
  summary(node, names) {
    const who = assigneeSummary(node.props.assignee, names);
    if (who === '') return '';
    const many = node.props.assignee?.type !== 'supervisor' && node.props.assignee?.type !== 'deptHead' && node.props.assignee?.type !== 'initiator';
    return many && node.props.mode ? `${who} ${flowLabels.modes[node.props.mode]}` : who;
  },
  usedControls: (node) => ({ conditions: [], assignees: assigneeControls(node.props.assignee) }),
  preview: (node, walker) => [walker.approverStep(node)],
  waitingHint: (node) => flowLabels.modeHints[node.props.mode ?? 'or'],
  describeStep(step, names) {
    if (step.type !== 'approver') throw new Error(`not an approver step: ${step.type}`);
    return {
      nodeId: step.nodeId, verb: '审批', kind: 'decide', node: names.nodeName(step.nodeId), people: step.approvers.map(names.userName),
      mode: flowLabels.modes[step.mode], modeHint: flowLabels.modeHints[step.mode], toCome: '待审批',
      ...(step.auto ? { auto: flowLabels.autoReasons[step.auto] } : {}),
    };
  },
  enter: (node, runner) => runner.startApprover(node),
};
