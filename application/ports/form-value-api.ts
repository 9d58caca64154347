import type { Page, PageQuery } from './paging';

export interface FormValueItem {
  readonly value: string;
  readonly [field: string]: unknown;
}

/** A form-value list (spec 3): reusable option values for "custom data". */
export interface FormValue {
  readonly id: string;
  readonly name: string;
  readonly data: FormValueItem[];
}

/** Form-value lists CRUD and lookups (spec 7, /flow/workflow/…; the /main/formValueManage page). */
export const FormValueApi = Symbol('FormValueApi');
export interface FormValueApi {
  /** GET get_form_values?page&pageSize (the custom-data picker uses page 0, pageSize 999). */
  getFormValues(query: PageQuery & { readonly keyword?: string }): Promise<Page<FormValue>>;
  /** GET get_form_value?id */
  getFormValue(id: string): Promise<FormValue>;
  /** POST add_form_value */
  addFormValue(value: Omit<FormValue, 'id'>): Promise<{ id: string }>;
  /** POST upd_form_value */
  updateFormValue(value: FormValue): Promise<void>;
  /** POST get_form_value_value {id}: only the items of one list. */
  getFormValueItems(id: string): Promise<FormValueItem[]>;
}
