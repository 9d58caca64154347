import { inject, injectable } from 'inversify';
import type { Instance, InstanceSummary } from '../ports/instance-api';
import { InstanceApi } from '../ports/instance-api';

/** One linkable or linked instance as its card shows it: title, 审批编号, flow and status. */
export interface LinkedInstanceCard {
  readonly id: string;
  readonly title: string;
  readonly serialNo?: string;
  readonly modelId: string;
  readonly modelName: string;
  readonly status: string;
}

const cardOf = (instance: InstanceSummary | Instance): LinkedInstanceCard => ({
  id: instance.id, title: instance.title, modelId: instance.modelId, modelName: instance.modelName, status: instance.status,
  ...(instance.serialNo ? { serialNo: instance.serialNo } : {}),
});

const SEARCH_PAGE = 20;

/**
 * 关联审批单 (issue 41): the instances the applicant may link — those they may see (submitted, to approve,
 * approved, copied), of the control's flows — and the linked ones as cards, read through the linking instance
 * (`via`) when the reader could not see them otherwise.
 */
@injectable()
export class LinkedInstanceLookup {
  constructor(@inject(InstanceApi) private readonly instances: InstanceApi) {}

  /** Instances matching `keyword` (title, flow or 审批编号) the caller may see, newest first; `modelIds` empty: any flow. */
  async search(keyword: string, modelIds: readonly string[]): Promise<LinkedInstanceCard[]> {
    const filter = { page: 0, pageSize: SEARCH_PAGE, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) };
    const filters = modelIds.length > 0 ? modelIds.map((modelId) => ({ ...filter, modelId })) : [filter];
    const pages = await Promise.all(filters.flatMap((f) => [
      this.instances.getMyInstances(f),
      this.instances.getWorkInstances('todo', f),
      this.instances.getWorkInstances('done', f),
      this.instances.getCcInstances(f),
    ].map((page) => page.catch(() => undefined))));
    const found = new Map<string, InstanceSummary>();
    for (const page of pages) for (const item of page?.list ?? []) if (!found.has(item.id)) found.set(item.id, item);
    return [...found.values()].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)).map(cardOf);
  }

  /** The linked instance (read through `via`, the instance holding the link, when given). */
  open(id: string, via?: string): Promise<Instance> {
    return this.instances.getInstance(id, via);
  }

  /** The card of a linked instance, or undefined when it cannot be read. */
  async card(id: string, via?: string): Promise<LinkedInstanceCard | undefined> {
    try {
      return cardOf(await this.open(id, via));
    } catch {
      return undefined;
    }
  }
}
