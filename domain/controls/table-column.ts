import type { ColProps, TableColumn } from '../model/control';
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

/** Module ids whose column values are numbers: number, days, number calculator, date calculator. */
const NUMBER_COLUMN_MODULE_IDS: ReadonlySet<unknown> = new Set([6, 22, 24, 25]);

/** A number column: can be summed in the footer and counted by table statistics. */
export function isNumberColumn(column: { moduleId?: unknown }): boolean {
  return NUMBER_COLUMN_MODULE_IDS.has(column.moduleId);
}
