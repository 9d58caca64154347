// Issue 37: new ids need no shared row (the one id counter made every two concurrent writes conflict under
// SERIALIZABLE), keep their readable prefix, and sort in the order one process made them.
import { newRecordId } from '../../../server/core/store/record-ids';
import { DemoStore } from '../../../server/core/store/demo-store';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';
import { createSeedTables } from '../../../adapters/demo/seed/seed-state';

test('a new id keeps its readable prefix (inst-…) and is unique', () => {
  const ids = Array.from({ length: 5000 }, () => newRecordId('inst'));
  expect(ids.every((id) => /^inst-[a-z][0-9a-z]{10}-[0-9a-z]{4}$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});

test('ids sort in the order they were made, after the old counted ids, even many in one millisecond or with the clock set back', () => {
  const at = Date.parse('2026-11-27T12:00:00Z');
  const ids = [
    'log-101', 'log-99999',
    ...Array.from({ length: 50_000 }, () => newRecordId('log', at)),
    newRecordId('log', at - 60_000),
    newRecordId('log', at + 1),
  ];
  expect([...ids].sort()).toEqual(ids);
});

test('making an id reads and writes no shared row: the old id counter stays as it was', async () => {
  const store = await DemoStore.open(new MemoryDemoDb(), createSeedTables);
  const before = await store.read((tx) => tx.meta.get('counter'));
  const ids = [store.nextId('inst'), store.nextId('inst')];
  expect(ids[0]).not.toBe(ids[1]);
  expect(await store.read((tx) => tx.meta.get('counter'))).toEqual(before);
});
