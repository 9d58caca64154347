/**
 * 流程统计's figures, folded one instance at a time (a backend streams its records through an index and never
 * holds them all): per week the submitted and per-status counts, per flow the end-to-end duration, per node the
 * wait and the share past its timeout, per approver the handled and open tasks and the response time, and the
 * ten slowest running instances. Medians and p90 are exact (quantiles.ts); durations are hours.
 */
import { median, p90 } from './quantiles';
import type { StatisticsRecord, StatisticsTask } from './statistics-record';
import { nodeKeyOf } from './statistics-filter';
import { hoursBetween, isPastTimeout, isRunning, waitHours } from './statistics-rules';
import { weekOf } from './statistics-week';

export interface WeekFigures {
  /** Monday of the week. */
  readonly week: string;
  readonly submitted: number;
  /** Instances submitted that week by their status now (pending, approved, rejected, withdrawn, …). */
  readonly byStatus: Readonly<Record<string, number>>;
}

export interface FlowFigures {
  readonly modelId: string;
  readonly modelName: string;
  readonly total: number;
  readonly byStatus: Readonly<Record<string, number>>;
  /** Finished instances (the durations' count). */
  readonly finished: number;
  readonly medianHours?: number;
  readonly p90Hours?: number;
}

export interface NodeFigures {
  /** modelId/nodeId. */
  readonly key: string;
  readonly modelId: string;
  readonly modelName: string;
  readonly nodeId: string;
  readonly nodeName: string;
  readonly tasks: number;
  /** Tasks still open. */
  readonly open: number;
  readonly medianWaitHours?: number;
  readonly p90WaitHours?: number;
  /** Tasks of a node with a timeout: how many, and the share of them past it (0–1); absent without one. */
  readonly timedTasks: number;
  readonly overdue: number;
  readonly overdueShare?: number;
}

export interface ApproverFigures {
  readonly userId: string;
  readonly userName: string;
  /** Tasks the person acted on. */
  readonly handled: number;
  readonly medianResponseHours?: number;
  readonly open: number;
}

export interface SlowInstance {
  readonly id: string;
  readonly title: string;
  readonly modelName: string;
  readonly applicantName: string;
  readonly createdAt: string;
  /** Hours since submission. */
  readonly runningHours: number;
  /** Where it waits now and for whom. */
  readonly currentNodes: readonly string[];
  readonly currentApprovers: readonly string[];
}

export interface StatisticsFigures {
  readonly total: number;
  readonly byStatus: Readonly<Record<string, number>>;
  readonly weeks: readonly WeekFigures[];
  readonly flows: readonly FlowFigures[];
  readonly nodes: readonly NodeFigures[];
  readonly approvers: readonly ApproverFigures[];
  readonly slowest: readonly SlowInstance[];
}

/** How many slow running instances the figures name. */
export const SLOWEST_COUNT = 10;

const bump = (counts: Record<string, number>, key: string) => { counts[key] = (counts[key] ?? 0) + 1; };

interface FlowFold { modelName: string; total: number; byStatus: Record<string, number>; durations: number[] }
interface NodeFold { modelId: string; modelName: string; nodeId: string; nodeName: string; waits: number[]; open: number; timed: number; overdue: number }
interface ApproverFold { userName: string; responses: number[]; open: number }

/** Folds records into the figures: `add` each matching record, then `figures()`. `now` dates the open waits. */
export class StatisticsFold {
  private total = 0;
  private readonly byStatus: Record<string, number> = {};
  private readonly weeks = new Map<string, { submitted: number; byStatus: Record<string, number> }>();
  private readonly flows = new Map<string, FlowFold>();
  private readonly nodes = new Map<string, NodeFold>();
  private readonly approvers = new Map<string, ApproverFold>();
  private slowest: SlowInstance[] = [];

  constructor(private readonly now: string) {}

  add(record: StatisticsRecord): void {
    this.total += 1;
    bump(this.byStatus, record.status);
    this.addWeek(record);
    this.addFlow(record);
    for (const task of record.tasks) {
      this.addNodeTask(record, task);
      this.addApproverTask(task);
    }
    if (isRunning(record.status)) this.addRunning(record);
  }

  figures(): StatisticsFigures {
    return {
      total: this.total,
      byStatus: { ...this.byStatus },
      weeks: [...this.weeks].sort(([a], [b]) => a.localeCompare(b)).map(([week, w]) => ({ week, submitted: w.submitted, byStatus: w.byStatus })),
      flows: [...this.flows].map(([modelId, f]) => ({
        modelId, modelName: f.modelName, total: f.total, byStatus: f.byStatus, finished: f.durations.length,
        ...defined('medianHours', median(f.durations)), ...defined('p90Hours', p90(f.durations)),
      })).sort((a, b) => b.total - a.total),
      nodes: [...this.nodes].map(([key, n]) => ({
        key, modelId: n.modelId, modelName: n.modelName, nodeId: n.nodeId, nodeName: n.nodeName, tasks: n.waits.length, open: n.open,
        ...defined('medianWaitHours', median(n.waits)), ...defined('p90WaitHours', p90(n.waits)),
        timedTasks: n.timed, overdue: n.overdue, ...(n.timed > 0 ? { overdueShare: n.overdue / n.timed } : {}),
      })).sort((a, b) => (b.medianWaitHours ?? 0) - (a.medianWaitHours ?? 0)),
      approvers: [...this.approvers].map(([userId, a]) => ({
        userId, userName: a.userName, handled: a.responses.length, open: a.open, ...defined('medianResponseHours', median(a.responses)),
      })).sort((a, b) => b.handled + b.open - (a.handled + a.open)),
      slowest: [...this.slowest],
    };
  }

  private addWeek(record: StatisticsRecord): void {
    const key = weekOf(record.createdAt);
    let week = this.weeks.get(key);
    if (!week) this.weeks.set(key, (week = { submitted: 0, byStatus: {} }));
    week.submitted += 1;
    bump(week.byStatus, record.status);
  }

  private addFlow(record: StatisticsRecord): void {
    let flow = this.flows.get(record.modelId);
    if (!flow) this.flows.set(record.modelId, (flow = { modelName: record.modelName, total: 0, byStatus: {}, durations: [] }));
    flow.total += 1;
    bump(flow.byStatus, record.status);
    // End to end: only finished instances have a duration (a running one is in `slowest` instead).
    if (!isRunning(record.status) && record.finishedAt) flow.durations.push(hoursBetween(record.createdAt, record.finishedAt));
  }

  private addNodeTask(record: StatisticsRecord, task: StatisticsTask): void {
    const key = nodeKeyOf(record.modelId, task.nodeId);
    let node = this.nodes.get(key);
    if (!node) {
      node = { modelId: record.modelId, modelName: record.modelName, nodeId: task.nodeId, nodeName: task.nodeName, waits: [], open: 0, timed: 0, overdue: 0 };
      this.nodes.set(key, node);
    }
    // Every pass through a node is a wait of its own (a node returned to and passed twice counts twice).
    node.waits.push(waitHours(task, this.now));
    if (!task.doneAt) node.open += 1;
    if (task.timeoutHours !== undefined) {
      node.timed += 1;
      if (isPastTimeout(task, this.now)) node.overdue += 1;
    }
  }

  private addApproverTask(task: StatisticsTask): void {
    let approver = this.approvers.get(task.userId);
    if (!approver) this.approvers.set(task.userId, (approver = { userName: task.userName, responses: [], open: 0 }));
    if (task.doneAt) approver.responses.push(hoursBetween(task.createdAt, task.doneAt));
    else approver.open += 1;
  }

  private addRunning(record: StatisticsRecord): void {
    const runningHours = hoursBetween(record.createdAt, this.now);
    if (this.slowest.length === SLOWEST_COUNT && runningHours <= this.slowest[SLOWEST_COUNT - 1]!.runningHours) return;
    const open = record.tasks.filter((t) => !t.doneAt);
    const slow: SlowInstance = {
      id: record.id, title: record.title, modelName: record.modelName, applicantName: record.applicantName, createdAt: record.createdAt, runningHours,
      currentNodes: [...new Set(open.map((t) => t.nodeName))], currentApprovers: [...new Set(open.map((t) => t.userName))],
    };
    this.slowest = [...this.slowest, slow].sort((a, b) => b.runningHours - a.runningHours).slice(0, SLOWEST_COUNT);
  }
}

/** `{ [key]: value }` when the value is defined (exactOptionalPropertyTypes keeps absent fields absent). */
function defined<K extends string>(key: K, value: number | undefined): { [P in K]?: number } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: number });
}

/** The figures of `records` (a whole array at hand: tests, the CLI). */
export function statisticsOf(records: Iterable<StatisticsRecord>, now: string): StatisticsFigures {
  const fold = new StatisticsFold(now);
  for (const record of records) fold.add(record);
  return fold.figures();
}
