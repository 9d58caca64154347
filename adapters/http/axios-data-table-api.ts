import { inject, injectable } from 'inversify';
import type { DataTableApi, DataTableLogEntry, SaveDataTableRows } from '../../application/ports/data-table-api';
import type { Page, PageQuery } from '../../application/ports/paging';
import { dataTableAccessOf, type DataTableAccess } from '../../domain/data-table';
import { AxiosHttpClient } from './axios-http-client';

const T = '/flow/workflow/data_table/';

@injectable()
export class AxiosDataTableApi implements DataTableApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  saveRows(save: SaveDataTableRows): Promise<{ version: number }> {
    // Silent: the editor tells the outcome on the page, with the changes still there (issue 18: told once).
    return this.http.postData(`${T}save_rows`, save, { silent: true });
  }

  async getLogs(query: PageQuery & { readonly tableId?: string }): Promise<Page<DataTableLogEntry>> {
    const page = await this.http.getData<Partial<Page<DataTableLogEntry>>>(`${T}logs`, { ...query });
    // Postel: a backend may leave out empty lists or the paging echo.
    return {
      list: (page.list ?? []).map((e) => ({ ...e, changes: Array.isArray(e.changes) ? e.changes : [] })),
      total: Number(page.total ?? 0), page: Number(page.page ?? query.page), pageSize: Number(page.pageSize ?? query.pageSize),
    };
  }

  async getAccess(id: string): Promise<DataTableAccess> {
    return dataTableAccessOf(await this.http.getData<unknown>(`${T}get_access`, { id }));
  }

  async setAccess(id: string, access: DataTableAccess): Promise<void> {
    await this.http.post(`${T}set_access`, { id, ...access });
  }
}
