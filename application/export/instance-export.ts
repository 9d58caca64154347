/**
 * Export to .xlsx of an instance list (待我审批, 我已审批, 我的申请, 抄送我的, 流程查询's 全部审批, the statistics
 * drill-down): the list is paged as it shows, each page's instances are fetched in one batch as the backend
 * shows them to the viewer (hidden fields absent) and turned into sheet rows (domain/export), batch by batch,
 * so no more than one page is held at a time. The sink turns instances into rows (domain/export) off the page.
 */
import { inject, injectable, optional } from 'inversify';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import { getControlType } from '../../domain/controls/registry';
import { idsOf } from '../../domain/controls/org/value-names';
import type { ExportInstance, ExportNames } from '../../domain/export/instance-export-rows';
import { InstanceApi, type Instance, type InstanceSummary } from '../ports/instance-api';
import type { Page } from '../ports/paging';
import { StatisticsApi, type StatisticsDrillQuery, type StatisticsQuery } from '../ports/statistics-api';
import { fetchInstanceList } from '../approvals/instance-list-fetch';
import type { InstanceListFilters, InstanceListKind } from '../approvals/instance-list';
import { throwIfCancelled, type ExportProgress, type ExportSink } from './export-sink';

/** Instances per list page and per export batch (the backend's export_instances takes at most 200). */
export const EXPORT_PAGE_SIZE = 200;

export type InstanceExportSource =
  | { readonly kind: 'list'; readonly list: InstanceListKind; readonly filters: InstanceListFilters }
  | { readonly kind: 'statistics'; readonly query: StatisticsQuery; readonly drill: StatisticsDrillQuery };

@injectable()
export class InstanceExport {
  constructor(
    @inject(InstanceApi) private readonly instances: InstanceApi,
    @inject(StatisticsApi) private readonly statistics: StatisticsApi,
    @inject(OrganisationDirectory) @optional() private readonly organisation?: OrganisationDirectory,
  ) {}

  /** Writes every instance of the source to `sink`; answers how many. Stops with ExportCancelled once `signal` aborts. */
  async run(source: InstanceExportSource, sink: ExportSink, onProgress: (progress: ExportProgress) => void, signal?: AbortSignal): Promise<number> {
    let done = 0;
    for (let page = 0; ; page += 1) {
      throwIfCancelled(signal);
      const listed = await this.page(source, page);
      throwIfCancelled(signal);
      const full = listed.list.length === 0 ? [] : await this.statistics.exportInstances(listed.list.map((i) => i.id));
      throwIfCancelled(signal);
      // The rows are made where the file is written (the worker): the page only fetches.
      sink.addInstances(await this.named(full));
      done += listed.list.length;
      onProgress({ done, total: Math.max(listed.total, done) });
      if (listed.list.length < EXPORT_PAGE_SIZE || done >= listed.total) return done;
    }
  }

  /**
   * Each instance with the names its values hold (issue 41): people and departments (成员, 部门) from the
   * organisation, linked instances (关联审批单) as the backend named them for this viewer (`linkedTitles`).
   */
  private async named(instances: readonly Instance[]): Promise<readonly ExportInstance[]> {
    const holding = (instance: ExportInstance, kind: 'users' | 'depts') => (instance.form?.controls ?? [])
      .filter((control) => getControlType(control.moduleId)?.holdsIds === kind)
      .flatMap((control) => idsOf(instance.values[control.id]));
    const needsOrg = instances.some((i) => holding(i, 'users').length + holding(i, 'depts').length > 0);
    const directory = needsOrg ? await this.organisation?.load().catch(() => undefined) : undefined;
    return instances.map(({ linkedTitles, ...instance }) => {
      const users = directory ? holding(instance, 'users') : [];
      const depts = directory ? holding(instance, 'depts') : [];
      if (users.length + depts.length === 0 && !linkedTitles) return instance;
      const names: ExportNames = {
        ...(users.length > 0 ? { users: Object.fromEntries(users.map((id) => [id, directory!.userName(id)])) } : {}),
        ...(depts.length > 0 ? { depts: Object.fromEntries(depts.map((id) => [id, directory!.deptName(id)])) } : {}),
        ...(linkedTitles ? { instances: linkedTitles } : {}),
      };
      return { ...instance, names };
    });
  }

  private page(source: InstanceExportSource, page: number): Promise<Page<InstanceSummary>> {
    if (source.kind === 'statistics') return this.statistics.instances({ ...source.query, ...source.drill, page, pageSize: EXPORT_PAGE_SIZE });
    return fetchInstanceList(this.instances, source.list, { ...source.filters, page, pageSize: EXPORT_PAGE_SIZE });
  }
}
