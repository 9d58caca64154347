import { inject, injectable } from 'inversify';
import type { Form } from '../../domain/model/form';
import { FormApi, type DataTable, type DataTableSummary, type FormSummary } from '../ports/form-api';
import type { PageQuery } from '../ports/paging';
import { RemoteList } from './remote-list';

export type FormListQuery = PageQuery & { readonly keyword?: string };

/** 表单列表 / 表单详情 (/workflow/sprites[/:formId]) and 数据表 / 数据表详情: the saved forms and data tables. */
@injectable()
export class FormLibrary {
  readonly list: RemoteList<FormSummary, FormListQuery>;

  constructor(@inject(FormApi) private readonly api: FormApi) {
    this.list = new RemoteList((query) => this.api.getFormList(query), { page: 0, pageSize: 10 });
  }

  search(keyword: string): Promise<void> {
    const trimmed = keyword.trim();
    return this.list.load({ page: 0, pageSize: this.list.snapshot.query.pageSize, ...(trimmed ? { keyword: trimmed } : {}) });
  }

  getForm(id: string): Promise<Form> {
    return this.api.getForm(id);
  }

  /** /dataTable: every data table (the data-table call of remote controls reads them). */
  dataTables(): Promise<DataTableSummary[]> {
    return this.api.getDataTableList();
  }

  /** /dataTableDetail?id=: one data table's fields and rows. */
  dataTable(id: string): Promise<DataTable> {
    return this.api.getDataTable(id);
  }
}
