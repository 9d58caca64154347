import type { ColProps, Control, TableColumn } from '../model/control';
import type { ControlType } from './control-type';

/** Default table column width in px (spec 9). */
export const DEFAULT_COLUMN_WIDTH = 80;

export function defaultColProps(): ColProps {
  return { width: DEFAULT_COLUMN_WIDTH, fixed: 'none', isMinWidth: false };
}

/** A new column of a table: a control of `type` with colProps, flagged as a table field. */
export function createTableColumn(type: ControlType, id: string, tableId: string, title?: string): TableColumn {
  const base = type.create(id);
  const name = title ?? type.name;
  return {
    ...base,
    name,
    config: { ...base.config, title: name },
    props: { ...base.props, isTableField: true, tableId },
    colProps: defaultColProps(),
  };
}

/** The column controls of a table (`children`), malformed entries left out. */
export function columnsOf(table: Control): TableColumn[] {
  return Array.isArray(table.children) ? (table.children as TableColumn[]).filter((column) => column && typeof column === 'object') : [];
}
