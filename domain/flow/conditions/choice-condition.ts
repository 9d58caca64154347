/**
 * Choices (单选, 下拉, 多选, 图片选择), by option id: 属于 (in) = the selection includes one of the listed ids,
 * 不属于 = it includes none; = / ≠ compare a single choice with one id; 包含 = the selection includes the id.
 */
import type { Control, ControlOption } from '../../model/control';
import { selectedOptionIds } from '../../validation/visibility';
import { chosenValue } from '../../model/choice-value';
import type { ConditionKind } from './condition-kind';

const listOf = (expected: unknown): string[] =>
  (Array.isArray(expected) ? expected : expected === undefined || expected === null ? [] : [expected]).map(String);

const optionsOf = (control: Control): ControlOption[] => ((control.children ?? []) as ControlOption[]).filter((option) => option && typeof option === 'object');

const selection = (control: Control, stored: unknown): string[] => {
  const actual = chosenValue(stored); // 其他 chosen: { value, otherText } (issue 14, item 10)
  if (actual && typeof actual === 'object' && !Array.isArray(actual)) {
    const images = (actual as { images?: unknown }).images;
    return Array.isArray(images) ? images.map((image) => String((image as { id?: unknown })?.id ?? image)) : [];
  }
  return selectedOptionIds(control, actual);
};

export const choiceCondition: ConditionKind = {
  name: 'choice',
  ops: ['eq', 'ne', 'in', 'notIn', 'contains'],
  matches(op, actual, expected, control) {
    const chosen = selection(control, actual);
    const listed = listOf(expected);
    switch (op) {
      case 'in': case 'contains': return chosen.some((id) => listed.includes(id));
      case 'notIn': return !chosen.some((id) => listed.includes(id));
      case 'eq': return chosen.length === 1 && listed.length === 1 && chosen[0] === listed[0];
      case 'ne': return !(chosen.length === 1 && listed.length === 1 && chosen[0] === listed[0]);
      default: return false;
    }
  },
  checkValue(op, expected, control) {
    const listed = listOf(expected);
    if (listed.length === 0 || ((op === 'eq' || op === 'ne') && listed.length !== 1)) return { kind: 'invalid' };
    const known = new Set(optionsOf(control).map((option) => String(option.id)));
    // Options filled from custom data or a remote API are not in `children`: their ids cannot be checked here.
    if (control.props?.remote === true || typeof control.props?.formValue === 'string' && control.props.formValue !== '') return undefined;
    const missing = listed.find((id) => !known.has(id));
    return missing === undefined ? undefined : { kind: 'optionMissing', optionId: missing };
  },
  describeValue(_op, expected, control) {
    const options = optionsOf(control);
    return listOf(expected).map((id) => options.find((option) => String(option.id) === id)?.value ?? id).join('、');
  },
};
