import { inject, injectable } from 'inversify';
import type { TimingTaskApi, TimingTaskDetail } from '../../application/ports/timing-task-api';
import type { TimingTask, TimingTaskDraft, TimingTaskRun } from '../../domain/timing';
import { AxiosHttpClient } from './axios-http-client';

const T = '/flow/workflow/timing_task/';

@injectable()
export class AxiosTimingTaskApi implements TimingTaskApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  async list(): Promise<TimingTask[]> {
    return (await this.http.getData<{ list: TimingTask[] }>(`${T}list`)).list;
  }

  get(id: string): Promise<TimingTaskDetail> {
    return this.http.getData(`${T}get`, { id });
  }

  save(draft: TimingTaskDraft): Promise<{ id: string }> {
    return this.http.postData(`${T}save`, draft);
  }

  async setEnabled(id: string, enabled: boolean): Promise<void> {
    await this.http.post(`${T}set_enabled`, { id, enabled });
  }

  /** Not retried (a POST): a run is never repeated by the client. */
  run(id: string): Promise<TimingTaskRun> {
    return this.http.postData(`${T}run`, { id });
  }
}
