/**
 * What a flow asks of its form: the controls conditions and 表单内联系人 read (the form designer's title lock
 * and branch-condition warning, and its delete confirmation), and each node's field permissions.
 */
import type { Control } from '../model/control';
import type { Form } from '../model/form';
import type { FlowUsage } from '../designer/title-lock';
import type { FieldPerm, Flow, FlowNode } from './model/flow';
import { indexFlow } from './model/flow-index';
import { own } from './model/own';
import { nodeType } from './nodes/registry';

/** The title-lock input: controls whose values decide approvers lock their title; conditions warn. */
export function flowUsageOf(flow: Flow): FlowUsage {
  const conditions = new Set<string>();
  const assignees = new Set<string>();
  for (const node of indexFlow(flow).nodes) {
    const used = nodeType(node).usedControls(node);
    used.conditions.forEach((id) => conditions.add(id));
    used.assignees.forEach((id) => assignees.add(id));
  }
  return { predecessorTasks: [...assignees], successorTasks: [], branchConditions: [...conditions] };
}

/** The nodes that read a control (to name them before the control is deleted). */
export function nodesUsingControl(flow: Flow, controlId: string): FlowNode[] {
  return indexFlow(flow).nodes.filter((node) => {
    const used = nodeType(node).usedControls(node);
    return used.conditions.includes(controlId) || used.assignees.includes(controlId);
  });
}

/**
 * Every control's permission at a node: as set, else `edit` for the start node (the applicant fills the form)
 * and `read` for approvers and cc. An unknown node gets read-only.
 */
export function fieldPermsAt(flow: Flow, nodeId: string, form: Form): Record<string, FieldPerm> {
  const node = indexFlow(flow).node(nodeId);
  const set = ((node?.props as { fieldPerms?: Record<string, FieldPerm> } | undefined)?.fieldPerms) ?? {};
  const fallback: FieldPerm = node?.type === 'start' ? 'edit' : 'read';
  return Object.fromEntries((form.controls as Control[]).map((control) => [control.id, own(set, control.id) ?? fallback]));
}

/** The controls hidden at a node (not shown, not sent, not validated). */
export function hiddenControlsAt(flow: Flow, nodeId: string, form: Form): string[] {
  return Object.entries(fieldPermsAt(flow, nodeId, form)).filter(([, perm]) => perm === 'hidden').map(([id]) => id);
}
