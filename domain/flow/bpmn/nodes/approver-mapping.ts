/**
 * 审批人 → a multi-instance user task, one task per approver, assigned to the loop's element `approver`:
 * 会签 parallel until all complete, 或签 parallel until one completes, 依次审批 sequential in the listed order,
 * 按比例会签 parallel until completed × 100 ≥ ratio × instances (= ceil(ratio × n / 100) completed).
 * The list is the assignee's expression with the whenEmpty fallback; an empty list (autoPass) completes the
 * task at once, as our engine passes the node.
 */
import { assigneeKindOf } from '../../assignees/registry';
import type { Assignee } from '../../model/assignee';
import type { ApprovalMode, ApproverNode, DecidingNode, WhenEmpty } from '../../model/flow';
import { approverListExpression, assigneeOfExpression } from '../assignee-expression';
import type { BpmnElement, BpmnLoop } from '../bpmn-model';
import { bpmnMessages as m } from '../bpmn-messages';
import type { ExpressionDialect } from '../expression-dialect';
import { nodeBase, nodeData } from '../node-data';
import type { NodeMapping } from '../node-mapping';
import { exportRejectPath, importRejectPath } from './reject-path';
import { exportTimeout, importTimeout } from './timeout-boundary';

export const APPROVER_VARIABLE = 'approver';

/** The completion condition of a 按比例会签 loop: completed × 100 ≥ ratio × instances. */
const ratioCompletion = (ratio: number, d: ExpressionDialect): string => d.compare(`${d.completedInstances} * 100`, '>=', `${ratio} * ${d.instances}`);
const RATIO_COMPLETION = /^(?:numberOfCompletedInstances|nrOfCompletedInstances) \* 100 >= (\d+) \* (?:numberOfInstances|nrOfInstances)$/;

function loopOf(node: DecidingNode, admins: readonly string[], d: ExpressionDialect): BpmnLoop {
  const mode = node.props.mode ?? 'or';
  const collection = approverListExpression(node.props.assignee, node.id, node.props.whenEmpty, admins, d);
  return {
    sequential: mode === 'sequential',
    collection: d.wrap(collection),
    elementVariable: APPROVER_VARIABLE,
    ...(mode === 'or' && { completion: d.wrap(d.compare(d.completedInstances, '>=', '1')) }),
    ...(mode === 'ratio' && { completion: d.wrap(ratioCompletion(node.props.ratio ?? 100, d)) }),
  };
}

/** The mode (and a 按比例会签's ratio) a hand-drawn loop says. */
function modeOf(loop: BpmnLoop, d: ExpressionDialect): { mode: ApprovalMode; ratio?: number } {
  if (loop.sequential) return { mode: 'sequential' };
  if (!loop.completion) return { mode: 'and' };
  const ratio = RATIO_COMPLETION.exec(d.unwrap(loop.completion) ?? loop.completion);
  return ratio ? { mode: 'ratio', ratio: Number(ratio[1]) } : { mode: 'or' };
}

/** The fallback written by `orElse`: FEEL `if count(L) = 0 then F else L`, JUEL `empty L ? F : L`. */
function splitFallback(expression: string): { list: string; fallback?: string } {
  const feel = /^if count\((.*)\) = 0 then (.*) else (.*)$/.exec(expression);
  if (feel && feel[1] === feel[3]) return { list: feel[1], fallback: feel[2] };
  const juel = /^empty (.*) \? (.*) : (.*)$/.exec(expression);
  if (juel && juel[1] === juel[3]) return { list: juel[1], fallback: juel[2] };
  return { list: expression };
}

/** What a hand-drawn user task says about its approvers: a literal assignee or a list expression. */
function readAssignment(task: Extract<BpmnElement, { kind: 'userTask' }>, d: ExpressionDialect): { assignee?: Assignee; whenEmpty?: WhenEmpty } {
  if (task.loop) {
    const { list, fallback } = splitFallback(d.unwrap(task.loop.collection) ?? task.loop.collection);
    const assignee = assigneeOfExpression(list);
    const users = fallback === undefined ? undefined : assigneeOfExpression(fallback);
    return { assignee, ...(users?.type === 'users' && { whenEmpty: { type: 'users', userIds: users.userIds } }) };
  }
  if (task.assignee === undefined) return {};
  const expression = d.unwrap(task.assignee);
  return { assignee: expression === undefined ? { type: 'users', userIds: [task.assignee] } : assigneeOfExpression(expression) };
}

/** The user-task mapping of a node whose people decide (审批人, 办理人 — the type our data names tells them apart). */
export function userTaskMapping<N extends DecidingNode>(type: N['type'], label: string): NodeMapping<N> {
  return {
    type,
    export(node, _from, context) {
      const id = context.idOf(node.id);
      const name = node.name || label;
      const d = context.dialect;
      context.add({ kind: 'userTask', id, name, loop: loopOf(node, context.admins, d), assignee: d.wrap(d.variable(APPROVER_VARIABLE)), data: nodeData(node, id, name) });
      exportTimeout(node, id, context);
      return exportRejectPath(node, id, context);
    },
    accepts: (element) => element.kind === 'userTask',
    import(element, context) {
      if (element.kind !== 'userTask') return undefined;
      const base = nodeBase(element);
      const node = { ...base.fields, id: base.id, type, name: base.name, props: base.props } as N;
      const timeout = importTimeout(element.id, context);
      if (base.hasData) return { node, ...(importRejectPath(element.id, context) ?? { continueFrom: element.id }) };
      const { assignee, whenEmpty } = readAssignment(element, context.dialect);
      if (!assignee || !assigneeKindOf(assignee.type)) context.problem(element.id, m.noAssignee);
      node.props = {
        ...(assignee && { assignee }),
        ...(element.loop ? modeOf(element.loop, context.dialect) : { mode: 'or' }),
        whenEmpty: whenEmpty ?? 'autoPass',
        ...(timeout && { timeout }),
      };
      return { node, continueFrom: element.id };
    },
  };
}

export const approverMapping: NodeMapping<ApproverNode> = userTaskMapping<ApproverNode>('approver', '审批人');
