/**
 * Who a node's tasks go to, as an expression giving a list of user ids: fixed users as a literal list, the
 * rest through the backend's helpers (docs/BPMN.md), and the approver's fallback when nobody resolves
 * (whenEmpty: the flow admins or the listed users). The inverse, `assigneeOfExpression`, recognises the same
 * shapes in a file drawn by hand.
 */
import type { Assignee } from '../model/assignee';
import type { WhenEmpty } from '../model/flow';
import type { ExpressionDialect } from './expression-dialect';

/** The variable holding the users an applicant picked at a 发起人自选 node. */
export const selectedVariable = (nodeId: string): string => `selected_${nodeId.replace(/[^A-Za-z0-9_]/g, '_')}`;

export function assigneeListExpression(assignee: Assignee | undefined, nodeId: string, d: ExpressionDialect): string {
  const initiator = d.variable('initiator');
  switch (assignee?.type) {
    case 'users': return d.strings(assignee.userIds);
    case 'supervisor': return d.helper('supervisor', [initiator, String(assignee.level)]);
    case 'deptHead': return d.helper('deptHead', [initiator]);
    case 'role': return d.helper('roleMembers', [d.str(assignee.roleId)]);
    case 'initiator': return d.target === 'camunda8' ? `[${initiator}]` : d.helper('ids', [initiator]);
    case 'selfSelect': return d.variable(selectedVariable(nodeId));
    case 'formField': return d.helper('formUsers', [d.str(assignee.controlId), d.variable(assignee.controlId)]);
    case 'deptHeadOfField': return d.helper('formDeptHeads', [d.str(assignee.controlId), d.variable(assignee.controlId)]);
    default: return d.strings([]);
  }
}

/** The approvers, with the fallback of `whenEmpty` when the list is empty. */
export function approverListExpression(assignee: Assignee | undefined, nodeId: string, whenEmpty: WhenEmpty | undefined, admins: readonly string[], d: ExpressionDialect): string {
  const list = assigneeListExpression(assignee, nodeId, d);
  if (whenEmpty === 'toAdmin') return d.orElse(list, d.strings(admins));
  if (typeof whenEmpty === 'object') return d.orElse(list, d.strings(whenEmpty.userIds));
  return list;
}

const unquote = (text: string): string | undefined => {
  const match = /^(["'])(.*)\1$/.exec(text.trim());
  return match ? match[2].replace(/\\(.)/g, '$1') : undefined;
};

/** The assignee a hand-drawn collection expression names, when it is one of the shapes we write. */
export function assigneeOfExpression(expression: string): Assignee | undefined {
  const text = expression.replace(/^approval\./, '').trim();
  let match = /^supervisor\(\s*initiator\s*,\s*(\d+)\s*\)$/.exec(text);
  if (match) return { type: 'supervisor', level: Number(match[1]) };
  if (/^deptHead\(\s*initiator\s*\)$/.test(text)) return { type: 'deptHead' };
  if (/^ids\(\s*initiator\s*\)$/.test(text) || /^\[\s*initiator\s*\]$/.test(text)) return { type: 'initiator' };
  match = /^roleMembers\((.*)\)$/.exec(text);
  if (match && unquote(match[1]) !== undefined) return { type: 'role', roleId: unquote(match[1]) as string };
  match = /^formUsers\(\s*("[^"]*"|'[^']*')\s*,/.exec(text);
  if (match) return { type: 'formField', controlId: unquote(match[1]) as string };
  match = /^formDeptHeads\(\s*("[^"]*"|'[^']*')\s*,/.exec(text);
  if (match) return { type: 'deptHeadOfField', controlId: unquote(match[1]) as string };
  if (/^selected_[A-Za-z0-9_]+$/.test(text)) return { type: 'selfSelect', multiple: true };
  match = /^ids\((.*)\)$/.exec(text);
  if (match && unquote(match[1]) !== undefined) return { type: 'users', userIds: (unquote(match[1]) as string).split(',').filter((id) => id !== '') };
  match = /^\[(.*)\]$/.exec(text);
  if (match) {
    const items = match[1].split(',').map((item) => unquote(item));
    if (items.every((item): item is string => item !== undefined)) return { type: 'users', userIds: items };
  }
  return undefined;
}
