/** One-line text of conditions for the designer's cards: 请假天数 > 3 且 请假类型 属于 年假. */
import type { Control } from '../../model/control';
import { flowLabels } from '../flow-messages';
import { isInitiatorCondition, type Condition } from '../model/condition';
import type { ConditionBranch } from '../model/flow';
import { OP_LABELS, VALUELESS_OPS } from './condition-kind';
import { conditionKindOf } from './registry';

export interface ConditionNames {
  controlsById: ReadonlyMap<string, Control>;
  userName(userId: string): string;
  deptName(deptId: string): string;
  roleName(roleId: string): string;
}

const INITIATOR_TEXT = { inDept: '属于部门', hasRole: '拥有角色', is: '是' } as const;

export function describeCondition(condition: Condition, names: ConditionNames): string {
  if (isInitiatorCondition(condition)) {
    const ids = Array.isArray(condition.value) ? condition.value : [];
    const name = condition.op === 'inDept' ? names.deptName : condition.op === 'hasRole' ? names.roleName : names.userName;
    return `${flowLabels.initiator} ${INITIATOR_TEXT[condition.op] ?? condition.op} ${ids.map(name).join('、')}`;
  }
  const control = names.controlsById.get(condition.controlId);
  const title = control?.config?.title || condition.controlId;
  const op = OP_LABELS[condition.op] ?? condition.op;
  if (VALUELESS_OPS.has(condition.op)) return `${title} ${op}`;
  const kind = control ? conditionKindOf(control) : undefined;
  const value = kind && control ? kind.describeValue(condition.op, condition.value, control, names) : String(condition.value ?? '');
  return `${title} ${op} ${value}`;
}

/** The whole branch: AND inside a group, OR between groups. */
export function describeBranchConditions(branch: ConditionBranch, names: ConditionNames): string {
  if (branch.default) return flowLabels.defaultBranch;
  const groups = branch.conditions.filter((group) => group.length > 0);
  return groups.map((group) => group.map((condition) => describeCondition(condition, names)).join(flowLabels.and)).join(flowLabels.or);
}
