import type { Control, ControlOption } from '../../domain/model/control';

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
  const options = optionsOf(control);
  const ids = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return ids.map((id) => findOption(options, id)?.value ?? String(id)).join('、');
}
