import type { ColProps, Control, TableColumn } from '../model/control';
import type { ControlType } from '../controls/control-type';
import { createTableColumn } from '../controls/table-column';
import { isNumberColumnType as isNumberColumn } from '../tables/table-columns';

/**
 * Table field editor (spec 2, 4, 9): add, edit, move and delete columns; per-column width (default 80 px),
 * minimum or fixed width, fixed left/right/none; footer sum over the named number columns.
 */

export function columnsOf(table: Control): TableColumn[] {
  return (Array.isArray(table.children) ? table.children : []) as TableColumn[];
}

function withColumns(table: Control, columns: TableColumn[]): Control {
  const ids = new Set(columns.filter(isNumberColumn).map((c) => c.id));
  const summary = table.props.summaryColumns;
  // Summary ids follow the columns: a deleted (or no longer numeric) column leaves the sum.
  const props = Array.isArray(summary) && summary.some((id) => !ids.has(id))
    ? { ...table.props, summaryColumns: summary.filter((id) => ids.has(id)) }
    : table.props;
  return { ...table, props, children: columns };
}

/** Adds a column of `type` with id `columnId` (see nextColumnId) at `index` (appended by default). */
export function addColumn(table: Control, type: ControlType, columnId: string, index?: number, title?: string): Control {
  const columns = [...columnsOf(table)];
  const column = createTableColumn(type, columnId, table.id, title);
  columns.splice(index ?? columns.length, 0, column);
  return withColumns(table, columns);
}

/** Replaces a column by `update(column)`. */
export function editColumn(table: Control, columnId: string, update: (column: TableColumn) => TableColumn): Control {
  return withColumns(table, columnsOf(table).map((c) => (c.id === columnId ? update(c) : c)));
}

/** Drag a column from one position to another. */
export function moveColumn(table: Control, from: number, to: number): Control {
  const columns = [...columnsOf(table)];
  if (from < 0 || from >= columns.length) return table;
  const [moved] = columns.splice(from, 1);
  columns.splice(Math.max(0, Math.min(to, columns.length)), 0, moved);
  return withColumns(table, columns);
}

/** Deletes a column (see deletionNeedsConfirmation before calling it from the UI). */
export function deleteColumn(table: Control, columnId: string): Control {
  return withColumns(table, columnsOf(table).filter((c) => c.id !== columnId));
}

function setColProps(table: Control, columnId: string, patch: Partial<ColProps>): Control {
  return editColumn(table, columnId, (c) => ({ ...c, colProps: { ...c.colProps, ...patch } }));
}

/** Column width in px: a positive whole number; anything else leaves the table unchanged. */
export function setColumnWidth(table: Control, columnId: string, width: number): Control {
  if (!Number.isFinite(width) || width < 1) return table;
  return setColProps(table, columnId, { width: Math.round(width) });
}

/** true: the width is a minimum (the column may grow); false: the width is fixed. */
export function setColumnMinWidth(table: Control, columnId: string, isMinWidth: boolean): Control {
  return setColProps(table, columnId, { isMinWidth });
}

export function setColumnFixed(table: Control, columnId: string, fixed: ColProps['fixed']): Control {
  return setColProps(table, columnId, { fixed });
}

/** Turns the footer sum row on or off. */
export function setShowSummary(table: Control, on: boolean): Control {
  return { ...table, props: { ...table.props, showSummary: on } };
}

/** Names the number columns to sum; ids that are not number columns of this table are dropped. */
export function setSummaryColumns(table: Control, columnIds: readonly string[]): Control {
  const numbers = new Set(columnsOf(table).filter(isNumberColumn).map((c) => c.id));
  return { ...table, props: { ...table.props, summaryColumns: columnIds.filter((id) => numbers.has(id)) } };
}

/** Number columns a footer sum may name. */
export function numberColumns(table: Control): TableColumn[] {
  return columnsOf(table).filter(isNumberColumn);
}

/** The columns actually summed: none when the sum is off; all number columns when none are named. */
export function summedColumns(table: Control): TableColumn[] {
  if (table.props.showSummary !== true) return [];
  const named = table.props.summaryColumns;
  const numbers = numberColumns(table);
  if (!Array.isArray(named) || named.length === 0) return numbers;
  return numbers.filter((c) => named.includes(c.id));
}
