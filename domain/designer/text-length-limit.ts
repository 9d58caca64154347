import type { Control } from '../model/control';

/**
 * Text length limit (spec 4): starts off with min and max 0; switching it off clears both; raising min
 * above max raises max; lowering max below min lowers min. `props.isLengthLimit` records the switch.
 */

export function isTextLengthLimitOn(control: Control): boolean {
  return control.props.isLengthLimit === true;
}

/** Switches the limit on or off; off clears min and max to 0. */
export function setTextLengthLimit(control: Control, on: boolean): Control {
  if (on) return { ...control, props: { ...control.props, isLengthLimit: true, minlength: control.props.minlength ?? 0, maxlength: control.props.maxlength ?? 0 } };
  return { ...control, props: { ...control.props, isLengthLimit: false, minlength: 0, maxlength: 0 } };
}

function toLength(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}

/** Sets the minimum length; a minimum above the maximum raises the maximum to it. */
export function setMinLength(control: Control, min: number): Control {
  const minlength = toLength(min);
  const max = control.props.maxlength ?? 0;
  return { ...control, props: { ...control.props, minlength, maxlength: minlength > max ? minlength : max } };
}

/** Sets the maximum length; a maximum below the minimum lowers the minimum to it. */
export function setMaxLength(control: Control, max: number): Control {
  const maxlength = toLength(max);
  const min = control.props.minlength ?? 0;
  return { ...control, props: { ...control.props, maxlength, minlength: maxlength < min ? maxlength : min } };
}
