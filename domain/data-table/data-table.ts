/**
 * A data table (数据表): named columns of a type and plain rows, read by the data-table call of remote controls
 * and kept by administrators on /dataTable, /tableEditor, /dataTableLog and /dataTableAuth.
 */
export type DataTableFieldType = 'string' | 'number' | 'date';

export interface DataTableField {
  readonly name: string;
  readonly title: string;
  readonly type: DataTableFieldType;
}

/** A row keyed by field name. Rows have no id: their position (and the table's version) identifies them. */
export type DataTableRow = Readonly<Record<string, unknown>>;

export interface DataTableContent {
  readonly fields: readonly DataTableField[];
  readonly rows: readonly DataTableRow[];
}
