import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { FlowModelApi, type FlowCategory, type FlowModelSummary } from '../ports/flow-model-api';

export interface FlowCatalogState {
  readonly categories: readonly FlowCategory[];
  readonly keyword: string;
  /** The categories with the flows that match the keyword; empty categories are left out. */
  readonly visible: readonly FlowCategory[];
  readonly loading: boolean;
  readonly failed: boolean;
}

/** Only running flows can be started by an applicant. */
function startable(model: FlowModelSummary): boolean {
  return model.status === 'active';
}

/** Categories and flows whose name or description contains the keyword (case-insensitive, trimmed). */
export function filterCatalog(categories: readonly FlowCategory[], keyword: string): FlowCategory[] {
  const needle = keyword.trim().toLowerCase();
  return categories
    .map((category) => ({
      ...category,
      models: category.models.filter((m) => startable(m)
        && (needle === '' || m.name.toLowerCase().includes(needle) || m.description.toLowerCase().includes(needle)
          || category.name.toLowerCase().includes(needle))),
    }))
    .filter((category) => category.models.length > 0);
}

/** The address that starts a flow (spec 2: /newFlowLaunch takes id and modelName). */
export function launchUrl(model: Pick<FlowModelSummary, 'id' | 'name'>): string {
  return `/newFlowLaunch?${new URLSearchParams({ id: model.id, modelName: model.name }).toString()}`;
}

/** The application center: the flows an applicant can start, grouped by category (get_category_list). */
@injectable()
export class FlowCatalog {
  private readonly state = new BehaviorSubject<FlowCatalogState>({ categories: [], keyword: '', visible: [], loading: false, failed: false });
  readonly state$: Observable<FlowCatalogState> = this.state.asObservable();

  constructor(@inject(FlowModelApi) private readonly api: FlowModelApi) {}

  getSnapshot(): FlowCatalogState {
    return this.state.value;
  }

  async load(): Promise<void> {
    this.patch({ loading: true });
    try {
      const categories = await this.api.getCategoryList();
      this.patch({ categories, visible: filterCatalog(categories, this.state.value.keyword), loading: false, failed: false });
    } catch {
      this.patch({ loading: false, failed: true });
    }
  }

  search(keyword: string): void {
    this.patch({ keyword, visible: filterCatalog(this.state.value.categories, keyword) });
  }

  /** Every flow (for the lists' flow filter), in category order. */
  allFlows(): FlowModelSummary[] {
    return this.state.value.categories.flatMap((c) => c.models);
  }

  private patch(change: Partial<FlowCatalogState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
