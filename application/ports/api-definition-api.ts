import type { Page, PageQuery } from './paging';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiDefinitionStatus = 'Active' | 'Stopped';

export interface ApiParam {
  readonly name: string;
  readonly value: string;
  /** The one param that receives the searched text of a remote input. */
  readonly input: boolean;
}

/** A remote API definition (spec 3). */
export interface ApiDefinition {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly request_method: HttpMethod;
  readonly request_content_type: 'application/json' | 'application/x-www-form-urlencoded';
  readonly params: ApiParam[];
  readonly status: ApiDefinitionStatus;
}

export interface ApiDefinitionQuery extends PageQuery {
  readonly status?: ApiDefinitionStatus;
  readonly keyword?: string;
}

/** Remote API definitions CRUD (spec 7, /flow/workflow/…; the /main/apiManage page). */
export const ApiDefinitionApi = Symbol('ApiDefinitionApi');
export interface ApiDefinitionApi {
  /** GET get_apis, reads `apis` and `total`. */
  getApis(query: ApiDefinitionQuery): Promise<Page<ApiDefinition>>;
  /** GET get_api?id */
  getApi(id: string): Promise<ApiDefinition>;
  /** POST add_api */
  addApi(api: Omit<ApiDefinition, 'id' | 'status'>): Promise<{ id: string }>;
  /** POST upd_api */
  updateApi(api: Omit<ApiDefinition, 'status'>): Promise<void>;
  /** POST del_api {id} */
  deleteApi(id: string): Promise<void>;
  /** POST stop_api {id} */
  stopApi(id: string): Promise<void>;
  /** POST active_api {id} */
  activateApi(id: string): Promise<void>;
}
