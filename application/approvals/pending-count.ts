import { inject, injectable } from 'inversify';
import { BehaviorSubject, Subject, debounceTime, distinctUntilChanged, filter, map, merge, tap, type Observable, type Subscription } from 'rxjs';
import { InstanceApi } from '../ports/instance-api';
import { SessionApi } from '../ports/session-api';
import { InstanceChanges, type InstanceChange } from './instance-changes';

/** Refreshes that arrive within this time are merged into one request. */
export const PENDING_COUNT_DEBOUNCE_MS = 300;

/**
 * The to-approve count of the top bar. It is read from the to-do list's total, and read again when an
 * instance that concerns the signed-in person changed (InstanceChanges: a push or a decision taken here) and
 * when another user signs in.
 */
@injectable()
export class PendingCount {
  private readonly count = new BehaviorSubject<number | undefined>(undefined);
  /** undefined until the first answer (and for nobody signed in). */
  readonly count$: Observable<number | undefined> = this.count.asObservable();
  private readonly refreshes = new Subject<void>();
  private subscription: Subscription | undefined;
  private seq = 0;
  private readonly notices = new Subject<InstanceChange>();
  /** The backend's pushes about instances that concern the signed-in person (the top bar shows them as toasts). */
  readonly notices$: Observable<InstanceChange> = this.notices.asObservable();

  constructor(
    @inject(InstanceApi) private readonly api: InstanceApi,
    @inject(SessionApi) private readonly session: SessionApi,
    @inject(InstanceChanges) private readonly changes: InstanceChanges,
  ) {}

  /** Starts listening (idempotent); the top bar calls it once when it mounts. */
  start(): void {
    if (this.subscription) return;
    const userChanged$ = this.session.user$.pipe(
      map((user) => user?.id),
      distinctUntilChanged(),
    );
    this.subscription = merge(
      userChanged$.pipe(filter((id) => id !== undefined), map(() => undefined)),
      this.changes.mine$.pipe(tap((change) => {
        // A push about one instance may deserve a word (a decision taken here has had its own).
        if (change.instanceId !== undefined && !change.instance) this.notices.next(change);
      })),
      this.refreshes,
    ).pipe(debounceTime(PENDING_COUNT_DEBOUNCE_MS)).subscribe(() => void this.load());
    this.subscription.add(userChanged$.pipe(filter((id) => id === undefined)).subscribe(() => this.count.next(undefined)));
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }

  /** Asks for a fresh count (debounced). */
  refresh(): void {
    this.refreshes.next();
  }

  private async load(): Promise<void> {
    const seq = ++this.seq;
    try {
      const page = await this.api.getWorkInstances('todo', { page: 0, pageSize: 1 });
      if (seq === this.seq) this.count.next(page.total);
    } catch {
      // Keep the last count; the next push or decision tries again.
    }
  }
}
