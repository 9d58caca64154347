import { inject, injectable } from 'inversify';
import type { GroupRobot, GroupRobotSave, GroupRobotsApi } from '../../application/ports/group-robots-api';
import { AxiosHttpClient } from './axios-http-client';

const N = '/flow/workflow/notify/';

@injectable()
export class AxiosGroupRobotsApi implements GroupRobotsApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  async list(): Promise<GroupRobot[]> {
    return (await this.http.getData<{ list: GroupRobot[] }>(`${N}robots`)).list;
  }

  async save(list: readonly GroupRobotSave[]): Promise<GroupRobot[]> {
    return (await this.http.postData<{ list: GroupRobot[] }>(`${N}robots`, { list }, { silent: true })).list;
  }

  async test(id: string): Promise<void> {
    await this.http.postData(`${N}test_robot`, { id }, { silent: true });
  }
}
