import { BehaviorSubject, type Observable } from 'rxjs';
import { errorCatalogueMessages } from '../../domain/messages';

/** State of a list loaded from the backend: what a table shows, including the failure text. */
export interface RemoteListState<T, Q> {
  readonly loading: boolean;
  readonly items: readonly T[];
  readonly total: number;
  readonly query: Q;
  /** A Chinese failure text when the last load failed; the previous items stay visible. */
  readonly error?: string;
}

export const LOAD_FAILED_TEXT = errorCatalogueMessages.fetchDataFailed;

/**
 * One list with loading/failure state and mutations that reload it afterwards. Admin use cases compose it.
 * A stale answer (an older query finishing after a newer one) is ignored.
 */
export class RemoteList<T, Q> {
  private readonly subject: BehaviorSubject<RemoteListState<T, Q>>;
  private generation = 0;

  constructor(
    private readonly fetchPage: (query: Q) => Promise<{ list: readonly T[]; total: number }>,
    initialQuery: Q,
  ) {
    this.subject = new BehaviorSubject<RemoteListState<T, Q>>({ loading: false, items: [], total: 0, query: initialQuery });
  }

  get state$(): Observable<RemoteListState<T, Q>> {
    return this.subject.asObservable();
  }

  get snapshot(): RemoteListState<T, Q> {
    return this.subject.getValue();
  }

  async load(query: Q = this.snapshot.query): Promise<void> {
    const generation = ++this.generation;
    this.subject.next({ ...this.snapshot, loading: true, query, error: undefined });
    try {
      const page = await this.fetchPage(query);
      if (generation !== this.generation) return;
      this.subject.next({ loading: false, items: page.list, total: page.total, query });
    } catch {
      if (generation !== this.generation) return;
      this.subject.next({ ...this.snapshot, loading: false, error: LOAD_FAILED_TEXT });
    }
  }

  /** Runs a change, then reloads; the change's failure propagates to the caller (the dialog stays open). */
  async mutate<R>(change: () => Promise<R>): Promise<R> {
    const result = await change();
    await this.load();
    return result;
  }
}
