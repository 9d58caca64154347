import { inject, injectable } from 'inversify';
import { BehaviorSubject, EMPTY, Subject, defer, repeat, retry, share, takeUntil, timer, type Observable } from 'rxjs';
import { webSocket } from 'rxjs/webSocket';
import { ApiErrors } from '../../application/ports/api-errors';
import type { NotifyChannel, NotifyMessage, NotifyStatus } from '../../application/ports/notify-channel';
import { RuntimeConfig } from '../../application/ports/runtime-config';

/** Reconnect back-off: 1 s, 2 s, 4 s … at most 30 s; reset after a successful connection. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
}

/**
 * The notify channel on a WebSocket (rxjs webSocket): connects on first subscription, reconnects with
 * back-off after an error or a close, and is closed for good on logout or session end.
 */
@injectable()
export class WebSocketNotifyChannel implements NotifyChannel {
  /** Overridable for tests. */
  WebSocketCtor: { new (url: string, protocols?: string | string[]): WebSocket } | undefined = globalThis.WebSocket;
  delayMs: (attempt: number) => number = reconnectDelayMs;

  private readonly status = new BehaviorSubject<NotifyStatus>('idle');
  private readonly closed = new Subject<void>();
  private isClosed = false;
  readonly status$: Observable<NotifyStatus> = this.status.asObservable();
  readonly messages$: Observable<NotifyMessage>;

  constructor(
    @inject(RuntimeConfig) private readonly config: RuntimeConfig,
    @inject(ApiErrors) errors: ApiErrors,
  ) {
    errors.sessionEnded$.subscribe(() => this.close());
    const connection$ = defer(() => {
      if (this.status.value !== 'reconnecting') this.status.next('connecting');
      return webSocket<NotifyMessage>({
        url: this.config.notifyUrl,
        WebSocketCtor: this.WebSocketCtor,
        openObserver: { next: () => this.status.next('open') },
      });
    }).pipe(
      retry({ delay: (_error, attempt) => this.reconnectAfter(attempt), resetOnSuccess: true }),
      repeat({ delay: (count) => this.reconnectAfter(count) }),
      takeUntil(this.closed),
    );
    // No url (or closed already): no channel at all, the stream just completes.
    this.messages$ = defer(() => (this.isClosed || !this.config.notifyUrl || !this.WebSocketCtor ? EMPTY : connection$)).pipe(share());
  }

  close(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    this.closed.next();
    this.status.next('closed');
  }

  private reconnectAfter(attempt: number): Observable<number> {
    if (this.isClosed) return EMPTY;
    this.status.next('reconnecting');
    return timer(this.delayMs(attempt));
  }
}
