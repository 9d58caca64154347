/**
 * The columns of a table control (moduleId 15: `children` are column controls) and which of them are number
 * columns (spec 5: only number columns can be summed or used by table statistics).
 */
import type { Control, TableColumn } from '../model/control';
import { isNumberColumn as isNumberColumnType } from '../controls/table-column';

export function columnsOf(table: Control): TableColumn[] {
  return Array.isArray(table.children) ? (table.children as TableColumn[]).filter((column) => column && typeof column === 'object') : [];
}

/** Number, days and calculator columns (the registry's rule), or a column flagged `props.number`. */
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
