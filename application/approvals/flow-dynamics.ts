/**
 * 流程动态: what happened lately on the instances the signed-in person takes part in (submitted, waiting for
 * them or decided by them, copied to them) — every dated entry of their histories, newest first.
 */
import { inject, injectable } from 'inversify';
import { InstanceApi, type Instance, type InstanceSummary } from '../ports/instance-api';
import { timelineItems, type TimelineTone } from './timeline-items';

export interface FlowEvent {
  readonly key: string;
  readonly instanceId: string;
  readonly instanceTitle: string;
  readonly modelName: string;
  /** The node it happened at (发起人, 直属主管…). */
  readonly node: string;
  readonly who: string;
  /** 发起申请, 已同意, 已拒绝, 退回到「发起人」, 抄送 周敏… */
  readonly what: string;
  readonly at: string;
  readonly comment?: string;
  readonly tone: TimelineTone;
}

/** How many of the most recently changed instances the feed reads (one get_instance each). */
export const FLOW_DYNAMICS_INSTANCES = 20;

/** The dated events of the instances, newest first (the timeline's waiting and to-come rows are not events). */
export function flowEvents(instances: readonly Instance[]): FlowEvent[] {
  const events = instances.flatMap((instance) => timelineItems(instance, undefined, (id) => id)
    .filter((item): item is typeof item & { at: string } => !!item.at && item.tone !== 'waiting' && item.tone !== 'future')
    .map((item): FlowEvent => ({
      key: `${instance.id}:${item.key}`, instanceId: instance.id, instanceTitle: instance.title, modelName: instance.modelName,
      node: item.node, who: item.who, what: item.what, at: item.at, tone: item.tone,
      ...(item.comment ? { comment: item.comment } : {}),
    })));
  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** The instances I take part in, each once, most recently changed first. */
export function myRecentInstances(lists: ReadonlyArray<readonly InstanceSummary[]>, limit: number): InstanceSummary[] {
  const byId = new Map<string, InstanceSummary>();
  for (const list of lists) for (const summary of list) byId.set(summary.id, summary);
  return [...byId.values()].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0)).slice(0, limit);
}

@injectable()
export class FlowDynamics {
  constructor(@inject(InstanceApi) private readonly api: InstanceApi) {}

  async load(limit = FLOW_DYNAMICS_INSTANCES): Promise<FlowEvent[]> {
    const query = { page: 0, pageSize: limit };
    const pages = await Promise.all([
      this.api.getMyInstances(query),
      this.api.getWorkInstances('todo', query),
      this.api.getWorkInstances('done', query),
      this.api.getCcInstances(query),
    ]);
    const recent = myRecentInstances(pages.map((p) => p.list), limit);
    const instances = await Promise.all(recent.map((summary) => this.api.getInstance(summary.id)));
    return flowEvents(instances);
  }
}
