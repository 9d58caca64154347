// Issue 15: upgrades keep data. A browser that ran the demo before holds the whole state in one IndexedDB
// record (database version 1); opening it now moves every record into the tables and drops the old stores.
import { createSeedState, createSeedTables } from '../../../adapters/demo/seed/seed-state';
import { DEMO_DB_VERSION } from '../../../server/core/store/demo-tables';
import type { DemoState } from '../../../server/core/store/demo-state';
import { newBrowserProfile, openTab } from './demo-test-kit';
import { leaveRange } from '../support/leave-dates';

const NAME = 'approval-demo-backend';

/** Writes a database exactly as the single-record persistence did (IDB version 1, stores `state` and `files`). */
async function writeSingleRecordDatabase(factory: IDBFactory, state: DemoState, files: Record<string, { bytes: ArrayBuffer; type: string }>) {
  const open = factory.open(NAME, 1);
  open.onupgradeneeded = () => { open.result.createObjectStore('state'); open.result.createObjectStore('files'); };
  const db = await new Promise<IDBDatabase>((resolve, reject) => { open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(['state', 'files'], 'readwrite');
    tx.objectStore('state').put(state, 'state');
    for (const [id, file] of Object.entries(files)) tx.objectStore('files').put(file, id);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

/** What a user built in the old layout: a new form, a submitted instance waiting for 李四, an upload, a used key. */
function usedSingleRecordState(): DemoState {
  const state = createSeedState();
  state.forms.push({ id: 'form-201', name: '用户自建表单', controls: [], updatedAt: '2025-03-07T00:00:00.000Z' });
  state.designs['model-leave'] = { ...state.designs['model-leave']!, version: 3 };
  const leave = state.instances[0]!;
  state.instances.push({ ...leave, id: 'inst-202', title: '张三的新请假', createdAt: '2025-03-08T00:00:00.000Z', updatedAt: '2025-03-08T00:00:00.000Z',
    values: { ...leave.values, leave_attachment: { attachments: ['file-203'], fileList: ['证明.png'] } } });
  state.files['file-203'] = { id: 'file-203', name: '证明.png', type: 'image/png', size: 3 };
  state.idempotency['submit-key'] = { status: 200, body: { code: 0, msg: 'ok', data: { id: 'inst-202' } } };
  state.identity = 'approver';
  state.counter = 203;
  return state;
}

describe('migrations', () => {
  it(`migration 1 → ${DEMO_DB_VERSION}: today's single-record layout opens with every record kept (never reseeded)`, async () => {
    const profile = newBrowserProfile();
    await writeSingleRecordDatabase(profile.indexedDB, usedSingleRecordState(), { 'file-203': { bytes: new Uint8Array([1, 2, 3]).buffer, type: 'image/png' } });

    const tab = await openTab(profile, NAME);
    // The signed-in identity, the user's form and the design version survived.
    expect((await tab.get('/api/baseinfo/get_user_summary')).body.data.name).toBe('李四');
    expect((await tab.get('/flow/workflow/get_form_list?pageSize=50')).body.data.list.map((f: any) => f.name)).toContain('用户自建表单');
    expect((await tab.get('/flow/workflow/get_model_design?modelId=model-leave')).body.data.version).toBe(3);
    // The new instance waits for 李四 as an open task, with the form it was submitted with.
    const todo = (await tab.get('/flow/workflow/instance/get_work_instances?kind=todo')).body.data;
    expect(todo.list.map((i: any) => i.id)).toEqual(['inst-202', 'inst-1']);
    expect((await tab.get('/flow/workflow/get_instance?id=inst-202')).body.data.form.id).toBe('form-leave');
    // History became done tasks, copies became cc records.
    expect((await tab.get('/flow/workflow/instance/get_work_instances?kind=done')).body.data.list.map((i: any) => i.id)).toEqual(['inst-2', 'inst-4']);
    expect((await tab.get('/flow/workflow/instance/get_cc_instances')).body.data.list.map((i: any) => i.id)).toEqual(['inst-2', 'inst-4', 'inst-5']);
    // The upload, the counter and the idempotency record came along.
    const file = await tab.store.read((tx) => tx.uploads.get('file-203'));
    expect([file?.name, [...new Uint8Array(file!.bytes)]]).toEqual(['证明.png', [1, 2, 3]]);
    // Version 4 (issue 38) computed which record references it: the instance that attached it.
    expect((await tab.store.read((tx) => tx.fileRefs.find({ index: 'fileId', equals: ['file-203'] }))).map((r) => [r.kind, r.holderId])).toEqual([['instance', 'inst-202']]);
    // The record is kept, but since issue 38 a key replays only its own caller's answer within 24 hours: a record
    // of the old layout names neither, so it is never handed out again.
    expect(await tab.store.read((tx) => tx.idempotency.get('submit-key'))).toBeDefined();
    // New ids need no counter (issue 37) and never take an old one (adding a form is an administrator's since
    // issue 25, and this old database knows no 系统管理员, so the id is asked of the store directly).
    const id = tab.store.nextId('form');
    expect(id).toMatch(/^form-/);
    expect(await tab.store.read((tx) => tx.forms.get(id))).toBeUndefined();
    tab.close();

    // The old stores are gone; the database is at the current version.
    const raw = await new Promise<IDBDatabase>((resolve) => { const r = profile.indexedDB.open(NAME); r.onsuccess = () => resolve(r.result); });
    expect([raw.version, raw.objectStoreNames.contains('state'), raw.objectStoreNames.contains('files')]).toEqual([DEMO_DB_VERSION * 10, false, false]);
    raw.close();
  });

  it('migration: a fresh browser (no database) gets the seed; opening again never reseeds what was changed', async () => {
    const profile = newBrowserProfile();
    const first = await openTab(profile, NAME);
    expect(await first.store.read((tx) => tx.instances.count())).toBe(createSeedTables().instances.length);
    await first.store.signInAs('u-ceo'); // 系统管理员: adds a form (issue 25)
    await first.post('/flow/workflow/add_form', { name: '留下来的表单' });
    first.close();
    const again = await openTab(profile, NAME);
    expect((await again.get('/flow/workflow/get_form_list?keyword=留下来')).body.data.total).toBe(1);
    again.close();
  });
});
