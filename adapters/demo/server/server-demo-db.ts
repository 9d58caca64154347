import { DemoStore } from '../../../server/core/store/demo-store';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';
import { createSeedTables } from '../seed/seed-state';
import { createLargeSeed } from '../seed/large-seed';
import { JsonFileDemoDb } from './json-file-demo-db';
import { withDemoWaysOut } from '../demo-ways-out';

export interface ServerDataOptions {
  /** `--data <file>`: keep the data in this JSON file (it survives a restart); in memory without it. */
  readonly file?: string;
  /** `--seed <n>`: start from the seed plus generated instances, n in all (replaces what the file held). */
  readonly seed?: number;
}

/** The demo-server's store: the same DemoStore and handlers as the browser, on memory or a JSON file. */
export async function openServerDemoDb(options: ServerDataOptions): Promise<DemoStore> {
  const db = options.file ? await JsonFileDemoDb.open(options.file) : new MemoryDemoDb();
  const store = withDemoWaysOut(await DemoStore.open(db, createSeedTables));
  if (options.seed !== undefined && Number.isInteger(options.seed) && options.seed > 0) await store.replaceAll(createLargeSeed(options.seed));
  return store;
}
