/**
 * Pre-publish problems of one condition: a control that is not in the form, an option that no longer exists,
 * an operator that does not fit the control type, a comparison value that cannot be used, or (with an
 * organisation) departments, roles or users that do not exist.
 */
import type { Control } from '../../model/control';
import { flowMessages as m } from '../flow-messages';
import { isInitiatorCondition, type Condition } from '../model/condition';
import type { OrgIndex } from '../model/org-index';
import { VALUELESS_OPS } from './condition-kind';
import { conditionKindOf } from './registry';

/** With an organisation: the people and departments a 成员 or 部门 condition lists that do not exist (issue 41). */
function unknownOrgIds(kind: string, condition: Condition, branchName: string, org: OrgIndex): string[] {
  if (kind !== 'members' && kind !== 'depts') return [];
  const ids = Array.isArray(condition.value) ? condition.value.map(String) : [];
  const people = kind === 'members' && condition.op !== 'inDept';
  return people
    ? ids.filter((id) => !org.user(id)).map((id) => m.unknownUser(branchName, id))
    : ids.filter((id) => !org.dept(id)).map((id) => m.unknownDept(branchName, id));
}

export function checkCondition(condition: Condition, branchName: string, controlsById: ReadonlyMap<string, Control>, org?: OrgIndex): string[] {
  if (isInitiatorCondition(condition)) {
    if (!org) return [];
    const ids = Array.isArray(condition.value) ? condition.value : [];
    if (condition.op === 'inDept') return ids.filter((id) => !org.dept(id)).map((id) => m.unknownDept(branchName, id));
    if (condition.op === 'hasRole') return ids.filter((id) => !org.role(id)).map((id) => m.unknownRole(branchName, id));
    return ids.filter((id) => !org.user(id)).map((id) => m.unknownUser(branchName, id));
  }
  const control = controlsById.get(condition.controlId);
  if (!control) return [m.conditionControlMissing(branchName, condition.controlId)];
  const title = control.config?.title || control.id;
  const kind = conditionKindOf(control);
  if (VALUELESS_OPS.has(condition.op)) return kind ? [] : [m.conditionOpDoesNotFit(branchName, title, condition.op)];
  if (!kind || !kind.ops.includes(condition.op)) return [m.conditionOpDoesNotFit(branchName, title, condition.op)];
  const problem = kind.checkValue(condition.op, condition.value, control);
  if (!problem) return org ? unknownOrgIds(kind.name, condition, branchName, org) : [];
  return problem.kind === 'optionMissing' ? [m.conditionOptionMissing(branchName, title, problem.optionId)] : [m.conditionValueInvalid(branchName, title)];
}
