import { inject, injectable } from 'inversify';
import type { DataTable, DataTableSummary, FormApi, FormItem, FormSummary } from '../../application/ports/form-api';
import type { Page, PageQuery } from '../../application/ports/paging';
import type { Form } from '../../domain/model/form';
import { AxiosHttpClient } from './axios-http-client';

const W = '/flow/workflow/';

@injectable()
export class AxiosFormApi implements FormApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  addForm(form: Omit<Form, 'id'>): Promise<{ id: string }> {
    return this.http.postData(`${W}add_form`, form);
  }

  async updateForm(form: Form): Promise<void> {
    await this.http.post(`${W}upd_form`, form);
  }

  async deleteForms(ids: string[]): Promise<void> {
    await this.http.post(`${W}del_forms`, { ids });
  }

  getForm(id: string): Promise<Form> {
    return this.http.getData(`${W}get_form`, { id });
  }

  getFormList(query: PageQuery & { readonly keyword?: string }): Promise<Page<FormSummary>> {
    return this.http.getData(`${W}get_form_list`, { ...query });
  }

  async getFormItems(id: string): Promise<FormItem[]> {
    return (await this.http.getData<{ items: FormItem[] }>(`${W}get_form_items`, { id })).items;
  }

  getDataTable(id: string): Promise<DataTable> {
    return this.http.getData(`${W}data_table/get_by_id`, { id });
  }

  async getDataTableList(): Promise<DataTableSummary[]> {
    return (await this.http.getData<{ list: DataTableSummary[] }>(`${W}data_table/list`)).list;
  }
}
