import type { Observable } from 'rxjs';

/** Messages exchanged with the portal that embeds the app in an iframe. */
export type ParentMessage =
  | { readonly type: 'routeChange'; readonly path: string }
  | { readonly type: 'backLogin' }
  | { readonly type: string; readonly [field: string]: unknown };

/**
 * postMessage port to the parent window. Posts go to the configured origin only; incoming messages
 * from any other origin are dropped.
 */
export const ParentWindow = Symbol('ParentWindow');
export interface ParentWindow {
  /** Spec 2: the full path (with query) after every route change, unless a searchName query is present. */
  postRouteChange(fullPath: string): void;
  /** Spec 7: sent on a response with code 40000. */
  postBackLogin(): void;
  readonly messages$: Observable<ParentMessage>;
}
