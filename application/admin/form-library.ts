import { inject, injectable } from 'inversify';
import type { Form } from '../../domain/model/form';
import { FormApi, type FormSummary } from '../ports/form-api';
import type { PageQuery } from '../ports/paging';
import { RemoteList } from './remote-list';

export type FormListQuery = PageQuery & { readonly keyword?: string };

/** /workflow/sprites (表单列表) and /workflow/sprites/:formId (表单详情): the saved forms, and one form to look at. */
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
}
