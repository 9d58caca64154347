import type { Observable } from 'rxjs';

export type ApiErrorLevel = 'error' | 'warning';

/** One message to show to the user (the UI shows it with antd `message`). */
export interface ApiErrorNotice {
  readonly level: ApiErrorLevel;
  readonly text: string;
  readonly code: number;
}

/**
 * Why the session ended: `backLogin` (code 40000, already posted to the parent window),
 * `loginExpired` (500 null-user TypeError: go to /login), or `logout` (the user logged out).
 */
export type SessionEnd =
  | { readonly reason: 'backLogin' }
  | { readonly reason: 'loginExpired'; readonly redirectTo: '/login' }
  | { readonly reason: 'logout'; readonly redirectTo: '/login' };

/**
 * The error stream of the HTTP layer (spec 8). Adapters publish, the UI subscribes; the adapters
 * never touch the UI themselves.
 */
export const ApiErrors = Symbol('ApiErrors');
export interface ApiErrors {
  readonly errors$: Observable<ApiErrorNotice>;
  readonly sessionEnded$: Observable<SessionEnd>;
  /** Publish a message (also usable by use cases for their own failures). */
  report(notice: ApiErrorNotice): void;
  endSession(end: SessionEnd): void;
}
