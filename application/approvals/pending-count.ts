import { inject, injectable } from 'inversify';
import { BehaviorSubject, Subject, debounceTime, distinctUntilChanged, filter, map, merge, type Observable, type Subscription } from 'rxjs';
import { InstanceApi } from '../ports/instance-api';
import { NotifyChannel } from '../ports/notify-channel';
import { SessionApi } from '../ports/session-api';
import { InstanceEvents } from './instance-events';
import { concerns, noticeOf, type InstanceNotice } from './notice';

/** Refreshes that arrive within this time are merged into one request. */
export const PENDING_COUNT_DEBOUNCE_MS = 300;

/**
 * The to-approve count of the top bar. It is read from the to-do list's total, and read again when the
 * notify channel pushes (new work), when a decision is taken here, and when another user signs in.
 */
@injectable()
export class PendingCount {
  private readonly count = new BehaviorSubject<number | undefined>(undefined);
  /** undefined until the first answer (and for nobody signed in). */
  readonly count$: Observable<number | undefined> = this.count.asObservable();
  private readonly refreshes = new Subject<void>();
  private subscription: Subscription | undefined;
  private seq = 0;
  private userId: string | undefined;
  private readonly notices = new Subject<InstanceNotice>();
  /** Pushes about instances that concern the signed-in person (the top bar shows them as toasts). */
  readonly notices$: Observable<InstanceNotice> = this.notices.asObservable();

  constructor(
    @inject(InstanceApi) private readonly api: InstanceApi,
    @inject(NotifyChannel) private readonly notify: NotifyChannel,
    @inject(SessionApi) private readonly session: SessionApi,
    @inject(InstanceEvents) private readonly events: InstanceEvents,
  ) {}

  /** Starts listening (idempotent); the top bar calls it once when it mounts. */
  start(): void {
    if (this.subscription) return;
    const tracking = this.session.user$.subscribe((user) => { this.userId = user?.id; });
    const userChanged$ = this.session.user$.pipe(
      map((user) => user?.id),
      distinctUntilChanged(),
    );
    this.subscription = merge(
      userChanged$.pipe(filter((id) => id !== undefined), map(() => undefined)),
      // Only what concerns the signed-in person (a push that names nobody concerns everyone).
      this.notify.messages$.pipe(filter((message) => concerns(message, this.userId)), map((message) => {
        // New work may have arrived: the lists that show it refresh too.
        this.events.publish({ type: 'workArrived' });
        const notice = noticeOf(message);
        if (notice) this.notices.next(notice);
      })),
      this.events.events$.pipe(filter((event) => event.type === 'decided'), map(() => undefined)),
      this.refreshes,
    ).pipe(debounceTime(PENDING_COUNT_DEBOUNCE_MS)).subscribe(() => void this.load());
    this.subscription.add(tracking);
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
