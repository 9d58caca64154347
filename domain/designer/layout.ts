import type { Control } from '../model/control';

/** Layout direction of options (spec 2): row or column, row by default. */
export type LayoutDirection = 'row' | 'column';

export const DEFAULT_LAYOUT: LayoutDirection = 'row';

export function layoutOf(control: Control): LayoutDirection {
  return control.props.style?.flexDirection === 'column' ? 'column' : DEFAULT_LAYOUT;
}

export function setLayout(control: Control, direction: LayoutDirection): Control {
  return { ...control, props: { ...control.props, style: { ...(control.props.style ?? {}), flexDirection: direction } } };
}
