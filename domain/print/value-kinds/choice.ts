import type { ControlOption } from '../../model/control';
import type { PrintValueFormatter } from '../print-value';
import { textValue } from '../print-value';
import { asText } from './text';
import { choiceLabels, isOtherChoiceValue } from '../../model/choice-value';

function optionsOf(children: unknown): ControlOption[] {
  return Array.isArray(children)
    ? children.filter((c): c is ControlOption => !!c && typeof c === 'object' && 'value' in c && !('colProps' in c))
    : [];
}

/**
 * Single choice, dropdown, multi choice (8, 9, 10): option ids print as their labels; a remote or custom
 * value (already a text) prints as it is; an "other" choice with its typed text prints that text.
 */
export const formatChoice: PrintValueFormatter = (control, value) => {
  const options = optionsOf(control.children);
  // 其他 chosen with its text ({ value, otherText }, issue 14 item 10) prints 其他：<text>.
  if (isOtherChoiceValue(value)) return textValue(choiceLabels(options, value).join('、'));
  const items = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  const labels = items.map((item) => {
    if (item && typeof item === 'object') return asText(item);
    const option = options.find((o) => String(o.id) === String(item));
    return option ? option.value : asText(item);
  });
  return textValue(labels.filter((label) => label !== '').join('、'));
};

/** Image choice (13): the chosen cards by name. */
export const formatImageChoice: PrintValueFormatter = (_control, value) => {
  const images = value && typeof value === 'object' && Array.isArray((value as { images?: unknown }).images)
    ? (value as { images: unknown[] }).images
    : [];
  return textValue(images.map((image) => asText((image as { name?: unknown })?.name)).filter((x) => x !== '').join('、'));
};
