import type { Control, ControlWidth } from '../model/control';

/** Width choices of a control, in percent (spec 9); 100 is the default. */
export const WIDTHS: readonly ControlWidth[] = [25, 50, 75, 100];
export const DEFAULT_WIDTH: ControlWidth = 100;

export function widthOf(control: Control): ControlWidth {
  const width = control.config.width;
  return width !== undefined && WIDTHS.includes(width) ? width : DEFAULT_WIDTH;
}

/** Sets the width; anything but 25, 50, 75 or 100 leaves the control unchanged. */
export function setWidth(control: Control, width: number): Control {
  if (!WIDTHS.includes(width as ControlWidth)) return control;
  return { ...control, config: { ...control.config, width: width as ControlWidth } };
}
