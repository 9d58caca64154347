/**
 * Which instances the statistics count, and which of them a click on a figure lists (the drill-down). Both are
 * pure predicates over StatisticsRecord, so the backend filtering and the page's figures can never disagree.
 */
import type { StatisticsRecord } from './statistics-record';
import { isRunning, isPastTimeout } from './statistics-rules';
import { weekOf } from './statistics-week';
import type { StatisticsFieldFilter } from './statistics-field-filter';

export interface StatisticsFilter {
  /** Submitted on or after this day (YYYY-MM-DD), inclusive. */
  readonly from?: string;
  /** Submitted on or before this day, inclusive. */
  readonly to?: string;
  readonly modelId?: string;
  readonly categoryId?: string;
  /** The applicant's department and its sub-departments (the caller expands the tree). */
  readonly departmentIds?: ReadonlySet<string>;
  readonly status?: string;
  /**
   * 按字段筛选 (issue 41, with `modelId` only): a condition on one form value. Records hold no form values, so the
   * reader of the instances applies it (`matchesFieldFilter`) before it makes their records.
   */
  readonly field?: StatisticsFieldFilter;
}

/** What a click on a figure lists: one week, one flow, one node, one approver, the overdue tasks of a node. */
export interface StatisticsDrill {
  /** Monday of the week (a trend bar); with `status`, only that status (`submitted`: every one). */
  readonly week?: string;
  readonly weekStatus?: string;
  readonly modelId?: string;
  /** `modelId/nodeId`: instances with a task at that node. */
  readonly nodeKey?: string;
  /** Only the instances whose task at `nodeKey` went past its timeout. */
  readonly overdue?: boolean;
  /** Instances with a task of this person. */
  readonly approverId?: string;
  /** Only running instances (the slowest list). */
  readonly running?: boolean;
}

export function matchesFilter(record: StatisticsRecord, filter: StatisticsFilter): boolean {
  const day = record.createdAt.slice(0, 10);
  return (!filter.from || day >= filter.from)
    && (!filter.to || day <= filter.to)
    && (!filter.modelId || record.modelId === filter.modelId)
    && (!filter.categoryId || record.categoryId === filter.categoryId)
    && (!filter.departmentIds || (record.departmentId !== undefined && filter.departmentIds.has(record.departmentId)))
    && (!filter.status || record.status === filter.status);
}

/** The key of a node across flows (node ids are unique within a flow only). */
export const nodeKeyOf = (modelId: string, nodeId: string): string => `${modelId}/${nodeId}`;

export function matchesDrill(record: StatisticsRecord, drill: StatisticsDrill, now: string): boolean {
  if (drill.week && weekOf(record.createdAt) !== drill.week) return false;
  if (drill.weekStatus && drill.weekStatus !== 'submitted' && record.status !== drill.weekStatus) return false;
  if (drill.modelId && record.modelId !== drill.modelId) return false;
  if (drill.running && !isRunning(record.status)) return false;
  if (drill.nodeKey) {
    const atNode = record.tasks.filter((t) => nodeKeyOf(record.modelId, t.nodeId) === drill.nodeKey);
    if (atNode.length === 0) return false;
    if (drill.overdue && !atNode.some((t) => isPastTimeout(t, now))) return false;
  }
  if (drill.approverId && !record.tasks.some((t) => t.userId === drill.approverId)) return false;
  return true;
}
