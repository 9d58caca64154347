import { inject, injectable, optional } from 'inversify';
import { FormValueApi, type FormValue } from '../ports/form-value-api';
import type { PageQuery } from '../ports/paging';
import { OperationLogApi } from '../ports/operation-log-api';
import { recordOperation } from './operation-log';
import { RemoteList } from './remote-list';

/** Items of a form-value list typed one per line: blank lines dropped, duplicates kept once, order kept. */
export function parseFormValueLines(text: string): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const value = line.trim();
    if (value && !seen.has(value)) {
      seen.add(value);
      values.push(value);
    }
  }
  return values;
}

/** /formValueManage: the reusable option lists ("custom data") of choice controls. */
@injectable()
export class FormValuesAdmin {
  readonly list: RemoteList<FormValue, PageQuery & { keyword?: string }>;

  constructor(
    @inject(FormValueApi) private readonly api: FormValueApi,
    @inject(OperationLogApi) @optional() private readonly log?: OperationLogApi,
  ) {
    this.list = new RemoteList((query) => this.api.getFormValues(query), { page: 0, pageSize: 10 });
  }

  save(name: string, lines: string, id?: string): Promise<void> {
    const values = parseFormValueLines(lines);
    if (!name.trim()) return Promise.reject(new Error('请输入名称'));
    if (values.length === 0) return Promise.reject(new Error('请至少填写一个选项值'));
    const data = values.map((value) => ({ value }));
    return this.list.mutate(async () => {
      if (id) await this.api.updateFormValue({ id, name: name.trim(), data });
      else await this.api.addFormValue({ name: name.trim(), data });
      void recordOperation(this.log, { action: id ? 'update_form_value' : 'add_form_value', target: name.trim() });
    });
  }
}
