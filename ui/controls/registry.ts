import type { ComponentType } from 'react';
import type { ControlBodyProps } from './control-props';
import { getControlComponent, registerControlComponents, registeredModuleIds, type ControlComponent } from './control-lookup';
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

const entry = (component: ComponentType<ControlBodyProps>, labelled = true): ControlComponent => ({ component, labelled });

/**
 * The fill-mode component of each moduleId. Adding a control type: one component file, one line here.
 * (The table control reads the same lookup for its cells, through control-lookup.ts.)
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

registerControlComponents(components);

export { getControlComponent, registeredModuleIds };
export type { ControlComponent };
