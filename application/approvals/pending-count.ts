import { inject, injectable } from 'inversify';
import { BehaviorSubject, Subject, distinctUntilChanged, filter, map, merge, tap, type Observable } from 'rxjs';
import { InstanceApi } from '../ports/instance-api';
import { SessionApi } from '../ports/session-api';
import { LatestReload } from '../shared/latest-reload';
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
  private readonly reload = new LatestReload(
    () => this.api.getWorkInstances('todo', { page: 0, pageSize: 1 }),
    (page) => this.count.next(page.total),
    () => undefined, // keep the last count; the next push or decision tries again
  );
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
    if (this.reload.running) return;
    const userChanged$ = this.session.user$.pipe(
      map((user) => user?.id),
      distinctUntilChanged(),
    );
    const subscription = this.reload.start(merge(
      userChanged$.pipe(filter((id) => id !== undefined), map(() => undefined)),
      this.changes.mine$.pipe(tap((change) => {
        // A push about one instance may deserve a word (a decision taken here has had its own).
        if (change.instanceId !== undefined && !change.instance) this.notices.next(change);
      })),
    ), PENDING_COUNT_DEBOUNCE_MS);
    subscription.add(userChanged$.pipe(filter((id) => id === undefined)).subscribe(() => this.count.next(undefined)));
  }

  stop(): void {
    this.reload.stop();
  }

  /** Asks for a fresh count (debounced). */
  refresh(): void {
    this.reload.refresh();
  }
}
