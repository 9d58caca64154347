import { inject, injectable } from 'inversify';
import type { ApiDefinition, ApiDefinitionApi, ApiDefinitionQuery } from '../../application/ports/api-definition-api';
import type { Page } from '../../application/ports/paging';
import { AxiosHttpClient } from './axios-http-client';

const W = '/flow/workflow/';

@injectable()
export class AxiosApiDefinitionApi implements ApiDefinitionApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  async getApis(query: ApiDefinitionQuery): Promise<Page<ApiDefinition>> {
    const data = await this.http.getData<{ apis: ApiDefinition[]; total: number }>(`${W}get_apis`, { ...query });
    return { list: data.apis, total: data.total, page: query.page, pageSize: query.pageSize };
  }

  getApi(id: string): Promise<ApiDefinition> {
    return this.http.getData(`${W}get_api`, { id });
  }

  addApi(api: Omit<ApiDefinition, 'id' | 'status'>): Promise<{ id: string }> {
    return this.http.postData(`${W}add_api`, api);
  }

  async updateApi(api: Omit<ApiDefinition, 'status'>): Promise<void> {
    await this.http.post(`${W}upd_api`, api);
  }

  async deleteApi(id: string): Promise<void> {
    await this.http.post(`${W}del_api`, { id });
  }

  async stopApi(id: string): Promise<void> {
    await this.http.post(`${W}stop_api`, { id });
  }

  async activateApi(id: string): Promise<void> {
    await this.http.post(`${W}active_api`, { id });
  }
}
