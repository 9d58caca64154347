import type { StatisticsFigures } from '../../domain/statistics';
import type { Instance, InstanceSummary } from './instance-api';
import type { Page, PageQuery } from './paging';

/** 流程统计's filters: submission days (YYYY-MM-DD, inclusive), flow, category, the applicant's department (and below), status. */
export interface StatisticsQuery {
  readonly from?: string;
  readonly to?: string;
  readonly modelId?: string;
  readonly categoryId?: string;
  readonly departmentId?: string;
  readonly status?: string;
  /** 按字段筛选 (issue 41, with `modelId`): one condition on a form value, as `fieldFilterText` writes it (JSON). */
  readonly field?: string;
}

/** The figure clicked: a week (and a status of it), a flow, a node (its overdue tasks), an approver, running ones. */
export interface StatisticsDrillQuery {
  readonly week?: string;
  /** A status, or `submitted` for every instance of the week. */
  readonly weekStatus?: string;
  readonly drillModelId?: string;
  /** modelId/nodeId. */
  readonly nodeKey?: string;
  readonly overdue?: '1';
  readonly approverId?: string;
  readonly running?: '1';
}

export interface StatisticsAnswer {
  /** The backend's time the open waits were measured at. */
  readonly now: string;
  readonly figures: StatisticsFigures;
}

/**
 * 流程统计 and the export's batches (not in the spec; docs/API.md). The figures are the domain's
 * (domain/statistics) over the instances the caller may count; 403 for someone administering no flow.
 */
export const StatisticsApi = Symbol('StatisticsApi');
export interface StatisticsApi {
  /** GET instance/statistics */
  load(query: StatisticsQuery): Promise<StatisticsAnswer>;
  /** GET instance/statistics_instances: the instances behind a figure, newest first. */
  instances(query: StatisticsQuery & StatisticsDrillQuery & PageQuery): Promise<Page<InstanceSummary>>;
  /** POST instance/export_instances {ids} (at most 200): each as get_instance shows it to the caller. */
  exportInstances(ids: readonly string[]): Promise<Instance[]>;
}
