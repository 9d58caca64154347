import { inject, injectable } from 'inversify';
import { BehaviorSubject, distinctUntilChanged, filter, map, merge, type Observable } from 'rxjs';
import { InstanceChanges } from '../approvals/instance-changes';
import { InboxApi, type InboxNotice, type InboxPage } from '../ports/inbox-api';
import { NotifyChannel } from '../ports/notify-channel';
import { SessionApi } from '../ports/session-api';
import { LatestReload } from '../shared/latest-reload';

/** The push that says the signed-in person's 消息中心 changed (live server; docs/API.md). */
export const UNREAD_MESSAGE = 'unread';
/** Triggers within this time make one request. */
export const INBOX_DEBOUNCE_MS = 300;

/**
 * 消息中心 (issue 40): the signed-in person's notices and unread count (the top bar's bell, the phone's 我的). Read
 * again when a change concerns the person (InstanceChanges), when the live server says their notices changed
 * (`unread`, also on every (re)connection: what was missed meanwhile is read from the stored notices), and when
 * another person signs in.
 */
@injectable()
export class InboxCenter {
  private readonly page = new BehaviorSubject<InboxPage | undefined>(undefined);
  /** undefined until the first answer. */
  readonly page$: Observable<InboxPage | undefined> = this.page.asObservable();
  readonly unread$: Observable<number | undefined> = this.page$.pipe(map((page) => page?.unread), distinctUntilChanged());
  private readonly reload = new LatestReload(() => this.api.list(), (page) => this.page.next(page), () => undefined);

  constructor(
    @inject(InboxApi) private readonly api: InboxApi,
    @inject(NotifyChannel) private readonly notify: NotifyChannel,
    @inject(InstanceChanges) private readonly changes: InstanceChanges,
    @inject(SessionApi) private readonly session: SessionApi,
  ) {}

  /** Starts listening (idempotent); the bell calls it when it mounts. */
  start(): void {
    if (this.reload.running) return;
    const userChanged$ = this.session.user$.pipe(map((user) => user?.id), distinctUntilChanged(), filter((id) => id !== undefined));
    this.reload.start(merge(
      userChanged$,
      this.changes.mine$,
      this.notify.messages$.pipe(filter((message) => message.type === UNREAD_MESSAGE)),
    ), INBOX_DEBOUNCE_MS);
  }

  stop(): void {
    this.reload.stop();
  }

  refresh(): void {
    this.reload.refresh();
  }

  /** 全部已读. */
  async markAllRead(): Promise<void> {
    await this.api.markRead();
    this.markedLocally(() => true);
  }

  /** Opening a notice reads it. */
  async open(notice: InboxNotice): Promise<void> {
    if (notice.read) return;
    await this.api.markRead([notice.id]);
    this.markedLocally((n) => n.id === notice.id);
  }

  private markedLocally(which: (notice: InboxNotice) => boolean): void {
    const page = this.page.value;
    if (!page) return this.refresh();
    const list = page.list.map((n) => (!n.read && which(n) ? { ...n, read: true } : n));
    this.page.next({ list, unread: list.filter((n) => !n.read).length });
    this.refresh();
  }
}
