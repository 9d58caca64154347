/**
 * "Failed to update a ServiceWorker … Not found" on a page load (issue 14, item 12b). msw's start() finds its
 * earlier registration and calls `registration.update()` without waiting for it (mswjs/msw#2006). msw's own
 * worker unregisters itself when its last tab goes (a reload or a closed tab included), so that update can
 * meet a registration being removed and reject with "Not found": an uncaught rejection on a load that works
 * (the page is still served by the worker it found, and msw registers a new one on the next load). Only that
 * rejection, for the demo worker's script, is marked handled; every other one still reaches the console.
 */
const UPDATE_FAILED = 'Failed to update a ServiceWorker';

export function isDemoWorkerUpdateFailure(reason: unknown, scriptUrl: string): boolean {
  const message = reason instanceof Error || (typeof reason === 'object' && reason !== null && 'message' in reason)
    ? String((reason as { message: unknown }).message)
    : '';
  return message.startsWith(UPDATE_FAILED) && message.includes(scriptUrl);
}

/** Keeps msw's fire-and-forget update of `scriptPath` (e.g. /mockServiceWorker.js) off the console. */
export function guardDemoWorkerUpdate(scriptPath: string): void {
  const scriptUrl = new URL(scriptPath, window.location.href).href;
  window.addEventListener('unhandledrejection', (event) => {
    if (isDemoWorkerUpdateFailure(event.reason, scriptUrl)) event.preventDefault();
  });
}
