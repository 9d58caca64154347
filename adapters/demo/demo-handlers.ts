import { http, type RequestHandler } from 'msw';
import type { DemoStore } from '../../server/core/store/demo-store';
import { createBackend } from '../../server/http/routes';
import { demoControlHandlers } from './handlers/demo-control-handlers';

/**
 * The backend's routes mounted in MSW (the browser demo's worker, jest): one handler that hands every request to
 * server/http, with the demo's own switches (`/__demo/*`) in front. Unanswered requests pass through.
 */
export function createHandlers(store: DemoStore): RequestHandler[] {
  const backend = createBackend(store, demoControlHandlers(store));
  // The demo's identity switch names the person; it is read once here and passed to the backend as its caller.
  return [http.all('*', async ({ request }) => backend(request, { userId: (await store.read((tx) => store.currentUser(tx))).id }))];
}
