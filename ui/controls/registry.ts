import type { ComponentType } from 'react';
import type { ControlBodyProps } from './control-props';
import { CheckboxControl } from './checkbox-control';
import { DateControl } from './date-control';
import { DateRangeControl } from './date-range-control';
import { ComputedValueControl, DescriptionTextControl, DividerControl, PrintButtonControl } from './display-controls';
import { ImageChoiceControl } from './image-choice-control';
import { NumberControl } from './number-control';
import { RadioControl } from './radio-control';
import { RegionCascaderControl } from './region-cascader-control';
import { RichTextControl } from './rich-text-control';
import { SelectControl } from './select-control';
import { TableControl } from './table-control';
import { TableStatisticsControl } from './table-statistics-control';
import { TextInputControl } from './text-input-control';
import { TextareaControl } from './textarea-control';
import { AttachmentUploader } from '../uploads/attachment-uploader';

/** How one control type renders. */
export interface ControlComponent {
  component: ComponentType<ControlBodyProps>;
  /** False for layout and display controls that show no title (divider, description). */
  labelled: boolean;
}

const entry = (component: ComponentType<ControlBodyProps>, labelled = true): ControlComponent => ({ component, labelled });

/**
 * The fill-mode component of each moduleId. Adding a control type: one component file, one line here.
 * (The table control reads this registry for its cells, hence the lazy accessor below.)
 */
const components: Record<number, ControlComponent> = {
  0: entry(DescriptionTextControl, false),
  1: entry(TextInputControl),
  2: entry(TextareaControl),
  3: entry(DateControl),
  4: entry(TextInputControl),
  5: entry(TextInputControl),
  6: entry(NumberControl),
  7: entry(TextInputControl),
  8: entry(RadioControl),
  9: entry(SelectControl),
  10: entry(CheckboxControl),
  11: entry(AttachmentUploader),
  12: entry(DateRangeControl),
  13: entry(ImageChoiceControl),
  14: entry(RichTextControl),
  15: entry(TableControl),
  18: entry(RegionCascaderControl),
  19: entry(PrintButtonControl, false),
  20: entry(ComputedValueControl),
  21: entry(TableStatisticsControl),
  22: entry(NumberControl),
  23: entry(DividerControl, false),
  24: entry(ComputedValueControl),
  25: entry(ComputedValueControl),
};

export function getControlComponent(moduleId: number): ControlComponent | undefined {
  return components[moduleId];
}

/** Module ids with a component (tests check it covers the domain registry). */
export function registeredModuleIds(): number[] {
  return Object.keys(components).map(Number);
}
