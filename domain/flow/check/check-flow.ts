/**
 * The checks before publishing (the designer's 发布 and `approval-form check-flow`): every node's own checks
 * (assignees, branch conditions, default branches, field permissions against the form) and, with an
 * organisation, the flow admins. Each problem names its node (or branch) id and says in Chinese what to fix.
 * With a catalogue of flows, 子流程 nodes are checked against it (exists, published, mapped controls).
 * Entry point: `checkFlow(flow, form, org?, flows?)`.
 */
import type { Form } from '../../model/form';
import { checkRejectTargets } from '../decision/return-targets';
import { flowMessages as m } from '../flow-messages';
import { controlsByIdOf } from '../model/flow-context';
import type { Flow } from '../model/flow';
import { indexFlow } from '../model/flow-index';
import { indexOrganisation } from '../model/org-index';
import type { Organisation } from '../model/organisation';
import { problemsAt, type FlowCatalog, type FlowProblem } from '../nodes/node-type';
import { checkCalendar } from '../../calendar/check-calendar';
import { nodeType } from '../nodes/registry';
import { checkFlowSettings } from './flow-settings-checks';

export type { FlowProblem } from '../nodes/node-type';

export function checkFlow(flow: Flow, form: Form, org?: Organisation, flows?: FlowCatalog): FlowProblem[] {
  const index = indexFlow(flow);
  const context = { controlsById: controlsByIdOf(form), org: org ? indexOrganisation(org) : undefined, flows, index };
  const problems: FlowProblem[] = [];
  for (const node of index.nodes) problems.push(...nodeType(node).check(node, context));
  problems.push(...checkRejectTargets(flow));
  problems.push(...problemsAt(flow.root.id, checkCalendar(flow.settings?.calendar)));
  if (context.org) {
    for (const admin of flow.settings?.admins ?? []) if (!context.org.user(admin)) problems.push({ nodeId: flow.root.id, message: m.unknownAdmin(admin) });
  }
  problems.push(...checkFlowSettings(flow, form, context.org));
  return problems;
}
