import { getControlComponent, lazyControl, registerControlComponents, registeredModuleIds, type ControlComponent } from './control-lookup';

/**
 * The fill-mode component of each moduleId, each loaded on first use in its own chunk.
 * Adding a control type: one component file, one line here.
 * (The table control reads the same lookup for its cells, through control-lookup.ts.)
 */
const textInput = lazyControl(() => import(/* webpackChunkName: "control-text-input" */ './text-input-control').then((m) => m.TextInputControl));
const number = lazyControl(() => import(/* webpackChunkName: "control-number" */ './number-control').then((m) => m.NumberControl));
const computedValue = lazyControl(() => import(/* webpackChunkName: "control-computed-value" */ './computed-value-control').then((m) => m.ComputedValueControl));

const components: Record<number, ControlComponent> = {
  0: lazyControl(() => import(/* webpackChunkName: "control-description-text" */ './description-text-control').then((m) => m.DescriptionTextControl), false),
  1: textInput,
  2: lazyControl(() => import(/* webpackChunkName: "control-textarea" */ './textarea-control').then((m) => m.TextareaControl)),
  3: lazyControl(() => import(/* webpackChunkName: "control-date" */ './date-control').then((m) => m.DateControl)),
  4: textInput,
  5: textInput,
  6: number,
  7: textInput,
  8: lazyControl(() => import(/* webpackChunkName: "control-radio" */ './radio-control').then((m) => m.RadioControl)),
  9: lazyControl(() => import(/* webpackChunkName: "control-select" */ './select-control').then((m) => m.SelectControl)),
  10: lazyControl(() => import(/* webpackChunkName: "control-checkbox" */ './checkbox-control').then((m) => m.CheckboxControl)),
  11: lazyControl(() => import(/* webpackChunkName: "control-attachment-uploader" */ '../uploads/attachment-uploader').then((m) => m.AttachmentUploader)),
  12: lazyControl(() => import(/* webpackChunkName: "control-date-range" */ './date-range-control').then((m) => m.DateRangeControl)),
  13: lazyControl(() => import(/* webpackChunkName: "control-image-choice" */ './image-choice-control').then((m) => m.ImageChoiceControl)),
  14: lazyControl(() => import(/* webpackChunkName: "control-rich-text" */ './rich-text-control').then((m) => m.RichTextControl)),
  15: lazyControl(() => import(/* webpackChunkName: "control-table" */ './table-control').then((m) => m.TableControl)),
  18: lazyControl(() => import(/* webpackChunkName: "control-region-cascader" */ './region-cascader-control').then((m) => m.RegionCascaderControl)),
  19: lazyControl(() => import(/* webpackChunkName: "control-print-button" */ './print-button-control').then((m) => m.PrintButtonControl), false),
  20: computedValue,
  21: lazyControl(() => import(/* webpackChunkName: "control-table-statistics" */ './table-statistics-control').then((m) => m.TableStatisticsControl)),
  22: number,
  23: lazyControl(() => import(/* webpackChunkName: "control-divider" */ './divider-control').then((m) => m.DividerControl), false),
  24: computedValue,
  25: computedValue,
};

registerControlComponents(components);

export { getControlComponent, registeredModuleIds };
export { preloadAllControlComponents, preloadControlComponents } from './control-lookup';
export type { ControlComponent };
