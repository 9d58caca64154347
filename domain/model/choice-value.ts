/**
 * The value of a 单选 / 下拉 / 多选 (8, 9, 10) whose "其他" option (`isOther`) is chosen: the chosen option id(s)
 * as usual, wrapped with what the applicant typed for "other" (issue 14, item 10):
 *
 *   单选 `{ "value": 5, "otherText": "自驾" }`, 多选 `{ "value": [1, 5], "otherText": "自驾" }`.
 *
 * Any other choice keeps the spec's plain shape (an option id, or a list of ids), and a plain value that holds
 * the 其他 id (one saved before this shape existed) still reads: 其他 chosen, nothing typed yet.
 */
import type { ControlOption } from './control';

export type OptionId = ControlOption['id'];

export interface OtherChoiceValue {
  value: OptionId | OptionId[];
  otherText: string;
  [unknownField: string]: unknown;
}

export function isOtherChoiceValue(value: unknown): value is OtherChoiceValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'otherText' in value && 'value' in value;
}

/** The plain choice inside a value: an id, a list of ids, or what was stored when it is not a choice value. */
export function chosenValue(value: unknown): unknown {
  return isOtherChoiceValue(value) ? value.value : value;
}

/** The chosen ids as stored (numbers stay numbers); none for an empty or non-choice value. */
export function chosenIds(value: unknown): OptionId[] {
  const plain = chosenValue(value);
  if (Array.isArray(plain)) return plain.filter((id): id is OptionId => typeof id === 'string' || typeof id === 'number');
  return typeof plain === 'string' ? (plain === '' ? [] : [plain]) : typeof plain === 'number' ? [plain] : [];
}

/** The typed "other" text ('' when none). */
export function otherTextOf(value: unknown): string {
  return isOtherChoiceValue(value) && typeof value.otherText === 'string' ? value.otherText : '';
}

/** The control's 其他 option, if it has one. */
export function otherOptionOf(options: readonly ControlOption[]): ControlOption | undefined {
  return options.find((option) => option.isOther === true);
}

/** True when the 其他 option is among the chosen ids. */
export function isOtherChosen(options: readonly ControlOption[], value: unknown): boolean {
  const other = otherOptionOf(options);
  return other !== undefined && chosenIds(value).some((id) => String(id) === String(other.id));
}

/**
 * The value to store for a choice: `{ value, otherText }` while 其他 is chosen (the text is kept, even empty, so
 * the text box keeps it), else the plain id(s). `choice` is an id, a list of ids or '' (nothing chosen).
 */
export function choiceValue(options: readonly ControlOption[], choice: OptionId | OptionId[] | '', otherText: string): unknown {
  if (!isOtherChosen(options, choice)) return choice;
  return { value: choice, otherText };
}

/** How a chosen option reads: its text, and for 其他 with a typed text `其他：<text>`. */
export function choiceLabels(options: readonly ControlOption[], value: unknown): string[] {
  const text = otherTextOf(value).trim();
  return chosenIds(value).map((id) => {
    const option = options.find((o) => String(o.id) === String(id));
    if (!option) return String(id);
    return option.isOther === true && text !== '' ? `${option.value}：${text}` : option.value;
  });
}
