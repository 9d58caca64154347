import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getResponse } from 'msw';
import { createHandlers } from '../../../adapters/demo/demo-handlers';
import { createSeedTables } from '../../../adapters/demo/seed/seed-state';
import { DexieDemoDb } from '../../../server/stores/dexie-demo-db';
import type { DemoDb } from '../../../server/core/store/demo-db';
import { DemoStore } from '../../../server/core/store/demo-store';
import { withDemoWaysOut } from '../../../adapters/demo/demo-ways-out';

export const ORIGIN = 'http://demo.test';

/** One browser profile's IndexedDB (tabs of one browser share it). */
export function newBrowserProfile(): { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange } {
  return { indexedDB: new IDBFactory(), IDBKeyRange };
}

/** A demo backend as one tab runs it: its own Dexie connection and handlers, answering requests directly. */
export interface DemoTab {
  readonly store: DemoStore;
  readonly db: DemoDb;
  get(path: string): Promise<{ status: number; body: any }>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  close(): void;
}

export async function openTab(profile: ReturnType<typeof newBrowserProfile>, name = 'approval-demo-backend'): Promise<DemoTab> {
  const db = new DexieDemoDb(name, profile);
  const store = withDemoWaysOut(await DemoStore.open(db, createSeedTables));
  const handlers = createHandlers(store);
  const send = async (request: Request) => {
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`no handler for ${request.url}`);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  return {
    store, db,
    get: (path) => send(new Request(`${ORIGIN}${path}`)),
    post: (path, body, headers = {}) => send(new Request(`${ORIGIN}${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body),
    })),
    close: () => db.close(),
  };
}

/** Two tabs of one new browser profile for each test of the file (closed after it); `opened` receives them. */
export function twoTabsEachTest(opened: (a: DemoTab, b: DemoTab) => void): void {
  let tabs: DemoTab[] = [];
  beforeEach(async () => {
    const profile = newBrowserProfile();
    tabs = [await openTab(profile), await openTab(profile)];
    opened(tabs[0]!, tabs[1]!);
  });
  afterEach(() => { for (const tab of tabs) tab.close(); });
}
