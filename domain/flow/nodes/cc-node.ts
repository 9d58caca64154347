/** 抄送人: never blocks; the copied users see the instance in 抄送我的. */
import { flowLabels, flowMessages as m } from '../flow-messages';
import type { CcNode } from '../model/flow';
import { assigneeControls, assigneeSummary, checkAssignee, checkFieldPerms, readAssignee, readFieldPerms } from './node-props';
import { problemsAt, type NodeType } from './node-type';

export const ccNode: NodeType<CcNode> = {
  type: 'cc',
  label: '抄送人',
  /** The CLI's --help example (adapters/cli/help-text.ts). */
  cliExample: [
    '{"id": "n-cc", "type": "cc", "name": "抄送行政", "props": {"assignee": {"type": "users", "userIds": ["u-admin1"]}}}',
  ],
  addable: true,
  opensWhenAdded: true,
  read(raw, path, issues) {
    const props = raw.props as Record<string, unknown>;
    readAssignee(props, `${path}.props`, issues);
    readFieldPerms(props, `${path}.props`, issues);
    return raw;
  },
  check: (node, context) => problemsAt(node.id, [
    ...checkAssignee(node.props.assignee, m.noCcAssignee(node.name || flowLabels.cc), node.name || flowLabels.cc, context),
    ...checkFieldPerms(node.props.fieldPerms, node.name, context),
  ]),
  create: (id) => ({ id, type: 'cc', name: '抄送人', props: {} }),
  summary: (node, names) => assigneeSummary(node.props.assignee, names),
  usedControls: (node) => ({ conditions: [], assignees: assigneeControls(node.props.assignee) }),
  preview(node, walker) {
    const { userIds, errors } = walker.resolve(node);
    for (const message of errors) walker.error(node.id, message);
    return [{ nodeId: node.id, type: 'cc', users: userIds }];
  },
  describeStep: (step, names) => ({
    nodeId: step.nodeId, verb: '抄送', kind: 'inform', node: names.nodeName(step.nodeId), people: step.type === 'cc' ? step.users.map(names.userName) : [], toCome: '待抄送',
  }),
  enter(node, runner) {
    runner.sendCc(node, runner.resolve(node).userIds);
    runner.advance(node);
  },
};

declare module '../model/flow' {
  interface FlowNodeTypes { cc: CcNode }
}
