import { inject, injectable } from 'inversify';
import type { OperationLogApi, OperationLogEntry, OperationLogRecord } from '../../application/ports/operation-log-api';
import { AxiosHttpClient } from './axios-http-client';

@injectable()
export class AxiosOperationLogApi implements OperationLogApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  /** Logging never bothers the user: no error tip. */
  async add(entry: OperationLogEntry): Promise<void> {
    await this.http.post('/flow/workflow/operation_log/add', entry, { silent: true });
  }

  async list(): Promise<OperationLogRecord[]> {
    return (await this.http.getData<{ list: OperationLogRecord[] }>('/flow/workflow/operation_log/list')).list;
  }
}
