/**
 * The rules of a table's rows (spec 5 "Tables"): every filled-in, shown column checks its cell with the column's
 * own field rules. One implementation for the submission check (validate-form) and the filler's live messages.
 * Entry points: `compileTableColumns(table)` (once per table), `checkTableCells(columns, rows, context, report)`.
 */
import type { Control, TableColumn } from '../model/control';
import { columnsOf } from '../tables/table-columns';
import { isFilledIn, isTable } from './control-kinds';
import { compileFieldValidator, type FieldContext, type FieldValidator } from './validate-field';

export interface CompiledColumn {
  readonly column: TableColumn;
  /** The column's cell index in a row. */
  readonly index: number;
  readonly validate: FieldValidator;
}

/** The columns whose cells are checked, each with its field rules compiled once. */
export function compileTableColumns(table: Control): CompiledColumn[] {
  const columns: CompiledColumn[] = [];
  columnsOf(table).forEach((column, index) => {
    if (isFilledIn(column) && !isTable(column) && column.config?.hidden !== true) {
      columns.push({ column, index, validate: compileFieldValidator(column) });
    }
  });
  return columns;
}

/** Reports every failing cell, row by row and in column order. */
export function checkTableCells(
  columns: readonly CompiledColumn[],
  rows: readonly unknown[],
  context: FieldContext | undefined,
  report: (row: number, column: CompiledColumn, message: string) => void,
): void {
  for (let row = 0; row < rows.length; row++) {
    const cells = rows[row];
    const list = Array.isArray(cells) ? cells : [];
    for (let c = 0; c < columns.length; c++) {
      const column = columns[c];
      const message = column.validate(list[column.index], context);
      if (message !== undefined) report(row, column, message);
    }
  }
}
