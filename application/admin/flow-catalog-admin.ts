import { inject, injectable, optional } from 'inversify';
import { MyRights } from '../shell/my-rights';
import { FlowModelApi, type FlowCategory, type FlowModel, type FlowModelDraft, type FlowModelSummary } from '../ports/flow-model-api';
import { RemoteList } from './remote-list';

export interface FlowRow extends FlowModelSummary {
  readonly categoryName: string;
}

/** Flattens categories into rows, filtered by a keyword on the flow or category name. */
export function flowRows(categories: readonly FlowCategory[], keyword = ''): FlowRow[] {
  const needle = keyword.trim().toLowerCase();
  return categories.flatMap((category) => category.models
    .map((model) => ({ ...model, categoryName: category.name }))
    .filter((row) => !needle || row.name.toLowerCase().includes(needle) || row.categoryName.toLowerCase().includes(needle)));
}

/** /flowManage: every flow, with its status, a way into the designer, start/stop, 新建流程, 复制 and 删除. */
@injectable()
export class FlowCatalogAdmin {
  readonly list: RemoteList<FlowRow, { keyword: string }>;

  constructor(
    @inject(FlowModelApi) private readonly api: FlowModelApi,
    @inject(MyRights) @optional() private readonly myRights?: MyRights,
  ) {
    this.list = new RemoteList(async ({ keyword }) => {
      const rows = flowRows(await this.api.getCategoryList('manage'), keyword);
      return { list: rows, total: rows.length };
    }, { keyword: '' });
  }

  /** The categories a new flow may go in (from the last load). */
  categories(): Promise<Array<Pick<FlowCategory, 'id' | 'name'>>> {
    return this.api.getCategoryList('manage').then((list) => list.map((c) => ({ id: c.id, name: c.name })));
  }

  /** 新建流程: an unpublished flow with an empty form and the start node alone; resolves the new flow (the designer opens it). */
  create(draft: FlowModelDraft): Promise<FlowModel> {
    return this.withRights(this.list.mutate(() => this.api.createModel({ ...draft, name: draft.name.trim(), description: draft.description.trim() })));
  }

  /** 复制: form, flow and settings as a new unpublished flow (名称 副本). */
  copy(id: string): Promise<FlowModel> {
    return this.withRights(this.list.mutate(() => this.api.copyModel(id)));
  }

  /** The new flow, once the signed-in person's rights have been read again and hold it (issue 43 #3). */
  private async withRights(created: Promise<FlowModel>): Promise<FlowModel> {
    const model = await created;
    await this.myRights?.reloadNow().catch(() => undefined);
    return model;
  }

  /** 删除: refused by the server (its Chinese message) while the flow has instances — stop it instead. */
  remove(id: string): Promise<void> {
    return this.list.mutate(() => this.api.deleteModel(id));
  }

  setActive(id: string, active: boolean): Promise<void> {
    return this.list.mutate(async () => {
      await this.api.updateModel({ id, status: active ? 'active' : 'stopped' });
    });
  }
}
