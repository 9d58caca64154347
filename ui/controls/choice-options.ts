import type { Control, ControlOption } from '../../domain/model/control';
import { choiceLabels } from '../../domain/model/choice-value';

/** The options of a choice control (its `children`), without table columns or broken entries. */
export function optionsOf(control: Control): ControlOption[] {
  const children = Array.isArray(control.children) ? control.children : [];
  return children.filter((child): child is ControlOption => !!child && typeof child === 'object' && 'value' in child && !('colProps' in child));
}

/** The option whose id matches a stored id (ids may come back as strings). */
export function findOption(options: readonly ControlOption[], id: unknown): ControlOption | undefined {
  return options.find((option) => String(option.id) === String(id));
}

/** Label of a stored choice value (ids → option texts), for read-only display. */
export function choiceLabel(control: Control, value: unknown): string {
  // 其他 chosen shows 其他：<text> (issue 14, item 10).
  return choiceLabels(optionsOf(control), value).join('、');
}
