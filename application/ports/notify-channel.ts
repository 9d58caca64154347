import type { Observable } from 'rxjs';

/** A server push (message shapes are "not shown" in the spec; see docs/API.md). */
export interface NotifyMessage {
  readonly type: string;
  readonly payload: unknown;
}

export type NotifyStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The WebSocket notify channel: reconnects with back-off, closed cleanly on logout. */
export const NotifyChannel = Symbol('NotifyChannel');
export interface NotifyChannel {
  /** Connects on first subscription; messages of every connection in turn. */
  readonly messages$: Observable<NotifyMessage>;
  readonly status$: Observable<NotifyStatus>;
  /** Closes the socket and stops reconnecting (called on logout). */
  close(): void;
}
