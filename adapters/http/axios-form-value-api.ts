import { inject, injectable } from 'inversify';
import type { FormValue, FormValueApi, FormValueItem } from '../../application/ports/form-value-api';
import type { Page, PageQuery } from '../../application/ports/paging';
import { AxiosHttpClient } from './axios-http-client';

const W = '/flow/workflow/';

@injectable()
export class AxiosFormValueApi implements FormValueApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  getFormValues(query: PageQuery & { readonly keyword?: string }): Promise<Page<FormValue>> {
    return this.http.getData(`${W}get_form_values`, { ...query });
  }

  getFormValue(id: string): Promise<FormValue> {
    return this.http.getData(`${W}get_form_value`, { id });
  }

  addFormValue(value: Omit<FormValue, 'id'>): Promise<{ id: string }> {
    return this.http.postData(`${W}add_form_value`, value);
  }

  async updateFormValue(value: FormValue): Promise<void> {
    await this.http.post(`${W}upd_form_value`, value);
  }

  getFormValueItems(id: string): Promise<FormValueItem[]> {
    return this.http.postData(`${W}get_form_value_value`, { id });
  }
}
