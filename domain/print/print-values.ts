/**
 * How each control prints (issue 19: values as an approver reads them): the control type's own `printText`
 * (domain/controls/types); a table prints cell by cell, each as its column's type would. A control of an
 * unknown type falls back to its value as text.
 */
import type { Control } from '../model/control';
import { getControlType } from '../controls/registry';
import type { PrintValue } from './print-value';
import type { ValueNames } from '../controls/org/value-names';
import { tableFormatter } from './value-kinds/table';
import { formatText } from './value-kinds/text';

const formatTable = tableFormatter((column, value) => formatPrintValue(column, value));

/** The value of `control` as printed. */
export function formatPrintValue(control: Control, value: unknown, names?: ValueNames): PrintValue {
  const type = getControlType(control.moduleId);
  if (type?.capabilities.columns) return formatTable(control, value);
  return (type?.printText ?? formatText)(control, value, names);
}
