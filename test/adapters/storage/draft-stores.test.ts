import 'fake-indexeddb/auto';
import { IndexedDbDraftStore } from '../../../adapters/storage/indexed-db-draft-store';
import { MemoryDraftStore } from '../../../adapters/storage/memory-draft-store';
import type { DraftStore } from '../../../application/ports/draft-store';

describe.each([
  ['IndexedDbDraftStore', () => new IndexedDbDraftStore()],
  ['MemoryDraftStore', () => new MemoryDraftStore()],
])('%s', (_name, create: () => DraftStore) => {
  it('saves, loads and clears a draft by key', async () => {
    const store = create();
    await expect(store.load('model-leave')).resolves.toBeUndefined();
    await store.save('model-leave', { leave_reason: '探亲', leave_days: 3 });
    await expect(store.load('model-leave')).resolves.toEqual({ leave_reason: '探亲', leave_days: 3 });
    await store.clear('model-leave');
    await expect(store.load('model-leave')).resolves.toBeUndefined();
  });

  it('keeps a copy: changing the saved object afterwards does not change the draft', async () => {
    const store = create();
    const value = { a: 1 };
    await store.save('k', value);
    value.a = 2;
    await expect(store.load('k')).resolves.toEqual({ a: 1 });
  });
});

it('an IndexedDB draft survives a new store instance (a reload)', async () => {
  await new IndexedDbDraftStore().save('reload', { x: '草稿' });
  await expect(new IndexedDbDraftStore().load('reload')).resolves.toEqual({ x: '草稿' });
});
