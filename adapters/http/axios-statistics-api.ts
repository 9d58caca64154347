import { inject, injectable } from 'inversify';
import type { Instance, InstanceSummary } from '../../application/ports/instance-api';
import type { Page, PageQuery } from '../../application/ports/paging';
import type { StatisticsAnswer, StatisticsApi, StatisticsDrillQuery, StatisticsQuery } from '../../application/ports/statistics-api';
import { AxiosHttpClient } from './axios-http-client';

const W = '/flow/workflow/';

@injectable()
export class AxiosStatisticsApi implements StatisticsApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  load(query: StatisticsQuery): Promise<StatisticsAnswer> {
    return this.http.getData(`${W}instance/statistics`, { ...query });
  }

  instances(query: StatisticsQuery & StatisticsDrillQuery & PageQuery): Promise<Page<InstanceSummary>> {
    return this.http.getData(`${W}instance/statistics_instances`, { ...query });
  }

  /** The export shows its own failure (its progress dialog): no global toast as well. */
  exportInstances(ids: readonly string[]): Promise<Instance[]> {
    return this.http.postData(`${W}instance/export_instances`, { ids }, { silent: true });
  }
}
