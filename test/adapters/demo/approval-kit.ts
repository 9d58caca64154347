import { getResponse } from 'msw';
import { createHandlers } from '../../../adapters/demo/demo-handlers';
import { createSeedTables } from '../../../adapters/demo/seed/seed-state';
import { DemoStore } from '../../../server/core/store/demo-store';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';
import { withDemoWaysOut } from '../../../adapters/demo/demo-ways-out';
import { sharedSqlDb } from '../../support/sql-test-db';

const ORIGIN = 'http://demo.test';
let keySeq = 0;

/**
 * The store the backend suites run on: in memory, or — under the `store contract` jest project
 * (jest.config.cjs, TEST_STORE=pglite) — the same suites on PGlite, one database per file emptied per test.
 */
const pglite = process.env['TEST_STORE'] === 'pglite' ? sharedSqlDb(async () => ({ memory: true })) : undefined;
if (pglite) afterAll(() => pglite.closeAll());

/** The demo backend in memory, called as one signed-in person after another (`as(userId)`). */
export async function approvalBackend() {
  const store = withDemoWaysOut(await DemoStore.open(pglite ? await pglite.create() : new MemoryDemoDb(), createSeedTables));
  const handlers = createHandlers(store);
  const raw = async (request: Request) => {
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`no handler for ${request.url}`);
    return response;
  };
  const send = async (request: Request) => {
    const response = await raw(request);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const get = (path: string) => send(new Request(`${ORIGIN}${path}`));
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => send(new Request(`${ORIGIN}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': `k-${++keySeq}`, ...headers }, body: JSON.stringify(body),
  }));
  const as = async (userId: string) => {
    const signed = await post('/__demo/identity', { userId });
    if (signed.status !== 200) throw new Error(`cannot sign in as ${userId}`);
  };
  const W = '/flow/workflow/';
  return {
    store, get, post, as, send, raw,
    launch: (modelId: string, values: Record<string, unknown>, selected?: Record<string, string[]>) => post(`${W}add_instance`, { modelId, values, ...(selected ? { selected } : {}) }),
    act: (instanceId: string, action: string, extra: Record<string, unknown> = {}) => post(`${W}instance/action`, { instanceId, action, ...extra }),
    instance: async (id: string) => (await get(`${W}get_instance?id=${id}`)).body.data,
    todo: async () => (await get(`${W}instance/get_work_instances?kind=todo`)).body.data.list.map((i: { id: string }) => i.id),
    done: async () => (await get(`${W}instance/get_work_instances?kind=done`)).body.data.list.map((i: { id: string }) => i.id),
    cc: async () => (await get(`${W}instance/get_cc_instances`)).body.data.list.map((i: { id: string }) => i.id),
    mine: async () => (await get(`${W}instance/get_my_instances`)).body.data.list,
  };
}
