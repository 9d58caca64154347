import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../../adapters/demo/demo-handlers';
import { createSeedState, createSeedTables } from '../../../adapters/demo/seed/seed-state';
import { DemoStore } from '../../../server/core/store/demo-store';
import { DexieDemoDb } from '../../../server/stores/dexie-demo-db';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';

const ORIGIN = 'http://demo.test';

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return (await fetch(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json();
}

describe('demo store', () => {
  it('state survives a "reload": a new store on the same IndexedDB finds what was created, uploads included', async () => {
    const browser = { indexedDB: new IDBFactory(), IDBKeyRange };
    const firstDb = new DexieDemoDb('reload-test', browser);
    const first = await DemoStore.open(firstDb, createSeedTables);
    const server = setupServer(...createHandlers(first));
    server.listen();
    const created = await post('/flow/workflow/add_instance', { modelId: 'model-trip', values: { trip_start: '2025-04-01', trip_end: '2025-04-03', trip_region: ['上海市', '上海市', '浦东新区'] }, selected: { 'n-pick': ['u-hr-3'] } }, { 'Idempotency-Key': 'reload-1' });
    const data = new FormData();
    data.append('file', new Blob(['图片字节']), 'pic.png');
    data.append('filename', 'pic.png');
    const uploaded = await (await fetch(`${ORIGIN}/api/storage/add_file`, { method: 'POST', body: data })).json();
    server.close();
    firstDb.close();

    const secondDb = new DexieDemoDb('reload-test', browser);
    const second = await DemoStore.open(secondDb, createSeedTables);
    const again = setupServer(...createHandlers(second));
    again.listen();
    const found = await (await fetch(`${ORIGIN}/flow/workflow/get_instance?id=${created.data.id}`)).json();
    expect(found.data.values).toEqual({ trip_start: '2025-04-01', trip_end: '2025-04-03', trip_region: ['上海市', '上海市', '浦东新区'] });
    const file = await fetch(`${ORIGIN}/api/storage/get_file?_id=${uploaded.data._id}`);
    expect(await file.text()).toBe('图片字节');
    // The idempotency record survived too: the same key after the reload creates nothing.
    const replay = await post('/flow/workflow/add_instance', { modelId: 'model-trip', values: {} }, { 'Idempotency-Key': 'reload-1' });
    expect(replay.data.id).toBe(created.data.id);
    again.close();
    secondDb.close();
  });

  it('fault switch: POST /__demo/fault makes the next request of a path fail, then clears', async () => {
    const store = await DemoStore.open(new MemoryDemoDb(), createSeedTables);
    const server = setupServer(...createHandlers(store));
    server.listen();
    await post('/__demo/fault', { path: '/flow/workflow/get_category_list', fault: '500', times: 1 });
    expect((await fetch(`${ORIGIN}/flow/workflow/get_category_list`)).status).toBe(500);
    expect((await fetch(`${ORIGIN}/flow/workflow/get_category_list`)).status).toBe(200);
    expect((await post('/__demo/fault', { path: '/x', fault: 'nope' })).msg).toMatch(/^故障类型只能是/);
    server.close();
  });

  it('seed: instances in every list for each identity', () => {
    const state = createSeedState();
    for (const identity of ['applicant', 'approver'] as const) {
      const me = state.users[identity].id;
      expect(state.instances.some((i) => i.applicant.id === me)).toBe(true);
      expect(state.instances.some((i) => i.currentApproverIds.includes(me))).toBe(true);
      expect(state.instances.some((i) => i.history.some((x) => x.approverId === me))).toBe(true);
      expect(state.instances.some((i) => i.ccUserIds.includes(me))).toBe(true);
    }
  });
});
