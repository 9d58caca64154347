// Issue 37: the timer clock reads only the instances due by now, found by their indexed next due time (`dueAt`),
// which every save keeps — and the databases that held instances before the index get it computed.
import Dexie from 'dexie';
import { sql } from 'kysely';
import { createSeedTables } from '../../../adapters/demo/seed/seed-state';
import { DEMO_TABLE_SCHEMA, type InstanceRow } from '../../../server/core/store/demo-tables';
import { dueAtOf, dueBy } from '../../../server/core/store/instance-due-time';
import { MemoryBlobs } from '../../../server/stores/file-blobs';
import { openSqlDb } from '../../../server/stores/sql/open-sql-db';
import { SQL_MIGRATIONS } from '../../../server/stores/sql/sql-migrations';
import { newBrowserProfile, openTab } from '../../adapters/demo/demo-test-kit';

const pendingWith = (id: string, dues: string[]): InstanceRow => {
  const seeded = createSeedTables().instances.find((row) => row.status === 'pending' && row.flowState)!;
  return { ...seeded, id, flowState: { ...seeded.flowState!, timers: dues.map((due, i) => ({ id: `t${i}`, kind: 'delay', nodeId: 'n', due })) as never } };
};

test('dueAt is the earliest timer of a pending instance, in full seconds; a finished one or one without timers has none', () => {
  expect(dueAtOf(pendingWith('a', ['2026-11-28T10:00', '2026-11-28T09:30:15']))).toBe('2026-11-28T09:30:15');
  expect(dueAtOf(pendingWith('b', ['2026-11-28T10:00']))).toBe('2026-11-28T10:00:00');
  expect(dueAtOf(pendingWith('c', []))).toBeUndefined();
  expect(dueAtOf({ ...pendingWith('d', ['2026-11-28T10:00']), status: 'approved' })).toBeUndefined();
  // An unreadable due time counts as due at once, as the engine counts it.
  expect(dueAtOf(pendingWith('e', ['soon'])) as string <= dueBy('2000-01-01T00:00')).toBe(true);
});

test('every save keeps dueAt: the due index finds an instance while its timer waits, and forgets it once it is finished', async () => {
  const tab = await openTab(newBrowserProfile(), 'due-time-saves');
  await tab.store.write((tx) => tx.instances.put(pendingWith('inst-due', ['2026-11-28T10:00'])));
  const dueBy11 = () => tab.store.read((tx) => tx.instances.find({ index: 'dueAt', to: dueBy('2026-11-28T11:00') }));
  expect((await dueBy11()).map((row) => row.id)).toEqual(['inst-due']);
  expect(await tab.store.read((tx) => tx.instances.find({ index: 'dueAt', to: dueBy('2026-11-28T09:59') }))).toEqual([]);
  await tab.store.write(async (tx) => tx.instances.put({ ...(await tx.instances.get('inst-due'))!, status: 'approved' }));
  expect(await dueBy11()).toEqual([]);
  tab.close();
});

test('Dexie version 5: a browser database of version 4 gets the due times of the instances it holds', async () => {
  const profile = newBrowserProfile();
  const old = new Dexie('due-time-upgrade', profile);
  const { dueAt: _none, ...v4Instances } = { ...DEMO_TABLE_SCHEMA, instances: 'id, [applicantId+createdAt], [status+createdAt], createdAt, modelId', dueAt: '' };
  old.version(4).stores(v4Instances);
  await old.open();
  const tables = createSeedTables();
  for (const [name, rows] of Object.entries(tables)) await old.table(name).bulkPut(rows as unknown[]);
  await old.table('instances').put(pendingWith('inst-old', ['2026-11-28T08:00']));
  old.close();
  const tab = await openTab(profile, 'due-time-upgrade');
  expect((await tab.store.read((tx) => tx.instances.find({ index: 'dueAt', to: dueBy('2026-11-28T09:00') }))).map((row) => row.id)).toEqual(['inst-old']);
  tab.close();
});

test('migration 0005_instances_due_at computes the due times of the instances a database holds', async () => {
  const opened = await openSqlDb({ memory: true }, new MemoryBlobs());
  try {
    await opened.store.write((tx) => tx.instances.put(pendingWith('inst-old', ['2026-11-28T08:00'])));
    // As a database from before the migration held it: no column, no index.
    await sql.raw('ALTER TABLE instances DROP COLUMN due_at').execute(opened.db);
    await SQL_MIGRATIONS['0005_instances_due_at']!.up(opened.db);
    const due = await opened.store.read((tx) => tx.instances.find({ index: 'dueAt', to: dueBy('2026-11-28T09:00') }));
    expect(due.map((row) => [row.id, row.dueAt])).toEqual([['inst-old', '2026-11-28T08:00:00']]);
  } finally {
    await opened.db.destroy();
  }
});
