import type { Control } from '../../domain/model/control';
import { columnsOf } from '../../domain/tables/table-columns';
import { checkTableRows } from '../../domain/tables/table-rows';
import { compileFieldValidator, type FieldContext, type FieldValidator } from '../../domain/validation/validate-field';
import { isFilledIn } from '../../domain/validation/control-kinds';

export interface TableValidation {
  /** The table-level message (表单不能为空). */
  error?: string;
  /** Cell messages by `${row}:${columnId}`. */
  cells: Record<string, string>;
}

/** Validates a table's rows cell by cell with the columns' field rules (compiled once per table). */
export function compileTableValidator(table: Control): (rows: unknown, context?: FieldContext) => TableValidation {
  const columns: Array<{ id: string; index: number; validate: FieldValidator }> = [];
  columnsOf(table).forEach((column, index) => {
    if (isFilledIn(column) && column.config?.hidden !== true) columns.push({ id: column.id, index, validate: compileFieldValidator(column) });
  });
  return (value, context) => {
    const rows = Array.isArray(value) ? value : [];
    const error = checkTableRows(rows);
    const cells: Record<string, string> = {};
    rows.forEach((row, r) => {
      const list = Array.isArray(row) ? row : [];
      for (const column of columns) {
        const message = column.validate(list[column.index], context);
        if (message !== undefined) cells[`${r}:${column.id}`] = message;
      }
    });
    return { error, cells };
  };
}
