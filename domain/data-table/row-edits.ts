/**
 * 表格编辑: what an administrator changed in a data table, sent as edits against the version they loaded, and
 * the change log each save leaves (数据表日志). Positions are 0-based in the loaded rows; the log counts rows
 * from 1 as the user sees them.
 */
import type { DataTableContent, DataTableField, DataTableRow } from './data-table';
import { fieldTypeOf } from './field-types';

export type DataTableEdit =
  | { readonly kind: 'add'; readonly row: DataTableRow }
  | { readonly kind: 'update'; readonly index: number; readonly row: DataTableRow }
  | { readonly kind: 'delete'; readonly index: number };

export interface CellChange {
  /** The column's title. */
  readonly field: string;
  readonly from: string;
  readonly to: string;
}

export interface RowChange {
  readonly kind: DataTableEdit['kind'];
  /** 第 N 行: the loaded row for update and delete, the new row's place for add. */
  readonly rowNumber: number;
  readonly cells: readonly CellChange[];
}

export type EditOutcome =
  | { readonly ok: true; readonly rows: DataTableRow[]; readonly changes: RowChange[] }
  | { readonly ok: false; readonly message: string };

export const RowEditMessages = {
  noEdits: '没有需要保存的修改',
  badEdit: '修改内容格式不正确',
  rowMissing: (rowNumber: number) => `要修改的第 ${rowNumber} 行不存在，请刷新后重试`,
  rowEditedTwice: (rowNumber: number) => `第 ${rowNumber} 行被重复修改`,
  emptyRow: '不能添加空行',
  badCell: (rowNumber: number, field: string, expected: string) => `第 ${rowNumber} 行「${field}」不是${expected}`,
} as const;

const TYPE_NAMES = { string: '文本', number: '数字', date: '日期（YYYY-MM-DD）' } as const;

/** The row as the table stores it: its fields only, in field order; empty cells are null. */
function cleanRow(fields: readonly DataTableField[], row: DataTableRow): DataTableRow {
  return Object.fromEntries(fields.map((f) => [f.name, row[f.name] === undefined || row[f.name] === '' ? null : row[f.name]]));
}

function cellProblem(fields: readonly DataTableField[], row: DataTableRow, rowNumber: number): string | undefined {
  for (const field of fields) {
    if (!fieldTypeOf(field.type).holds(row[field.name])) {
      return RowEditMessages.badCell(rowNumber, field.title, TYPE_NAMES[field.type] ?? TYPE_NAMES.string);
    }
  }
  return undefined;
}

const show = (field: DataTableField, value: unknown) => fieldTypeOf(field.type).showCell(value);

function cellChanges(fields: readonly DataTableField[], before: DataTableRow | undefined, after: DataTableRow | undefined): CellChange[] {
  return fields
    .map((f) => ({ field: f.title, from: before ? show(f, before[f.name]) : '', to: after ? show(f, after[f.name]) : '' }))
    .filter((c) => c.from !== c.to);
}

function isEdit(value: unknown): value is DataTableEdit {
  if (!value || typeof value !== 'object') return false;
  const edit = value as Record<string, unknown>;
  const hasRow = !!edit.row && typeof edit.row === 'object' && !Array.isArray(edit.row);
  const hasIndex = Number.isInteger(edit.index) && (edit.index as number) >= 0;
  return (edit.kind === 'add' && hasRow) || (edit.kind === 'update' && hasRow && hasIndex) || (edit.kind === 'delete' && hasIndex);
}

/**
 * Applies edits to the loaded rows in one go: updates and deletes name loaded positions, adds go to the end.
 * Every cell must hold its column's type; nothing is applied when one edit is refused.
 */
export function applyDataTableEdits(table: DataTableContent, edits: readonly unknown[]): EditOutcome {
  if (!Array.isArray(edits) || edits.length === 0) return { ok: false, message: RowEditMessages.noEdits };
  if (!edits.every(isEdit)) return { ok: false, message: RowEditMessages.badEdit };
  const { fields } = table;
  const rows: Array<DataTableRow | undefined> = [...table.rows];
  const touched = new Set<number>();
  const changes: RowChange[] = [];
  const added: DataTableRow[] = [];
  for (const edit of edits) {
    if (edit.kind === 'add') {
      const row = cleanRow(fields, edit.row);
      const rowNumber = table.rows.length + added.length + 1;
      const problem = cellProblem(fields, row, rowNumber);
      if (problem) return { ok: false, message: problem };
      const cells = cellChanges(fields, undefined, row);
      if (cells.length === 0) return { ok: false, message: RowEditMessages.emptyRow };
      added.push(row);
      changes.push({ kind: 'add', rowNumber, cells });
      continue;
    }
    const rowNumber = edit.index + 1;
    if (edit.index >= table.rows.length) return { ok: false, message: RowEditMessages.rowMissing(rowNumber) };
    if (touched.has(edit.index)) return { ok: false, message: RowEditMessages.rowEditedTwice(rowNumber) };
    touched.add(edit.index);
    const before = table.rows[edit.index];
    if (edit.kind === 'delete') {
      rows[edit.index] = undefined;
      changes.push({ kind: 'delete', rowNumber, cells: cellChanges(fields, before, undefined) });
      continue;
    }
    const row = cleanRow(fields, { ...before, ...edit.row });
    const problem = cellProblem(fields, row, rowNumber);
    if (problem) return { ok: false, message: problem };
    const cells = cellChanges(fields, before, row);
    if (cells.length === 0) continue; // saved as it was: nothing to log
    rows[edit.index] = { ...before, ...row };
    changes.push({ kind: 'update', rowNumber, cells });
  }
  if (changes.length === 0) return { ok: false, message: RowEditMessages.noEdits };
  return { ok: true, rows: [...rows.filter((r): r is DataTableRow => r !== undefined), ...added], changes };
}

/** A change in words for the log: 新增第 4 行：部门：市场部，预算：1000 / 修改第 2 行：预算：30000 → 35000 / 删除第 3 行. */
export function describeRowChange(change: RowChange): string {
  if (change.kind === 'add') return `新增第 ${change.rowNumber} 行：${change.cells.map((c) => `${c.field}：${c.to}`).join('，')}`;
  if (change.kind === 'delete') return `删除第 ${change.rowNumber} 行：${change.cells.map((c) => `${c.field}：${c.from}`).join('，')}`;
  return `修改第 ${change.rowNumber} 行：${change.cells.map((c) => `${c.field}：${c.from || '（空）'} → ${c.to || '（空）'}`).join('，')}`;
}
