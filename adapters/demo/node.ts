import { setupServer, type SetupServer } from 'msw/node';
import { MemoryDemoPersistence } from './store/demo-persistence';
import { DemoStore } from './store/demo-store';
import { createSeedState } from './seed/seed-state';
import { createHandlers } from './handlers';

export interface NodeDemoBackend {
  readonly server: SetupServer;
  readonly store: DemoStore;
}

/** The demo backend for jest: msw/node with an in-memory store (call server.listen() / close()). */
export async function createNodeDemoBackend(): Promise<NodeDemoBackend> {
  const store = await DemoStore.open(new MemoryDemoPersistence(), createSeedState);
  return { server: setupServer(...createHandlers(store)), store };
}

/** An in-memory store with the seed, for tests that build their own server. */
export function createMemoryDemoStore(): Promise<DemoStore> {
  return DemoStore.open(new MemoryDemoPersistence(), createSeedState);
}
