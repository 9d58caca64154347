import type { Control } from '../../domain/model/control';
import { checkTableRows } from '../../domain/tables/table-rows';
import { checkTableCells, compileTableColumns } from '../../domain/validation/table-rules';
import type { FieldContext } from '../../domain/validation/validate-field';

export interface TableValidation {
  /** The table-level message (表单不能为空). */
  error?: string;
  /** Cell messages by `${row}:${columnId}`. */
  cells: Record<string, string>;
}

/** Validates a table's rows cell by cell with the shared table rules (columns compiled once per table). */
export function compileTableValidator(table: Control): (rows: unknown, context?: FieldContext) => TableValidation {
  const columns = compileTableColumns(table);
  return (value, context) => {
    const rows = Array.isArray(value) ? value : [];
    const error = checkTableRows(rows);
    const cells: Record<string, string> = {};
    checkTableCells(columns, rows, context, (row, column, message) => {
      cells[`${row}:${column.column.id}`] = message;
    });
    return { error, cells };
  };
}
