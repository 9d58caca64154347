import type { Observable } from 'rxjs';

/**
 * A newer build of the app deployed while this one runs (issue 31): the live build's app-shell service worker
 * installs it in the background and the page offers 发现新版本，刷新. Bound only where such a worker exists.
 */
export const AppUpdates = Symbol('AppUpdates');
export interface AppUpdates {
  /** True once a newer build is installed and waits for the user. */
  readonly updateReady$: Observable<boolean>;
  /** Switches to the newer build and reloads the page into it. */
  applyUpdate(): void;
}
