import { setupWorker } from 'msw/browser';
import { IndexedDbDemoPersistence } from './store/indexed-db-persistence';
import { DemoStore } from './store/demo-store';
import { createSeedState } from './seed/seed-state';
import { createHandlers } from './handlers';

/** Starts the demo backend in the browser (MSW worker, state in IndexedDB). Await it before rendering. */
export async function startDemoBackend(): Promise<void> {
  const store = await DemoStore.open(new IndexedDbDemoPersistence(), createSeedState);
  const worker = setupWorker(...createHandlers(store));
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
}
