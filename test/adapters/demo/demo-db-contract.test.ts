// The Store port (DemoDb), the same checks on each implementation: Dexie (fake-indexeddb), in memory, PGlite and a
// PostgreSQL server (TEST_DATABASE_URL; CI starts one).
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { DemoDb } from '../../../server/core/store/demo-db';
import { DexieDemoDb } from '../../../server/stores/dexie-demo-db';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';
import type { TaskRow } from '../../../server/core/store/demo-tables';
import { TEST_DATABASE_URL, freshPostgresLocation, requirePostgresInCi, sharedSqlDb } from '../../support/sql-test-db';

requirePostgresInCi();
const pglite = sharedSqlDb(async () => ({ memory: true }));
const postgres = sharedSqlDb(freshPostgresLocation);
afterAll(async () => { await pglite.closeAll(); await postgres.closeAll(); });

const task = (id: string, userId: string, status: TaskRow['status'], createdAt: string): TaskRow =>
  ({ id, instanceId: `inst-${id}`, nodeId: 'task-1', userId, status, createdAt });

const implementations: Array<[string, () => DemoDb | Promise<DemoDb>]> = [
  ['Dexie', () => new DexieDemoDb(`contract-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange })],
  ['memory', () => new MemoryDemoDb()],
  ['PGlite', pglite.create],
  ...(TEST_DATABASE_URL ? [['PostgreSQL', postgres.create] as [string, () => Promise<DemoDb>]] : []),
];

describe.each(implementations)('DemoDb on %s', (_name, create) => {
  let db: DemoDb;
  beforeEach(async () => {
    db = await create();
    await db.write(async (tx) => {
      await tx.tasks.putMany([
        task('1', 'u1', 'open', '2025-01-01'), task('2', 'u1', 'open', '2025-01-03'), task('3', 'u1', 'done', '2025-01-02'),
        task('4', 'u2', 'open', '2025-01-04'), task('5', 'u1', 'open', '2025-01-02'),
      ]);
    });
  });
  afterEach(() => db.close());

  it('a compound index answers a prefix query in key order, reversed and paged, with its count', async () => {
    const q = { index: '[userId+status+createdAt]', equals: ['u1', 'open'] } as const;
    await db.read(async (tx) => {
      expect((await tx.tasks.find(q)).map((t) => t.id)).toEqual(['1', '5', '2']);
      expect((await tx.tasks.find({ ...q, reverse: true, offset: 1, limit: 1 })).map((t) => t.id)).toEqual(['5']);
      expect(await tx.tasks.count(q)).toBe(3);
      expect((await tx.tasks.find({ ...q, from: '2025-01-02', to: '2025-01-02' })).map((t) => t.id)).toEqual(['5']);
      expect((await tx.tasks.find({ index: 'instanceId', equals: ['inst-4'] })).map((t) => t.userId)).toEqual(['u2']);
    });
  });

  it('a count with a limit stops there (a list\'s capped total); without one it counts the whole range', async () => {
    const q = { index: '[userId+status+createdAt]', equals: ['u1', 'open'] } as const;
    await db.read(async (tx) => {
      expect(await tx.tasks.count({ ...q, limit: 2 })).toBe(2);
      expect(await tx.tasks.count({ ...q, limit: 10 })).toBe(3);
      expect(await tx.tasks.count(q)).toBe(3);
    });
  });

  it('a projected read answers the same range and order as find, each record through the projection', async () => {
    const q = { index: '[userId+status+createdAt]', equals: ['u1', 'open'], reverse: true, offset: 1 } as const;
    await db.read(async (tx) => {
      expect(await tx.tasks.findProjected(q, (t) => `${t.id}@${t.createdAt}`)).toEqual(['5@2025-01-02', '1@2025-01-01']);
      expect(await tx.tasks.findProjected({ index: 'id', from: '2', to: '4', limit: 2 }, (t) => t.userId)).toEqual(['u1', 'u1']);
      expect(await tx.tasks.count({ index: 'id', from: '2', to: '4' })).toBe(3);
    });
  });

  it('findAnyOf answers the records of several index values at once, in index order, each once', async () => {
    await db.read(async (tx) => {
      expect((await tx.tasks.findAnyOf('instanceId', ['inst-5', 'inst-1', 'inst-9', 'inst-1'])).map((t) => t.id)).toEqual(['1', '5']);
      expect((await tx.tasks.findAnyOf('id', ['4', '2'])).map((t) => t.userId)).toEqual(['u1', 'u2']);
      expect(await tx.tasks.findAnyOf('instanceId', [])).toEqual([]);
    });
  });

  it('records are copies: changing a read record changes nothing until it is put back', async () => {
    await db.read(async (tx) => { (await tx.tasks.get('1'))!.status = 'done'; });
    expect((await db.read((tx) => tx.tasks.get('1')))?.status).toBe('open');
  });

  it('a write that throws takes back all of its changes (one transaction)', async () => {
    await expect(db.write(async (tx) => {
      await tx.tasks.put(task('6', 'u3', 'open', '2025-01-05'));
      await tx.tasks.delete('1');
      throw new Error('失败');
    })).rejects.toThrow('失败');
    await db.read(async (tx) => {
      expect(await tx.tasks.get('6')).toBeUndefined();
      expect(await tx.tasks.get('1')).toBeDefined();
    });
  });

  it('replaceAll and dump: everything is replaced at once', async () => {
    const tables = await db.dump();
    tables.tasks = [task('9', 'u9', 'done', '2025-02-01')];
    await db.replaceAll(tables);
    expect((await db.dump()).tasks.map((t) => t.id)).toEqual(['9']);
  });
});
