import { inject, injectable } from 'inversify';
import { ApiErrors } from '../../application/ports/api-errors';
import { isApiFailure } from '../../application/ports/api-failure';
import type { ApiDefinition } from '../../application/ports/api-definition-api';
import type { FormValue, FormValueItem } from '../../application/ports/form-value-api';
import type { Page } from '../../application/ports/paging';
import type { RemoteDataApi, RemoteOption } from '../../application/ports/remote-data-api';
import { ApiMessages } from '../http/api-messages';
import { AxiosHttpClient } from '../http/axios-http-client';
import { callParams, toRemoteOptions } from './remote-results';
import { typedFailure } from '../http/typed-failure';

const W = '/flow/workflow/';
/** Spec 9: the API list and the form-value list are read whole. */
export const API_LIST_PAGE_SIZE = 9999;
export const FORM_VALUE_LIST_PAGE_SIZE = 999;

@injectable()
export class AxiosRemoteDataApi implements RemoteDataApi {
  constructor(
    @inject(AxiosHttpClient) private readonly http: AxiosHttpClient,
    @inject(ApiErrors) private readonly errors: ApiErrors,
  ) {}

  async listActiveApis(): Promise<ApiDefinition[]> {
    const data = await this.http.getData<{ apis: ApiDefinition[] }>(`${W}get_apis`, { page: 0, pageSize: API_LIST_PAGE_SIZE, status: 'Active' });
    return data.apis;
  }

  async search(apiId: string, text: string): Promise<RemoteOption[]> {
    const api = await this.getApi(apiId);
    return toRemoteOptions(await this.call(api, callParams(api, { input: text })));
  }

  /** On failure: 获取数据失败 and 0 days (spec 8). */
  async fetchDays(apiId: string, begin: string, end: string): Promise<number> {
    try {
      const api = await this.http.getData<ApiDefinition>(`${W}get_api`, { id: apiId }, { silent: true });
      const body = await this.call(api, callParams(api, { begin, end }), true);
      const days = Number(readData(body)?.days);
      if (!Number.isFinite(days)) throw new Error('no days in the answer');
      return days;
    } catch (error) {
      this.errors.report({ level: 'error', code: isApiFailure(error) ? error.code : 0, text: ApiMessages.fetchDataFailed });
      return 0;
    }
  }

  async listFormValueItems(formValueId: string): Promise<FormValueItem[]> {
    const page = await this.http.getData<Page<FormValue>>(`${W}get_form_values`, { page: 0, pageSize: FORM_VALUE_LIST_PAGE_SIZE });
    return page.list.find((v) => String(v.id) === String(formValueId))?.data ?? [];
  }

  submitToUrl(url: string, param: Readonly<Record<string, unknown>>): Promise<unknown> {
    return this.http.post(url, param);
  }

  private getApi(id: string): Promise<ApiDefinition> {
    return this.http.getData(`${W}get_api`, { id });
  }

  /**
   * GET sends the params in the query, every other method in the body (spec 7). An address outside the app's own
   * services is checked again before the browser calls it (issue 38, the outbound check of every way out): a
   * definition saved before the check never sends a user's browser to an inside address.
   */
  private async call(api: ApiDefinition, params: Record<string, unknown>, silent = false): Promise<unknown> {
    const url = api.url.trim();
    // The check loads on the first outside address only: this adapter is in the entry chunk (the filler's budget).
    const refused = url.startsWith('/') && !url.startsWith('//') ? undefined
      : (await import(/* webpackChunkName: "outbound-address" */ '../../domain/flow/outbound-address')).outboundUrlProblem(url);
    if (refused) throw typedFailure({ config: { url }, code: 400, data: { code: 400, msg: `接口地址不能使用：${refused}` } });
    const method = (api.request_method || 'GET').toUpperCase() as ApiDefinition['request_method'];
    if (method === 'GET') return this.http.request({ method, url: api.url, params, silent });
    const body = api.request_content_type === 'application/x-www-form-urlencoded' ? new URLSearchParams(params as Record<string, string>) : params;
    return this.http.request({ method, url: api.url, body, silent });
  }
}

function readData(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const data = (body as { data?: unknown }).data;
  return (typeof data === 'object' && data !== null ? data : body) as Record<string, unknown>;
}
