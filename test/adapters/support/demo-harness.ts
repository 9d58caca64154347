import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { Subject } from 'rxjs';
import type { ApiErrorNotice, SessionEnd } from '../../../application/ports/api-errors';
import type { ParentMessage, ParentWindow } from '../../../application/ports/parent-window';
import type { RuntimeConfig } from '../../../application/ports/runtime-config';
import { AxiosHttpClient } from '../../../adapters/http/axios-http-client';
import { RxApiErrors } from '../../../adapters/http/rx-api-errors';
import { createNodeDemoBackend, type NodeDemoBackend } from '../../../adapters/demo/node';
import { demoRuntimeConfig } from '../../../adapters/demo/demo-runtime-config';
import { DexieDemoDb } from '../../../server/stores/dexie-demo-db';

export const DEMO_ORIGIN = 'http://demo.test';
/** A leave the demo backend accepts (it validates submissions like the page: issue 33). */
export const VALID_LEAVE_VALUES = { leave_type: 1, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '测试' };

/** A hand-written ParentWindow double that records what was posted. */
export class RecordingParentWindow implements ParentWindow {
  readonly posted: ParentMessage[] = [];
  readonly messages$ = new Subject<ParentMessage>();
  postRouteChange(fullPath: string): void { this.posted.push({ type: 'routeChange', path: fullPath }); }
  postBackLogin(): void { this.posted.push({ type: 'backLogin' }); }
}

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: string;
}

export interface Harness extends NodeDemoBackend {
  config: RuntimeConfig;
  errors: RxApiErrors;
  notices: ApiErrorNotice[];
  sessionEnds: SessionEnd[];
  parent: RecordingParentWindow;
  http: AxiosHttpClient;
  requests: RecordedRequest[];
}

/**
 * The demo backend on msw/node plus a base client wired to it, with every request recorded
 * (method, path, query, headers, body) so contract tests can check what an adapter sent.
 * Call in beforeAll/beforeEach; `close()` in afterAll.
 */
export async function createHarness(config: RuntimeConfig = demoRuntimeConfig(DEMO_ORIGIN)): Promise<Harness & { close(): void }> {
  // The browser's store (Dexie) on fake-indexeddb, a fresh database per harness.
  const db = new DexieDemoDb(`harness-${Math.random().toString(36).slice(2)}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  const backend = await createNodeDemoBackend(db);
  backend.server.listen({ onUnhandledRequest: 'error' });
  const requests: RecordedRequest[] = [];
  backend.server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({ method: request.method, path: url.pathname, search: url.searchParams, headers: request.headers, body });
  });
  const errors = new RxApiErrors();
  const notices: ApiErrorNotice[] = [];
  const sessionEnds: SessionEnd[] = [];
  errors.errors$.subscribe((n) => notices.push(n));
  errors.sessionEnded$.subscribe((e) => sessionEnds.push(e));
  const parent = new RecordingParentWindow();
  const http = new AxiosHttpClient(config, errors, parent);
  http.retryDelaysMs = [0, 0, 0];
  return { ...backend, config, errors, notices, sessionEnds, parent, http, requests, close: () => { backend.server.close(); db.close(); } };
}

/** The last recorded request to a path ending with `suffix`. */
export function lastRequest(h: Harness, suffix: string): RecordedRequest {
  const found = [...h.requests].reverse().find((r) => r.path.endsWith(suffix));
  if (!found) throw new Error(`no request to ${suffix}; seen: ${h.requests.map((r) => r.path).join(', ')}`);
  return found;
}

/** Resets requests, messages and the store between tests. */
export async function resetHarness(h: Harness): Promise<void> {
  h.requests.length = 0;
  h.notices.length = 0;
  h.sessionEnds.length = 0;
  h.parent.posted.length = 0;
  h.server.resetHandlers();
  await h.store.reset();
}
