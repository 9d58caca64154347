/**
 * The pre-publish checks of the flow settings of 扩展设置 (审批编号, 标题规则) and, with an organisation, its
 * delegations (代理). Each problem is reported at the start node: settings belong to the whole flow.
 */
import type { Form } from '../../model/form';
import type { Flow } from '../model/flow';
import type { OrgIndex } from '../model/org-index';
import type { FlowProblem } from '../nodes/node-type';
import { checkDelegations } from '../delegation/check-delegations';
import { checkSerialNo } from '../settings/serial-no';
import { checkTitleRule } from '../settings/title-rule';
import { checkTitleRuleHidden } from '../settings/title-rule-hidden';

export function checkFlowSettings(flow: Flow, form: Form, org: OrgIndex | undefined): FlowProblem[] {
  const messages = [
    ...checkSerialNo(flow.settings),
    ...checkTitleRule(flow.settings, form),
    ...checkTitleRuleHidden(flow, form),
    ...(org ? checkDelegations(org.org.delegations ?? [], org) : []),
  ];
  return messages.map((message) => ({ nodeId: flow.root.id, message }));
}
