/**
 * An approver's onReject in BPMN: the task's completion sets the process variable `outcome` ("approve" or
 * "reject"); an exclusive gateway after the task takes the reject path on `outcome = "reject"` and goes on by its
 * default flow otherwise. The reject path leads to an end event 已拒绝 (type end), back to the earlier task
 * (returnTo an approver), or to a task of the initiator, 修改后重新提交, that runs the flow again from its first
 * node (returnTo the start). Written only for a node that has `onReject`, so flows without one keep their shape.
 */
import type { FlowNode } from '../../model/flow';
import type { DecisionSettings } from '../../model/decision-settings';
import type { BpmnElement } from '../bpmn-model';
import type { ExportContext, ImportContext, PendingLink } from '../mapping-context';
import { dataOf } from '../mapping-context';
import { INITIATOR_VARIABLE } from './start-mapping';

export const OUTCOME_VARIABLE = 'outcome';

/** Writes the gateway and the reject path after task `taskId`; returns the link that goes on (the default flow). */
export function exportRejectPath(node: FlowNode, taskId: string, context: ExportContext): PendingLink {
  const onReject = (node.props as DecisionSettings).onReject;
  if (!onReject) return { source: taskId };
  const d = context.dialect;
  const gateway = context.newId(`${taskId}_outcome`);
  context.add({ kind: 'exclusiveGateway', id: gateway, name: '审批结果', data: { rejectOf: taskId } });
  context.connect({ source: taskId }, gateway);
  const rejected: PendingLink = { source: gateway, name: '拒绝', condition: d.wrap(d.compare(d.variable(OUTCOME_VARIABLE), '=', d.str('reject'))) };
  const root = context.flow.root;
  if (onReject.type === 'returnTo' && onReject.nodeId !== root.id) {
    context.connect(rejected, context.idOf(onReject.nodeId));
  } else if (onReject.type === 'returnTo') {
    const resubmit = context.newId(`${taskId}_resubmit`);
    context.add({ kind: 'userTask', id: resubmit, name: '修改后重新提交', assignee: d.wrap(d.variable(INITIATOR_VARIABLE)), data: { rejectOf: taskId } });
    context.connect(rejected, resubmit);
    context.connect({ source: resubmit }, root.next ? context.idOf(root.next.id) : gateway);
  } else {
    const end = context.newId(`${taskId}_rejected`);
    // A terminate end: a rejection ends the whole instance, parallel branches too, as our engine ends it.
    context.add({ kind: 'endEvent', id: end, name: '已拒绝', terminate: true, data: { rejectOf: taskId } });
    context.connect(rejected, end);
  }
  return { source: gateway, isDefault: true, name: '同意' };
}

/** The data key that marks the elements of a task's reject path (a 子流程's result path uses its own). */
export type OutcomeKey = 'rejectOf' | 'subflowOf';

const isRejectElement = (element: BpmnElement | undefined, taskId: string, key: OutcomeKey): boolean => dataOf(element ?? {})[key] === taskId;

/**
 * Reading back: the gateway our export put after task `taskId` (its reject path read as the node's onReject, kept
 * in the node's data); the walker goes on by the gateway's default flow. Undefined for a task without one.
 */
export function importRejectPath(taskId: string, context: ImportContext, key: OutcomeKey = 'rejectOf'): { continueFrom: string; continueVia?: string } | undefined {
  const out = context.outgoing(taskId);
  const gateway = out.length === 1 ? context.element(out[0].target) : undefined;
  if (!gateway || gateway.kind !== 'exclusiveGateway' || !isRejectElement(gateway, taskId, key)) return undefined;
  for (const flow of context.outgoing(gateway.id)) {
    const target = context.element(flow.target);
    if (!isRejectElement(target, taskId, key)) continue;
    context.visit(flow.target);
  }
  return { continueFrom: gateway.id, ...(gateway.defaultFlow ? { continueVia: gateway.defaultFlow } : {}) };
}
