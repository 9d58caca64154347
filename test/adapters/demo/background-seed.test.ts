// Issue 31: the browser demo writes its first seed behind the first screen instead of before it. Requests that come
// in meanwhile wait for the seed and are answered from it; nothing written meanwhile is lost; the seed lands once.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createSeedTables } from '../../../adapters/demo/seed/seed-state';
import type { DemoDb, DemoTx } from '../../../server/core/store/demo-db';
import { DemoStore } from '../../../server/core/store/demo-store';
import { DexieDemoDb } from '../../../server/stores/dexie-demo-db';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';
import type { DemoTables } from '../../../server/core/store/demo-tables';

/** A database whose first write (the seed) waits until `release()`, as a slow seed would while the app boots. */
function heldDb(): { db: DemoDb; release: () => void } {
  const inner = new MemoryDemoDb();
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let writes = 0;
  const db: DemoDb = {
    read: (work) => inner.read(work),
    write: async (work) => {
      writes += 1;
      if (writes === 1) await held;
      return inner.write(work);
    },
    dump: () => inner.dump(),
    replaceAll: (tables) => inner.replaceAll(tables),
    onExternalChange: () => inner.onExternalChange(),
    close: () => inner.close(),
  };
  return { db, release };
}

const ticks = () => new Promise((resolve) => setTimeout(resolve, 20));
const seededPeople = createSeedTables().users.length;

test('the first seeding runs in the background: the store is there at once, a request made meanwhile is answered from the seed', async () => {
  const { db, release } = heldDb();
  const store = DemoStore.openSeedingInBackground(db, createSeedTables);
  let answered: string | undefined;
  const request = store.read((tx) => store.currentUser(tx)).then((user) => { answered = user.name; });
  await ticks();
  expect(answered).toBeUndefined(); // waits for the seed instead of finding an empty database
  release();
  await request;
  expect(answered).toBe('张三');
  expect(await store.read((tx) => tx.users.count())).toBe(seededPeople);
});

test('a write made while the seed is being written lands after it and is kept (the seed never overwrites it)', async () => {
  const { db, release } = heldDb();
  const store = DemoStore.openSeedingInBackground(db, createSeedTables);
  const written = store.write((tx) => tx.meta.put({ key: 'identity', value: 'approver' }));
  await ticks();
  release();
  await written;
  await store.seeded;
  expect(await store.read((tx) => store.identity(tx))).toBe('approver');
  expect(await store.read((tx) => tx.instances.count())).toBe(createSeedTables().instances.length);
});

test('two tabs opening an empty IndexedDB at once seed it once', async () => {
  const browser = { indexedDB: new IDBFactory(), IDBKeyRange };
  let seeds = 0;
  const countedSeed = () => { seeds += 1; return createSeedTables(); };
  const first = DemoStore.openSeedingInBackground(new DexieDemoDb('two-tabs-seed', browser), countedSeed);
  const second = DemoStore.openSeedingInBackground(new DexieDemoDb('two-tabs-seed', browser), countedSeed);
  await Promise.all([first.seeded, second.seeded]);
  expect(seeds).toBe(1);
  expect(await second.read((tx) => tx.users.count())).toBe(seededPeople);
  first.db.close();
  second.db.close();
});

test('a seed broken off halfway (the tab closed) leaves nothing: requests fail rather than read half a seed, the next visit seeds in full', async () => {
  const browser = { indexedDB: new IDBFactory(), IDBKeyRange };
  // The last table's row has no key: IndexedDB refuses it after the earlier tables were put, in the same transaction.
  const brokenOff = (): DemoTables => ({ ...createSeedTables(), settings: [{ value: 1 } as never] });
  const first = DemoStore.openSeedingInBackground(new DexieDemoDb('broken-seed', browser), brokenOff);
  await expect(first.seeded).rejects.toBeDefined();
  await expect(first.read((tx: DemoTx) => tx.users.count())).rejects.toBeDefined();
  first.db.close();

  const raw = new DexieDemoDb('broken-seed', browser);
  expect(await raw.read((tx) => tx.users.count())).toBe(0);
  const next = DemoStore.openSeedingInBackground(raw, createSeedTables);
  await next.seeded;
  expect(await next.read((tx) => tx.users.count())).toBe(seededPeople);
  expect(await next.read((tx) => tx.settings.count())).toBe(createSeedTables().settings.length);
  next.db.close();
});
