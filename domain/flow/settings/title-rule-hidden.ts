/**
 * 标题规则 and field permissions (issue 38): the title is shown to everyone on the route (待我审批, 抄送, the
 * instance), so a rule may not name a control that some node — an approver, a 办理人, a cc — hides. Such a
 * rule is refused at save and at publish, and a title is made without the control (`instanceTitle`'s
 * `hiddenIds`), so titles of a rule stored before this check do not reveal it either.
 */
import type { Control } from '../../model/control';
import type { Form } from '../../model/form';
import type { Flow } from '../model/flow';
import { indexFlow } from '../model/flow-index';
import { hiddenControlsAt } from '../flow-usage';
import { titleRuleOf, titleRuleMessages, titleRuleFields } from './title-rule';

/** The controls hidden at one node or more of the flow (their ids). */
export function controlsHiddenAnywhere(flow: Flow, form: Form): Set<string> {
  const hidden = new Set<string>();
  for (const node of indexFlow(flow).nodes) for (const id of hiddenControlsAt(flow, node.id, form)) hidden.add(id);
  return hidden;
}

/** The controls the flow's 标题规则 names that a node hides, in the rule's order (each once). */
export function hiddenTitleControls(flow: Flow, form: Form): Control[] {
  const rule = titleRuleOf(flow.settings);
  if (rule === undefined) return [];
  const hidden = controlsHiddenAnywhere(flow, form);
  const named = new Set(titleRuleFields(rule).filter((id) => hidden.has(id)));
  return (form.controls as Control[]).filter((control) => named.has(control.id));
}

/** The refusal of a 标题规则 naming a hidden control: 标题规则不能使用在某些节点隐藏的字段「请假事由」. */
export function checkTitleRuleHidden(flow: Flow, form: Form): string[] {
  return hiddenTitleControls(flow, form).map((control) => titleRuleMessages.hiddenControl(control.config?.title || control.name || control.id));
}
