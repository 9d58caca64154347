/** The leave flow and form, and edited copies of them, for the version tests. */
import type { Flow, FlowNode } from '../../../../domain/flow';
import { indexFlow } from '../../../../domain/flow';
import type { Form } from '../../../../domain/model/form';
import { loadFlow, loadForm, loadOrg } from '../../../fixtures/flows/flow-fixtures';

export const leaveFlow = (): Flow => loadFlow('leave');
export const leaveForm = (): Form => loadForm('leave');
export const org = loadOrg();
/** A leave of 5 days (the long branch: 部门负责人, then 人事审批). */
export const fiveDays = { leave_type: 1, leave_start: '2026-11-20', leave_days: 5, leave_reason: '家中有事' };

/** A copy of `flow` with `edit` applied to the node `id`. */
export function editNode(flow: Flow, id: string, edit: (node: FlowNode) => void): Flow {
  const copy = structuredClone(flow);
  const node = indexFlow(copy).node(id);
  if (!node) throw new Error(`no node ${id}`);
  edit(node);
  // A fresh object: indexFlow memoises per flow object, and the copy's index was built before the edit.
  return structuredClone(copy);
}

/** A copy of `flow` without the node `id` (its next takes its place). */
export function removeNode(flow: Flow, id: string): Flow {
  const copy = structuredClone(flow);
  const visit = (holder: { next?: FlowNode; branches?: Array<{ next?: FlowNode }> }) => {
    if (holder.next?.id === id) holder.next = holder.next.next;
    for (const branch of holder.branches ?? []) visit(branch);
    if (holder.next) visit(holder.next);
  };
  visit(copy.root as never);
  return copy;
}
