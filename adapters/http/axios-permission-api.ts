import { inject, injectable } from 'inversify';
import type { ManagedChildApp, PermissionApi } from '../../application/ports/permission-api';
import { AxiosHttpClient } from './axios-http-client';

@injectable()
export class AxiosPermissionApi implements PermissionApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  async isManager(): Promise<boolean> {
    return (await this.http.getData<{ is_manager: boolean }>('/api/workflow/permission/is_manager')).is_manager === true;
  }

  async getManagedChildApps(): Promise<ManagedChildApp[]> {
    return (await this.http.getData<{ apps: ManagedChildApp[] }>('/api/workflow/rbac/get_managed_child_apps')).apps;
  }
}
