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

/** The fields of `form` whose value differs between `before` and `after`, in form order. */
export function valueEdits(form: Form, before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): ValueEdit[] {
  return form.controls
    .filter((control) => Object.prototype.hasOwnProperty.call(after, control.id) && JSON.stringify(before[control.id] ?? null) !== JSON.stringify(after[control.id] ?? null))
    .map((control) => ({
      controlId: control.id,
      label: control.config.title || control.name,
      before: plain(formatPrintValue(control, before[control.id])) || '（空）',
      after: plain(formatPrintValue(control, after[control.id])) || '（空）',
    }));
}

/** One edit in words: 金额：1200.00 → 1100.00 */
export function valueEditText(edit: Pick<ValueEdit, 'label' | 'before' | 'after'>): string {
  return `${edit.label}：${edit.before} → ${edit.after}`;
}
