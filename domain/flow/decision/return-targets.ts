/**
 * Where 退回 and a 拒绝 with onReject.returnTo may send an instance: the start node, or a node of a type whose
 * people decide (NodeType.deciding: 审批人, 办理人) on the way to the node.
 */
import type { Flow, FlowNode } from '../model/flow';
import type { DecisionSettings } from '../model/decision-settings';
import { indexFlow } from '../model/flow-index';
import type { FlowProblem } from '../nodes/node-type';
import { nodeTypeOf } from '../nodes/registry';
import { decisionMessages as dm } from './decision-messages';
import { nodesBefore } from './nodes-before';

export const isReturnTarget = (node: FlowNode, flow: Flow): boolean => node.id === flow.root.id || nodeTypeOf(node.type)?.deciding !== undefined;

/** The node's onReject.returnTo target when it is valid: the start node or a deciding node on the way. */
export function rejectReturnTarget(flow: Flow, node: FlowNode): FlowNode | undefined {
  const onReject = (node.props as DecisionSettings).onReject;
  if (onReject?.type !== 'returnTo') return undefined;
  const target = nodesBefore(flow, node.id).find((before) => before.id === onReject.nodeId);
  return target && isReturnTarget(target, flow) ? target : undefined;
}

/** Pre-publish: every onReject.returnTo names the start node or a deciding node on the way (naming the node). */
export function checkRejectTargets(flow: Flow): FlowProblem[] {
  return indexFlow(flow).nodes.flatMap((node) => {
    const onReject = (node.props as DecisionSettings).onReject;
    if (onReject?.type !== 'returnTo' || rejectReturnTarget(flow, node)) return [];
    return [{ nodeId: node.id, message: dm.returnToInvalid(node.name || node.id, onReject.nodeId) }];
  });
}

/** The nodes a node's onReject.returnTo may name (the designer's choices): the start node, then the deciding nodes on the way. */
export const rejectTargetChoices = (flow: Flow, nodeId: string): FlowNode[] => nodesBefore(flow, nodeId).filter((node) => isReturnTarget(node, flow));
