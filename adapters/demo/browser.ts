import { setupWorker } from 'msw/browser';
import { DexieDemoDb } from '../../server/stores/dexie-demo-db';
import { DemoStore } from '../../server/core/store/demo-store';
import { sessionStorageTabSession } from './store/session-storage-tab-session';
import { createSeedTables } from './seed/seed-state';
import { createHandlers } from './demo-handlers';
import { guardDemoWorkerUpdate } from './worker-update-guard';
import { startTimerClock } from '../../server/core/timer-ticks';
import { withDemoWaysOut } from './demo-ways-out';

/** `?seed=10000`: replace the demo data with the seed plus generated instances (then the flag is dropped). */
export const SEED_QUERY = 'seed';

async function applySeedFlag(store: DemoStore): Promise<void> {
  const url = new URL(window.location.href);
  const count = Number(url.searchParams.get(SEED_QUERY));
  if (!url.searchParams.has(SEED_QUERY) || !Number.isInteger(count) || count < 1) return;
  // The generator is loaded only when asked for.
  const { createLargeSeed } = await import(/* webpackChunkName: "demo-large-seed" */ './seed/large-seed');
  await store.replaceAll(createLargeSeed(count));
  url.searchParams.delete(SEED_QUERY);
  window.history.replaceState(window.history.state, '', url);
}

/** The MSW worker script: public/mockServiceWorker.js, copied beside index.html by every demo build. */
export const DEMO_WORKER_URL = '/mockServiceWorker.js';

/**
 * Starts the demo backend in the browser (MSW worker, data in IndexedDB through Dexie). Await it before rendering.
 * A first visit's seed is written while the worker starts (not before): requests wait for it in the store.
 */
export async function startDemoBackend(): Promise<void> {
  guardDemoWorkerUpdate(DEMO_WORKER_URL);
  const store = withDemoWaysOut(DemoStore.openSeedingInBackground(new DexieDemoDb(), createSeedTables));
  // Each tab is signed in as its own person (the user menu switches); the data is shared.
  store.tabSession = sessionStorageTabSession();
  await applySeedFlag(store);
  const worker = setupWorker(...createHandlers(store));
  await worker.start({ serviceWorker: { url: DEMO_WORKER_URL }, onUnhandledRequest: 'bypass', quiet: true });
  // While a page is open the engine's timers (延时, 超时) fire every 30 s, requests or not.
  startTimerClock(store);
}
