/**
 * 流程统计: per flow the signed-in person administers, how many instances are 审批中 / 已通过 / 已拒绝 / 已撤回,
 * how long a finished one took on average, and how many wait at each node — for instances created in a date range.
 * Only flow admins may read every instance (query_instances), so the flows are those whose settings name the
 * person an admin; someone administering none is told so without asking for what they may not see.
 */
import { inject, injectable } from 'inversify';
import { parseFlow, settingsOf } from '../../domain/flow';
import { FlowModelApi, type FlowModelSummary } from '../ports/flow-model-api';
import { InstanceApi, type InstanceStatus, type InstanceSummary } from '../ports/instance-api';
import { SessionApi } from '../ports/session-api';

export interface NodePending {
  readonly nodeName: string;
  readonly count: number;
}

export interface FlowStatisticsRow {
  readonly modelId: string;
  readonly modelName: string;
  readonly total: number;
  readonly byStatus: Readonly<Record<InstanceStatus, number>>;
  /** Average hours from submission to the end (通过 / 拒绝 / 撤回); undefined when none finished. */
  readonly averageHours?: number;
  /** Nodes with instances waiting now, most waiting first. */
  readonly pendingByNode: readonly NodePending[];
}

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  readonly from?: string;
  readonly to?: string;
}

export interface FlowStatisticsResult {
  /** False: the person administers no flow (the page says statistics are for flow admins). */
  readonly isAdmin: boolean;
  readonly rows: readonly FlowStatisticsRow[];
}

const HOUR_MS = 3_600_000;
const PAGE_SIZE = 100;

/** The figures of one flow from its instances. */
export function statisticsOf(model: Pick<FlowModelSummary, 'id' | 'name'>, instances: readonly InstanceSummary[]): FlowStatisticsRow {
  const byStatus: Record<InstanceStatus, number> = { pending: 0, approved: 0, rejected: 0, withdrawn: 0, revoked: 0 };
  const waiting = new Map<string, number>();
  let finishedHours = 0;
  let finished = 0;
  for (const instance of instances) {
    byStatus[instance.status] += 1;
    if (instance.status === 'pending') {
      for (const node of instance.currentNodes ?? []) waiting.set(node.nodeName, (waiting.get(node.nodeName) ?? 0) + 1);
    } else {
      const took = Date.parse(instance.updatedAt) - Date.parse(instance.createdAt);
      if (Number.isFinite(took) && took >= 0) {
        finishedHours += took / HOUR_MS;
        finished += 1;
      }
    }
  }
  return {
    modelId: model.id, modelName: model.name, total: instances.length, byStatus,
    ...(finished > 0 ? { averageHours: finishedHours / finished } : {}),
    pendingByNode: [...waiting].map(([nodeName, count]) => ({ nodeName, count })).sort((a, b) => b.count - a.count),
  };
}

/** 2.5 小时, 3.2 天: an average duration as people read it. */
export function formatDuration(hours: number | undefined): string {
  if (hours === undefined) return '—';
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} 分钟`;
  if (hours < 24) return `${hours.toFixed(1)} 小时`;
  return `${(hours / 24).toFixed(1)} 天`;
}

@injectable()
export class FlowStatistics {
  constructor(
    @inject(FlowModelApi) private readonly flows: FlowModelApi,
    @inject(InstanceApi) private readonly instances: InstanceApi,
    @inject(SessionApi) private readonly session: SessionApi,
  ) {}

  async load(range: DateRange = {}): Promise<FlowStatisticsResult> {
    const me = await this.session.load();
    const models = (await this.flows.getCategoryList('manage')).flatMap((c) => c.models);
    const administered = (await Promise.all(models.map(async (model) => {
      const parsed = parseFlow((await this.flows.getModelDesign(model.id)).flow);
      return parsed.ok && settingsOf(parsed.flow).admins.includes(me.id) ? model : undefined;
    }))).filter((m): m is FlowModelSummary => !!m);
    if (administered.length === 0) return { isAdmin: false, rows: [] };
    const rows = await Promise.all(administered.map(async (model) => statisticsOf(model, await this.allInstances(model.id, range))));
    return { isAdmin: true, rows };
  }

  private async allInstances(modelId: string, range: DateRange): Promise<InstanceSummary[]> {
    const all: InstanceSummary[] = [];
    for (let page = 0; ; page += 1) {
      const result = await this.instances.queryInstances({
        page, pageSize: PAGE_SIZE, modelId,
        ...(range.from ? { createdFrom: range.from } : {}), ...(range.to ? { createdTo: range.to } : {}),
      });
      all.push(...result.list);
      if (result.list.length < PAGE_SIZE || all.length >= result.total) return all;
    }
  }
}
