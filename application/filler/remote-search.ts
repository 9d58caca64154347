import { BehaviorSubject, Subject, catchError, debounceTime, defer, distinctUntilChanged, map, of, startWith, switchMap } from 'rxjs';
import type { Observable, Subscription } from 'rxjs';
import type { RemoteDataApi, RemoteOption } from '../ports/remote-data-api';

export interface RemoteSearchState {
  readonly loading: boolean;
  readonly options: readonly RemoteOption[];
  readonly query: string;
}

/** Debounce of a remote input: one call per pause in typing. */
export const REMOTE_SEARCH_DEBOUNCE_MS = 300;

/**
 * Searching as you type (spec 7 "Remote calls"): the text is debounced, and an answer to an older text is
 * ignored (switchMap drops it), so the options always match the latest text.
 */
export class RemoteSearch {
  private readonly texts = new Subject<string>();
  private readonly state = new BehaviorSubject<RemoteSearchState>({ loading: false, options: [], query: '' });
  private readonly subscription: Subscription;
  readonly state$: Observable<RemoteSearchState> = this.state.asObservable();

  constructor(api: Pick<RemoteDataApi, 'search'>, apiId: string, debounceMs = REMOTE_SEARCH_DEBOUNCE_MS) {
    this.subscription = this.texts
      .pipe(
        debounceTime(debounceMs),
        distinctUntilChanged(),
        switchMap((query) =>
          defer(() => api.search(apiId, query)).pipe(
            map((options) => ({ loading: false, options, query })),
            catchError(() => of<RemoteSearchState>({ loading: false, options: [], query })),
            startWith({ loading: true, options: this.state.value.options, query }),
          )),
      )
      .subscribe((next) => this.state.next(next));
  }

  search(text: string): void {
    this.texts.next(text);
  }

  get snapshot(): RemoteSearchState {
    return this.state.value;
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.state.complete();
  }
}
