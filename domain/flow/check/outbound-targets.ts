/**
 * The server's check of a design's outbound requests (issue 38), at save and at publish: every http 触发器's
 * address by `outboundUrlProblem` with the administrator's allowlist, and its headers. Each problem names the node.
 */
import type { Flow, TriggerNode } from '../model/flow';
import { indexFlow } from '../model/flow-index';
import type { FlowProblem } from '../nodes/node-type';
import { forbiddenHeaderNames, outboundAddressMessages, outboundUrlProblem } from '../outbound-address';
import { outboundLabels } from '../outbound-messages';

export function checkOutboundTargets(flow: Flow, allow: readonly string[]): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (const node of indexFlow(flow).nodes) {
    if (node.type !== 'trigger') continue;
    const trigger = (node as TriggerNode).props.trigger;
    if (trigger?.type !== 'http') continue;
    const name = node.name || outboundLabels.trigger;
    const problem = outboundUrlProblem(trigger.url, allow);
    if (problem) problems.push({ nodeId: node.id, message: `「${name}」${problem}` });
    for (const header of forbiddenHeaderNames(trigger.headers)) problems.push({ nodeId: node.id, message: `「${name}」${outboundAddressMessages.header(header)}` });
  }
  return problems;
}
