/**
 * How each control kind prints (issue 19: values as an approver reads them): one formatter per moduleId,
 * collected here. A control kind that cannot print falls back to its value as text.
 */
import type { Control, ModuleId } from '../model/control';
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
  1: formatText, 2: formatText, 4: formatText, 5: formatText, 7: formatText, 20: formatText,
  3: formatDate,
  12: formatDateRange,
  6: formatNumber, 21: formatNumber, 22: formatNumber, 24: formatNumber, 25: formatNumber,
  8: formatChoice, 9: formatChoice, 10: formatChoice,
  13: formatImageChoice,
  11: formatAttachment,
  14: formatRichText,
  18: formatRegion,
  15: tableFormatter((column, value) => formatPrintValue(column, value)),
};

/** The value of `control` as printed. */
export function formatPrintValue(control: Control, value: unknown): PrintValue {
  const formatter = FORMATTERS[control.moduleId as ModuleId] ?? formatText;
  return formatter(control, value);
}
