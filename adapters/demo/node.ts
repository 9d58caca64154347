import { setupServer, type SetupServer } from 'msw/node';
import type { DemoDb } from '../../server/core/store/demo-db';
import { MemoryDemoDb } from '../../server/stores/memory-demo-db';
import { DemoStore } from '../../server/core/store/demo-store';
import { createSeedTables } from './seed/seed-state';
import { createHandlers } from './demo-handlers';
import { withDemoWaysOut } from './demo-ways-out';

export interface NodeDemoBackend {
  readonly server: SetupServer;
  readonly store: DemoStore;
}

/** The demo backend for jest: msw/node on a store (in memory unless a database is given; call server.listen() / close()). */
export async function createNodeDemoBackend(db: DemoDb = new MemoryDemoDb()): Promise<NodeDemoBackend> {
  const store = withDemoWaysOut(await DemoStore.open(db, createSeedTables));
  return { server: setupServer(...createHandlers(store)), store };
}

/** An in-memory store with the seed, for tests that build their own server. */
export function createMemoryDemoStore(): Promise<DemoStore> {
  return DemoStore.open(new MemoryDemoDb(), createSeedTables).then(withDemoWaysOut);
}
