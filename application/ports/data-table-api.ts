import type { DataTableAccess, DataTableEdit, RowChange } from '../../domain/data-table';
import type { Page, PageQuery } from './paging';

/** One save of the table editor as 数据表日志 lists it: who, when, which table, what changed row by row. */
export interface DataTableLogEntry {
  readonly id: string;
  readonly tableId: string;
  readonly tableName: string;
  readonly userName: string;
  readonly at: string;
  readonly changes: readonly RowChange[];
}

export interface SaveDataTableRows {
  readonly id: string;
  /** The version the editor loaded: a save over someone else's newer save is refused, not merged blindly. */
  readonly baseVersion: number;
  readonly edits: readonly DataTableEdit[];
}

/**
 * Keeping data tables (none of these calls is in the spec; docs/API.md lists them): the table editor's save,
 * the change log and the permissions. Reading a table stays on FormApi (data_table/get_by_id, data_table/list).
 */
export const DataTableApi = Symbol('DataTableApi');
export interface DataTableApi {
  /** POST data_table/save_rows {id, baseVersion, edits} → {version} */
  saveRows(save: SaveDataTableRows): Promise<{ version: number }>;
  /** GET data_table/logs?tableId&page&pageSize (newest first; every table the viewer may see without tableId) */
  getLogs(query: PageQuery & { readonly tableId?: string }): Promise<Page<DataTableLogEntry>>;
  /** GET data_table/get_access?id */
  getAccess(id: string): Promise<DataTableAccess>;
  /** POST data_table/set_access {id, viewers, editors} */
  setAccess(id: string, access: DataTableAccess): Promise<void>;
}
