import type { ApiDefinition } from './api-definition-api';
import type { FormValueItem } from './form-value-api';

/** An option produced from a remote API result (spec 3 "Remote options also carry …"). */
export interface RemoteOption {
  readonly id: string | number;
  readonly value: string;
  readonly isRemote: true;
  readonly [field: string]: unknown;
}

/** Data that fill-mode controls fetch at run time (spec 7 "Remote calls"). */
export const RemoteDataApi = Symbol('RemoteDataApi');
export interface RemoteDataApi {
  /** Remote dropdown: API definitions with pageSize 9999 and status Active (reads `apis`). */
  listActiveApis(): Promise<ApiDefinition[]>;
  /**
   * Remote input: fetch the definition, call its url with its method (GET: params in the query, else the
   * body), the searched text in the one input param; map results to options by id and name / school_name.
   */
  search(apiId: string, text: string): Promise<RemoteOption[]>;
  /** Days input: the API by id called with begin/end, reads `days`; on failure 获取数据失败 and 0. */
  fetchDays(apiId: string, begin: string, end: string): Promise<number>;
  /** Custom data: the items of a form-value list (page 0, pageSize 999). */
  listFormValueItems(formValueId: string): Promise<FormValueItem[]>;
  /** Submit form: POST the param body to a given url; resolves with the response body. */
  submitToUrl(url: string, param: Readonly<Record<string, unknown>>): Promise<unknown>;
}
