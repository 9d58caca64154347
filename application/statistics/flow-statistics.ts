/**
 * @feature-public: bound by the approvals feature module (its routes load it).
 * 流程统计 (issue 30): the figures of the instances the signed-in person may count (the flows they administer,
 * every flow for a 系统管理员), filtered by submission days, flow, category, the applicant's department, status
 * and (with one flow) one form value (按字段筛选, issue 41); the instances behind a figure (the drill-down); the
 * filters' choices. The backend computes the figures with domain/statistics; someone administering no flow is
 * refused (403) and told so here.
 */
import { inject, injectable } from 'inversify';
import { ForbiddenFailure } from '../ports/api-failure';
import { FlowModelApi } from '../ports/flow-model-api';
import type { InstanceSummary } from '../ports/instance-api';
import { OrganizationApi, type Department } from '../ports/organization-api';
import type { Page } from '../ports/paging';
import { StatisticsApi, type StatisticsAnswer, type StatisticsDrillQuery, type StatisticsQuery } from '../ports/statistics-api';
import type { Control } from '../../domain/model/control';
import { filterableControls } from '../../domain/statistics';

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  readonly from?: string;
  readonly to?: string;
}

export type FlowStatisticsResult = { readonly isAdmin: false } | ({ readonly isAdmin: true } & StatisticsAnswer);

/** What the filters offer: the flows the person administers, their categories, every department. */
export interface StatisticsChoices {
  readonly flows: ReadonlyArray<{ readonly id: string; readonly name: string; readonly categoryId: string }>;
  readonly categories: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly departments: readonly Department[];
}

/** 2.5 小时, 3.2 天: a duration as people read it. */
export function formatDuration(hours: number | undefined): string {
  if (hours === undefined) return '—';
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} 分钟`;
  if (hours < 24) return `${hours.toFixed(1)} 小时`;
  return `${(hours / 24).toFixed(1)} 天`;
}

@injectable()
export class FlowStatistics {
  constructor(
    @inject(StatisticsApi) private readonly api: StatisticsApi,
    @inject(FlowModelApi) private readonly flows: FlowModelApi,
    @inject(OrganizationApi) private readonly organization: OrganizationApi,
  ) {}

  async load(query: StatisticsQuery = {}): Promise<FlowStatisticsResult> {
    try {
      return { isAdmin: true, ...(await this.api.load(query)) };
    } catch (error) {
      if (error instanceof ForbiddenFailure) return { isAdmin: false };
      throw error;
    }
  }

  /** The instances behind one figure, newest first. */
  instances(query: StatisticsQuery, drill: StatisticsDrillQuery, page: number, pageSize: number): Promise<Page<InstanceSummary>> {
    return this.api.instances({ ...query, ...drill, page, pageSize });
  }

  /**
   * 按字段筛选 (issue 41): the controls of a flow's published form its instances can be filtered by (those a
   * condition can read); none when the form cannot be read.
   */
  async filterableFields(modelId: string): Promise<Control[]> {
    const design = await this.flows.getModelDesign(modelId, 'published').catch(() => undefined);
    return design ? filterableControls(design.form) : [];
  }

  async choices(): Promise<StatisticsChoices> {
    const [categories, departments] = await Promise.all([this.flows.getCategoryList('manage'), this.organization.getAllDepartments()]);
    return {
      flows: categories.flatMap((c) => c.models.map((m) => ({ id: m.id, name: m.name, categoryId: c.id }))),
      categories: categories.map((c) => ({ id: c.id, name: c.name })),
      departments,
    };
  }
}
