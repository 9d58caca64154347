import { Subject, debounceTime, merge, type Observable, type Subscription } from 'rxjs';

/**
 * A value read from the backend again whenever one of its triggers fires (or `refresh` is called): triggers
 * close together make one request, and only the latest request's answer counts — an older, slower answer
 * arriving after a newer one is dropped.
 */
export class LatestReload<T> {
  private readonly refreshes = new Subject<void>();
  private subscription: Subscription | undefined;
  private seq = 0;

  constructor(
    private readonly fetch: () => Promise<T>,
    private readonly answered: (value: T) => void,
    private readonly failed: () => void,
  ) {}

  get running(): boolean {
    return this.subscription !== undefined;
  }

  /** Starts listening; the returned subscription ends with `stop` (add the caller's own listeners to it). */
  start(triggers: Observable<unknown>, debounceMs: number): Subscription {
    this.subscription = merge(triggers, this.refreshes).pipe(debounceTime(debounceMs)).subscribe(() => void this.load());
    return this.subscription;
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }

  /** Asks again (debounced with the triggers). */
  refresh(): void {
    this.refreshes.next();
  }

  /** Asks now. */
  async load(): Promise<void> {
    const seq = ++this.seq;
    try {
      const value = await this.fetch();
      if (seq === this.seq) this.answered(value);
    } catch {
      if (seq === this.seq) this.failed();
    }
  }
}
