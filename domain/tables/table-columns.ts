/**
 * The columns of a table control (moduleId 15: `children` are column controls) and which of them are number
 * columns (spec 5: only number columns can be summed or used by table statistics).
 */
import type { Control, TableColumn } from '../model/control';
import { columnsOf } from '../controls/table-column';
import { getControlType } from '../controls/registry';

export { columnsOf };

/** A column whose control type holds a number (number, days, calculators): summed and counted by statistics. */
export function isNumberColumnType(column: { moduleId?: unknown }): boolean {
  return typeof column.moduleId === 'number' && getControlType(column.moduleId)?.numberValue === true;
}

/** A number column by its type, or a column flagged `props.number`. */
export function isNumberColumn(column: Control): boolean {
  return isNumberColumnType(column) || column.props?.number === true;
}

/** The columns summed in the footer: `props.summaryColumns`, or every number column when absent or empty. */
export function summaryColumns(table: Control): TableColumn[] {
  const numberColumns = columnsOf(table).filter(isNumberColumn);
  const chosen = table.props?.summaryColumns;
  if (!Array.isArray(chosen) || chosen.length === 0) return numberColumns;
  return numberColumns.filter((column) => chosen.includes(column.id));
}
