/**
 * Table rows (spec 4 "Tables", spec 5): a table value is a list of rows, each a list of cells in column
 * order; rows cannot be emptied (表单不能为空) and the last row cannot be deleted.
 * Entry points: `checkTableRows(rows)`, `checkDeleteRow(rowCount)`, `canDeleteRow(rowCount)`, `emptyRow(table)`.
 */
import type { Control } from '../model/control';
import { validationMessages as m } from '../messages';
import { columnsOf } from './table-columns';

export function checkTableRows(rows: readonly unknown[] | undefined): string | undefined {
  return !rows || rows.length === 0 ? m.tableEmpty : undefined;
}

export function canDeleteRow(rowCount: number): boolean {
  return rowCount > 1;
}

export function checkDeleteRow(rowCount: number): string | undefined {
  return canDeleteRow(rowCount) ? undefined : m.lastRowCannotBeDeleted;
}

/** A new row: one empty cell per column. */
export function emptyRow(table: Control): unknown[] {
  return columnsOf(table).map(() => undefined);
}
