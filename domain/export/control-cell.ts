/**
 * One form value as a spreadsheet cell: numbers as numbers, dates as dates, everything else (choices as their
 * labels, regions, files) as the text an approver reads on paper (domain/print), so the export and the print agree.
 */
import type { Control } from '../model/control';
import type { ValueNames } from '../controls/org/value-names';
import { getControlType } from '../controls/registry';
import { formatPrintValue } from '../print/print-values';
import { plainText } from '../print/print-value';
import { parseDate } from '../validation/date-value';
import type { ExportCell, ExportColumn, ExportColumnKind } from './export-sheet';

/** The kind of column a control's values fill. */
export function columnKindOf(control: Control): ExportColumnKind {
  const type = getControlType(control.moduleId);
  if (type?.numberValue) return 'number';
  if (type?.validation.rules === 'date') return typeof control.props?.format === 'string' && control.props.format.includes('HH') ? 'datetime' : 'date';
  return 'text';
}

/** The sheet column of a control's values: its kind and, when its type says one, its number format. */
export function fieldColumn(control: Control, id: string, header: string): ExportColumn {
  const numberFormat = getControlType(control.moduleId)?.exportFormat?.(control);
  return { id, header, kind: columnKindOf(control), ...(numberFormat ? { numberFormat } : {}) };
}

/** The cell of one value; a value the type cannot read as its kind falls back to its printed text. */
export function controlCell(control: Control, value: unknown, names?: ValueNames): ExportCell {
  const kind = columnKindOf(control);
  if (value === undefined || value === null || value === '') return null;
  if (kind === 'number') {
    const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
    if (Number.isFinite(n) && String(value).trim() !== '') return n;
  } else if (kind === 'date' || kind === 'datetime') {
    const parsed = parseDate(value);
    if (parsed) return { date: parsed.ms };
  }
  const text = plainText(formatPrintValue(control, value, names));
  return text === '' ? null : text;
}
