import { inject, injectable } from 'inversify';
import { BehaviorSubject, debounceTime, distinctUntilChanged, filter, map, skip, tap, type Observable, type Subscription } from 'rxjs';
import {
  InstanceApi,
  type InstanceFilter,
  type InstanceStatus,
  type InstanceSummary,
} from '../ports/instance-api';
import type { Page } from '../ports/paging';
import { SessionApi } from '../ports/session-api';
import { ForbiddenFailure } from '../ports/api-failure';
import { failureText } from '../shared/failure-text';
import { approvalMessages } from '../shared/approval-messages';
import { InstanceChanges } from './instance-changes';
import { fetchInstanceList, type InstanceListKind } from './instance-list-fetch';

export type { InstanceListKind } from './instance-list-fetch';

export const INSTANCE_LIST_TITLES: Readonly<Record<InstanceListKind, string>> = {
  my: '我的申请',
  work: '待我审批',
  approved: '我已审批',
  cc: '抄送我的',
  all: '全部审批',
};

export const DEFAULT_PAGE_SIZE = 10;

/** Changes within this time reload each opened list once (a decision, its pushes, another tab's write). */
export const LIST_RELOAD_DEBOUNCE_MS = 300;

/** The filters a person sets above a list. Dates are days (YYYY-MM-DD). */
export interface InstanceListFilters {
  readonly keyword?: string;
  readonly modelId?: string;
  readonly status?: InstanceStatus;
  readonly createdFrom?: string;
  readonly createdTo?: string;
}

export interface InstanceListState {
  readonly kind: InstanceListKind;
  readonly filters: InstanceListFilters;
  readonly page: number;
  readonly pageSize: number;
  readonly items: readonly InstanceSummary[];
  readonly total: number;
  readonly loading: boolean;
  /** True after a failed load; the HTTP layer already told the user why. */
  readonly failed: boolean;
  /**
   * Why the last load failed, as the list shows it: the server's Chinese reason (只有流程管理员可以查询全部审批),
   * else 加载失败. `refused`: the server said no (403), so trying again would not help.
   */
  readonly failure?: { readonly text: string; readonly refused: boolean };
  /** Counts loads, so the UI can tell a fresh result from an old one. */
  readonly revision: number;
}

function clean(filters: InstanceListFilters): InstanceListFilters {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out as InstanceListFilters;
}

/** Day part of an ISO time, for the date-range guard below. */
function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

/** One list: filters and paging in, a page of instances out. Later loads win over slower earlier ones. */
export class InstanceList {
  private readonly state: BehaviorSubject<InstanceListState>;
  readonly state$: Observable<InstanceListState>;
  private loadSeq = 0;

  constructor(kind: InstanceListKind, private readonly api: InstanceApi) {
    this.state = new BehaviorSubject<InstanceListState>({
      kind, filters: {}, page: 0, pageSize: DEFAULT_PAGE_SIZE, items: [], total: 0, loading: false, failed: false, revision: 0,
    });
    this.state$ = this.state.asObservable();
  }

  getSnapshot(): InstanceListState {
    return this.state.value;
  }

  /** Applies new filters and goes back to the first page. */
  search(filters: InstanceListFilters): Promise<void> {
    this.patch({ filters: clean(filters), page: 0 });
    return this.load();
  }

  /** Changes page (0-based) and page size. A new page size starts again at page 0. */
  goToPage(page: number, pageSize = this.state.value.pageSize): Promise<void> {
    this.patch({ page: pageSize !== this.state.value.pageSize ? 0 : Math.max(0, page), pageSize });
    return this.load();
  }

  /** Reloads the current page; an emptied last page steps back one page. */
  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    const { kind, filters, page, pageSize } = this.state.value;
    this.patch({ loading: true });
    try {
      const result = await this.fetch(kind, { ...filters, page, pageSize });
      if (seq !== this.loadSeq) return;
      if (result.list.length === 0 && page > 0 && result.total > 0) {
        this.patch({ page: Math.max(0, Math.ceil(result.total / pageSize) - 1) });
        return this.load();
      }
      this.patch({
        items: this.withinDates(result.list, filters),
        total: result.total,
        loading: false,
        failed: false,
        failure: undefined,
        revision: this.state.value.revision + 1,
      });
    } catch (error) {
      if (seq !== this.loadSeq) return;
      // The page keeps its filters and last rows, so a retry is one click away.
      const failure = { text: failureText(error, approvalMessages.loadFailed), refused: error instanceof ForbiddenFailure };
      this.patch({ loading: false, failed: true, failure });
    }
  }

  /** Back to an empty first page with no filters, then loads (another user signed in). */
  restart(): Promise<void> {
    this.patch({ filters: {}, page: 0, items: [], total: 0, failed: false, failure: undefined });
    return this.load();
  }

  /** Replaces one row in place (e.g. after a decision), before the refresh arrives. */
  patchItem(summary: InstanceSummary): void {
    const items = this.state.value.items.map((item) => (item.id === summary.id ? { ...item, ...summary } : item));
    this.patch({ items });
  }

  private fetch(kind: InstanceListKind, filter: InstanceFilter): Promise<Page<InstanceSummary>> {
    return fetchInstanceList(this.api, kind, filter);
  }

  /** The server filters by date; this guard keeps rows outside the range off the page if it did not. */
  private withinDates(list: readonly InstanceSummary[], filters: InstanceListFilters): InstanceSummary[] {
    return list.filter((item) => {
      const day = dayOf(item.createdAt);
      if (filters.createdFrom && day < filters.createdFrom) return false;
      if (filters.createdTo && day > filters.createdTo) return false;
      return true;
    });
  }

  private patch(change: Partial<InstanceListState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}

/**
 * The lists of this session, one per kind, kept while the app runs so that going back to a list shows it
 * as it was left. A decision or new work refreshes the lists that have been opened.
 */
@injectable()
export class InstanceLists {
  private readonly lists = new Map<string, InstanceList>();
  private readonly subscriptions: Subscription[] = [];

  constructor(
    @inject(InstanceApi) private readonly api: InstanceApi,
    @inject(InstanceChanges) changes: InstanceChanges,
    @inject(SessionApi) session: SessionApi,
  ) {
    // Another identity: the rows on screen belong to someone else.
    this.subscriptions.push(session.user$.pipe(
      filter((user) => user !== undefined),
      map((user) => user.id),
      distinctUntilChanged(),
      skip(1),
    ).subscribe(() => {
      for (const list of this.lists.values()) void list.restart();
    }));
    // An instance that concerns this person changed (a decision here, new work, another tab): a decision taken
    // here patches its row at once; then every opened list reloads once for the whole burst of changes.
    this.subscriptions.push(changes.mine$.pipe(
      tap((change) => {
        if (!change.instance) return;
        const { form: _form, values: _values, history: _history, flow: _flow, tasks: _tasks, viewer: _viewer, ...summary } = change.instance;
        for (const list of this.lists.values()) list.patchItem(summary);
      }),
      debounceTime(LIST_RELOAD_DEBOUNCE_MS),
    ).subscribe(() => {
      for (const list of this.lists.values()) void list.load();
    }));
  }

  /**
   * The list of a kind. `owner` separates screens that show the same kind with their own filters
   * (the list page, 流程查询, 批量审批).
   */
  list(kind: InstanceListKind, owner = 'page'): InstanceList {
    const key = `${owner}:${kind}`;
    let list = this.lists.get(key);
    if (!list) {
      list = new InstanceList(kind, this.api);
      this.lists.set(key, list);
    }
    return list;
  }

  dispose(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }
}
