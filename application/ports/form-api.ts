import type { Form } from '../../domain/model/form';
import type { ModuleId } from '../../domain/model/control';
import type { DataTableField } from '../../domain/data-table';
import type { Page, PageQuery } from './paging';

export interface FormSummary {
  readonly id: string;
  readonly name: string;
  readonly controlCount: number;
  readonly updatedAt: string;
}

/** One item of get_form_items: a control of the form, flattened. */
export interface FormItem {
  readonly id: string;
  readonly title: string;
  readonly moduleId: ModuleId;
}

export type { DataTableField } from '../../domain/data-table';

/**
 * A data table used by the data-table call (dataTableCallConfig). `version` (raised by every save) and the
 * viewer's `mayView` / `mayEdit` are not in the spec: the demo backend sends them for the admin pages.
 */
export interface DataTable {
  readonly id: string;
  readonly name: string;
  readonly fields: DataTableField[];
  readonly rows: Array<Readonly<Record<string, unknown>>>;
  readonly version?: number;
  readonly mayView?: boolean;
  readonly mayEdit?: boolean;
}

/** One data table as data_table/list names it (数据表 list page). */
export interface DataTableSummary {
  readonly id: string;
  readonly name: string;
  readonly fieldCount: number;
  readonly rowCount: number;
  /** The viewer's rights (数据表权限); absent from a backend without them: open. */
  readonly mayView?: boolean;
  readonly mayEdit?: boolean;
}

/** Forms CRUD and data tables (spec 7, /flow/workflow/…). */
export const FormApi = Symbol('FormApi');
export interface FormApi {
  /** POST add_form */
  addForm(form: Omit<Form, 'id'>): Promise<{ id: string }>;
  /** POST upd_form */
  updateForm(form: Form): Promise<void>;
  /** POST del_forms {ids} */
  deleteForms(ids: string[]): Promise<void>;
  /** GET get_form?id */
  getForm(id: string): Promise<Form>;
  /** GET get_form_list?page&pageSize&keyword */
  getFormList(query: PageQuery & { readonly keyword?: string }): Promise<Page<FormSummary>>;
  /** GET get_form_items?id */
  getFormItems(id: string): Promise<FormItem[]>;
  /** GET data_table/get_by_id?id */
  getDataTable(id: string): Promise<DataTable>;
  /** GET data_table/list (not in the spec): every data table, for /dataTable. */
  getDataTableList(): Promise<DataTableSummary[]>;
}
