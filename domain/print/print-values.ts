/**
 * How each control kind prints (issue 19: values as an approver reads them): one formatter per moduleId,
 * collected here. A control kind that cannot print falls back to its value as text.
 */
import type { Control, ModuleId } from '../model/control';
import { MODULE } from '../validation/control-kinds';
import type { PrintValue, PrintValueFormatter } from './print-value';
import { formatAttachment } from './value-kinds/attachment';
import { formatChoice, formatImageChoice } from './value-kinds/choice';
import { formatDate, formatDateRange } from './value-kinds/date';
import { formatNumber } from './value-kinds/number';
import { formatRegion } from './value-kinds/region';
import { formatRichText } from './value-kinds/rich-text';
import { tableFormatter } from './value-kinds/table';
import { formatText } from './value-kinds/text';

const FORMATTERS: Partial<Record<ModuleId, PrintValueFormatter>> = {
  [MODULE.singleLineText]: formatText, [MODULE.multiLineText]: formatText, [MODULE.email]: formatText,
  [MODULE.phone]: formatText, [MODULE.link]: formatText, [MODULE.remoteDisplay]: formatText,
  [MODULE.date]: formatDate,
  [MODULE.startEndTime]: formatDateRange,
  [MODULE.number]: formatNumber, [MODULE.tableStatistics]: formatNumber, [MODULE.days]: formatNumber,
  [MODULE.numberCalculator]: formatNumber, [MODULE.dateCalculator]: formatNumber,
  [MODULE.singleChoice]: formatChoice, [MODULE.dropdown]: formatChoice, [MODULE.multiChoice]: formatChoice,
  [MODULE.imageChoice]: formatImageChoice,
  [MODULE.attachment]: formatAttachment,
  [MODULE.richText]: formatRichText,
  [MODULE.region]: formatRegion,
  [MODULE.table]: tableFormatter((column, value) => formatPrintValue(column, value)),
};

/** The value of `control` as printed. */
export function formatPrintValue(control: Control, value: unknown): PrintValue {
  const formatter = FORMATTERS[control.moduleId as ModuleId] ?? formatText;
  return formatter(control, value);
}
