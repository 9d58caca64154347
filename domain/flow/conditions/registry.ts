/** Which condition kind compares a control's value: the one its control type names (`conditionKind`). */
import type { Control } from '../../model/control';
import type { ConditionKindName } from '../../controls/control-type';
import { getControlType } from '../../controls/registry';
import { isNumberLike } from '../../validation/control-kinds';
import type { ConditionKind } from './condition-kind';
import { choiceCondition } from './choice-condition';
import { dateCondition } from './date-condition';
import { numberCondition } from './number-condition';
import { deptsCondition, membersCondition } from './org-conditions';
import { presenceCondition } from './presence-condition';
import { textCondition } from './text-condition';

const BY_NAME: Readonly<Record<ConditionKindName, ConditionKind>> = {
  number: numberCondition, date: dateCondition, choice: choiceCondition, text: textCondition, presence: presenceCondition,
  members: membersCondition, depts: deptsCondition,
};

/** The kind for a control, or undefined when the control holds no value a condition can read (a divider). */
export function conditionKindOf(control: Control): ConditionKind | undefined {
  if (isNumberLike(control)) return numberCondition;
  const name = getControlType(control.moduleId)?.conditionKind;
  return name ? BY_NAME[name] : undefined;
}
