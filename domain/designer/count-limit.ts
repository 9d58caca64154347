import type { Control } from '../model/control';
import { formModelMessages as m } from '../messages';

/** Min/max count of a multi choice (spec 5): numbers of at least 0. */

/** The message for an invalid count input, or undefined when it is a number ≥ 0. */
export function countLimitError(value: unknown): string | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? undefined : m.countMustBeNonNegative;
}

/** Sets props.min or props.max; negative or non-numeric input becomes 0, fractions are floored. */
export function setCountLimit(control: Control, which: 'min' | 'max', value: number): Control {
  const n = Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  return { ...control, props: { ...control.props, [which]: n } };
}
