/**
 * What an approver changed in the form (issue 25: 金额：1200 → 1100), kept in the instance history and shown in
 * the timeline, the instance view and the printed record. Values read as they print; a field the reader may
 * not see (隐藏) is left out by whoever shows the record.
 */
import type { Form } from '../model/form';
import type { PrintValue } from './print-value';
import { formatPrintValue } from './print-values';

export interface ValueEdit {
  readonly controlId: string;
  /** The field's title. */
  readonly label: string;
  readonly before: string;
  readonly after: string;
}

function plain(value: PrintValue): string {
  switch (value.kind) {
    case 'text':
    case 'html': return value.text;
    case 'files': return value.files.map((file) => file.name).join('、');
    case 'table': return `${value.rows.length} 行`;
  }
}

const orEmpty = (text: string | undefined) => text || '（空）';

/**
 * A table's changes cell by cell (issue 43 #12: 领用明细第 1 行「数量」：1 → 2, never 1 行 → 1 行), with the row
 * count when rows were added or removed; undefined when one side is not a table.
 */
function tableEdits(controlId: string, label: string, before: PrintValue, after: PrintValue): ValueEdit[] | undefined {
  if (before.kind !== 'table' || after.kind !== 'table') return undefined;
  const edits: ValueEdit[] = [];
  const rowCount = { controlId, label, before: `${before.rows.length} 行`, after: `${after.rows.length} 行` };
  if (before.rows.length !== after.rows.length) edits.push(rowCount);
  const columns = after.columns.length >= before.columns.length ? after.columns : before.columns;
  for (let r = 0; r < Math.min(before.rows.length, after.rows.length); r++) {
    columns.forEach((column, c) => {
      const from = before.rows[r]?.[c] ?? '';
      const to = after.rows[r]?.[c] ?? '';
      if (from !== to) edits.push({ controlId, label: `${label}第 ${r + 1} 行「${column}」`, before: orEmpty(from), after: orEmpty(to) });
    });
  }
  return edits.length > 0 ? edits : [rowCount];
}

/** The fields of `form` whose value differs between `before` and `after`, in form order (a table: cell by cell). */
export function valueEdits(form: Form, before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): ValueEdit[] {
  return form.controls
    .filter((control) => Object.prototype.hasOwnProperty.call(after, control.id) && JSON.stringify(before[control.id] ?? null) !== JSON.stringify(after[control.id] ?? null))
    .flatMap((control) => {
      const label = control.config.title || control.name;
      const from = formatPrintValue(control, before[control.id]);
      const to = formatPrintValue(control, after[control.id]);
      return tableEdits(control.id, label, from, to) ?? [{ controlId: control.id, label, before: orEmpty(plain(from)), after: orEmpty(plain(to)) }];
    });
}

/** One edit in words: 金额：1200.00 → 1100.00 */
export function valueEditText(edit: Pick<ValueEdit, 'label' | 'before' | 'after'>): string {
  return `${edit.label}：${edit.before} → ${edit.after}`;
}
