import { inject, injectable } from 'inversify';
import type { GrantDraft, GrantsOverview, ManagedChildApp, MyRightsAnswer, PermissionApi } from '../../application/ports/permission-api';
import { AxiosHttpClient } from './axios-http-client';

const P = '/api/workflow/permission/';

@injectable()
export class AxiosPermissionApi implements PermissionApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  async isManager(): Promise<boolean> {
    return (await this.http.getData<{ is_manager: boolean }>('/api/workflow/permission/is_manager')).is_manager === true;
  }

  async getManagedChildApps(): Promise<ManagedChildApp[]> {
    return (await this.http.getData<{ apps: ManagedChildApp[] }>('/api/workflow/rbac/get_managed_child_apps')).apps;
  }

  getMyRights(): Promise<MyRightsAnswer> {
    return this.http.getData<MyRightsAnswer>(`${P}get_my_rights`);
  }

  listGrants(): Promise<GrantsOverview> {
    return this.http.getData<GrantsOverview>(`${P}list_grants`);
  }

  saveGrant(grant: GrantDraft): Promise<{ id: string }> {
    return this.http.postData<{ id: string }>(`${P}save_grant`, grant);
  }

  async removeGrant(id: string): Promise<void> {
    await this.http.postData(`${P}remove_grant`, { id });
  }
}
