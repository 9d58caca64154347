import { inject, injectable } from 'inversify';
import { FlowModelApi, type FlowCategory, type FlowModelSummary } from '../ports/flow-model-api';
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

/** /flowManage: every flow, with its status, a way into the designer, and start/stop. */
@injectable()
export class FlowCatalogAdmin {
  readonly list: RemoteList<FlowRow, { keyword: string }>;

  constructor(@inject(FlowModelApi) private readonly api: FlowModelApi) {
    this.list = new RemoteList(async ({ keyword }) => {
      const rows = flowRows(await this.api.getCategoryList(), keyword);
      return { list: rows, total: rows.length };
    }, { keyword: '' });
  }

  setActive(id: string, active: boolean): Promise<void> {
    return this.list.mutate(async () => {
      await this.api.updateModel({ id, status: active ? 'active' : 'stopped' });
    });
  }
}
