/**
 * 包容分支 → an inclusive gateway fork whose outgoing flows are the branches in priority order, each with its
 * conditions as one expression, 其他情况 as the default flow (taken only when no condition holds), and an
 * inclusive join that waits for every flow the fork took before the group's next.
 */
import type { InclusiveNode } from '../../model/flow';
import type { NodeMapping } from '../node-mapping';
import { conditionalLinks, importConditional } from './condition-mapping';
import { exportGroup } from './group-mapping';

export const inclusiveMapping: NodeMapping<InclusiveNode> = {
  type: 'inclusive',
  export: (node, _from, context) => exportGroup(node, 'inclusiveGateway', '包容分支', conditionalLinks(node, context), context),
  accepts: (element) => element.kind === 'inclusiveGateway',
  import: (element, context) => importConditional(element, 'inclusive', context),
};
