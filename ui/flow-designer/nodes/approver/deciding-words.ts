import { nodeType, type FlowNode } from '../../../../domain/flow';

/** The words of a node whose people decide: 审批 / 审批人 at an approver, 办理 / 办理人 at a 办理人 (issue 43 #13). */
export function decidingWords(node: FlowNode): { readonly verb: string; readonly role: string } {
  const verb = nodeType(node).deciding?.approveLabel?.action ?? '审批';
  return { verb, role: `${verb}人` };
}

/** A drawer text written for an approver (审批人为空时, 审批方式…), in the node's own words. */
export function inNodeWords(node: FlowNode, text: string): string {
  const { verb } = decidingWords(node);
  return verb === '审批' ? text : text.replaceAll('审批', verb);
}
