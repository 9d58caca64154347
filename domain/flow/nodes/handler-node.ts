/**
 * 办理人: an approver node (assignee, mode, whenEmpty, whenInitiator, fieldPerms — read and checked as 审批人's)
 * whose people 办理 (the approve action) and may 转交, 加签, 退回 and comment, but never 拒绝.
 */
import { flowLabels, flowMessages as m } from '../flow-messages';
import type { HandlerNode } from '../model/flow';
import { approverNode, decidingStepWords } from './approver-node';
import type { NodeType } from './node-type';

// The approver's reading, checks, summary, preview and entry, for a node of the same props.
const asApprover = approverNode as unknown as NodeType<HandlerNode>;

export const handlerNode: NodeType<HandlerNode> = {
  ...asApprover,
  type: 'handler',
  label: flowLabels.handler,
  /** The CLI's --help example (adapters/cli/help-text.ts). */
  cliExample: [
    '{"id": "n-do", "type": "handler", "name": "行政办理", "props": {"assignee": {"type": "role", "roleId": "r-admin"},',
    '"mode": "or"}}   — its people 办理 (action approve), may 转交, 加签, 退回, comment; reject is refused',
    '(办理人节点不能拒绝)',
  ],
  check(node, context) {
    const name = node.name || flowLabels.handler;
    // The approver's checks, asking for a 办理人 where they ask for an 审批人.
    return asApprover.check({ ...node, name }, context)
      .map((problem) => (problem.message === m.noAssignee(name) ? { ...problem, message: m.noHandlerAssignee(name) } : problem));
  },
  create: (id) => ({ id, type: 'handler', name: flowLabels.handler, props: { mode: 'or', whenEmpty: 'autoPass' } }),
  describeStep: (step, names) => decidingStepWords(step, names, '办理', '待办理'),
  deciding: {
    refused: { reject: m.handlerCannotReject },
    approveLabel: { action: '办理', done: '已办理' },
  },
};

declare module '../model/flow' {
  interface FlowNodeTypes { handler: HandlerNode }
}
