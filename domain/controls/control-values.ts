/** Helpers the control types share to build initial and sample values. */
import type { Control, ControlOption } from '../model/control';

/** A deep copy of a JSON value (a designer's default must not be shared with the filled form). */
export const cloneValue = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** The options the designer marked as chosen by default. */
export function defaultOptions(control: Control): ControlOption[] {
  return (Array.isArray(control.children) ? control.children : []).filter(
    (child): child is ControlOption => !!child && typeof child === 'object' && (child as ControlOption).isDefault === true && !('colProps' in child),
  );
}

/** The ids of a choice's options (table columns left out). */
export function optionIds(control: Control): Array<string | number> {
  return Array.isArray(control.children)
    ? control.children.filter((c) => c && typeof c === 'object' && 'value' in c && !('colProps' in c)).map((c) => (c as { id: string | number }).id)
    : [];
}

/** A single choice starts with its first default option, else the designer's value. */
export function firstDefaultOption(control: Control): unknown {
  const [first] = defaultOptions(control);
  return first ? first.id : control.props?.value ?? '';
}
