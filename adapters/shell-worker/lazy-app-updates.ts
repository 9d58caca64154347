import { catchError, defer, of, switchMap } from 'rxjs';
import type { AppUpdates } from '../../application/ports/app-updates';

/**
 * AppUpdates whose implementation is downloaded when first asked for (after the first render): the worker's
 * registration has nothing to do with the first screen, and every byte of the entry is on the launch route's
 * 300 KB budget.
 */
export function lazyAppUpdates(load: () => Promise<AppUpdates>): AppUpdates {
  let loading: Promise<AppUpdates> | undefined;
  const updates = () => (loading ??= load().catch((error: unknown) => { loading = undefined; throw error; }));
  return {
    // Its code not downloadable (offline, no worker yet): no update to offer.
    updateReady$: defer(updates).pipe(switchMap((u) => u.updateReady$), catchError(() => of(false))),
    applyUpdate: () => void updates().then((u) => u.applyUpdate()),
  };
}
