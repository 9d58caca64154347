import { inject, injectable } from 'inversify';
import type { AssigneeRole, AssigneeRoleApi } from '../../application/ports/assignee-role-api';
import { AxiosHttpClient } from './axios-http-client';

const R = '/flow/workflow/assignee_role/';

@injectable()
export class AxiosAssigneeRoleApi implements AssigneeRoleApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  async list(): Promise<AssigneeRole[]> {
    return (await this.http.getData<{ list: AssigneeRole[] }>(`${R}list`)).list;
  }

  add(role: Omit<AssigneeRole, 'id'>): Promise<{ id: string }> {
    return this.http.postData(`${R}add`, role);
  }

  async update(role: AssigneeRole): Promise<void> {
    await this.http.post(`${R}update`, role);
  }

  async remove(id: string): Promise<void> {
    await this.http.post(`${R}remove`, { id });
  }
}
