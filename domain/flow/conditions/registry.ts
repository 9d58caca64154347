/** Which condition kind compares a control's value, by the control's type. */
import type { Control } from '../../model/control';
import { MODULE, isNumberLike } from '../../validation/control-kinds';
import type { ConditionKind } from './condition-kind';
import { choiceCondition } from './choice-condition';
import { dateCondition } from './date-condition';
import { numberCondition } from './number-condition';
import { presenceCondition } from './presence-condition';
import { textCondition } from './text-condition';

const BY_MODULE = new Map<number, ConditionKind>([
  [MODULE.number, numberCondition],
  [MODULE.days, numberCondition],
  // Computed amounts (报销合计, 总价) are what money conditions read.
  [MODULE.tableStatistics, numberCondition],
  [MODULE.numberCalculator, numberCondition],
  [MODULE.date, dateCondition],
  [MODULE.singleChoice, choiceCondition],
  [MODULE.dropdown, choiceCondition],
  [MODULE.multiChoice, choiceCondition],
  [MODULE.imageChoice, choiceCondition],
  [MODULE.singleLineText, textCondition],
  [MODULE.multiLineText, textCondition],
  [MODULE.email, textCondition],
  [MODULE.phone, textCondition],
  [MODULE.link, textCondition],
  [MODULE.region, textCondition],
  [MODULE.startEndTime, presenceCondition],
  [MODULE.attachment, presenceCondition],
  [MODULE.table, presenceCondition],
]);

/** The kind for a control, or undefined when the control holds no value a condition can read (a divider). */
export function conditionKindOf(control: Control): ConditionKind | undefined {
  if (isNumberLike(control)) return numberCondition;
  return BY_MODULE.get(control.moduleId);
}
