// Issue 37: a list page reads its rows' tasks and copies at once (one read each), not one read per row — the same
// number of store reads for a page of 5 rows as for a page of 20 (the PostgreSQL store makes each read a statement).
import { getResponse } from 'msw';
import { createHandlers } from '../../../adapters/demo/demo-handlers';
import { createLargeSeed } from '../../../adapters/demo/seed/large-seed';
import type { DemoDb, DemoTable, DemoTx } from '../../../server/core/store/demo-db';
import { DemoStore } from '../../../server/core/store/demo-store';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';

const ORIGIN = 'http://demo.test';
const READS = ['get', 'getMany', 'all', 'find', 'findAnyOf', 'count'];

/** A DemoDb that counts the read calls made on it. */
class CallCountingDemoDb extends MemoryDemoDb {
  calls = 0;

  private counted(tx: DemoTx): DemoTx {
    return new Proxy(tx, {
      get: (target, name: string) => new Proxy(target[name as keyof DemoTx] as DemoTable<unknown>, {
        get: (table, method: string) => {
          const original = (table as unknown as Record<string, unknown>)[method];
          if (typeof original !== 'function') return original;
          return (...args: unknown[]) => {
            if (READS.includes(method)) this.calls++;
            return (original as (...a: unknown[]) => unknown).apply(table, args);
          };
        },
      }),
    });
  }

  override read<T>(work: (tx: DemoTx) => Promise<T>): Promise<T> {
    return super.read((tx) => work(this.counted(tx)));
  }
}

test('待我审批, 我的申请 and 抄送我的: a page of 8 rows makes as many store reads as a page of 2 (no read per row)', async () => {
  const db = new CallCountingDemoDb();
  const store = await DemoStore.open(db as DemoDb, () => createLargeSeed(1500));
  const handlers = createHandlers(store);
  const get = async (path: string) => {
    const response = await getResponse(handlers, new Request(`${ORIGIN}${path}`));
    return (await response?.json()) as { code: number; data: { list: unknown[] } };
  };
  await getResponse(handlers, new Request(`${ORIGIN}/__demo/identity`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: 'approver' }) }));
  for (const list of ['instance/get_work_instances?kind=todo', 'instance/get_my_instances', 'instance/get_cc_instances']) {
    const readsOf = async (pageSize: number) => {
      await get(`/flow/workflow/${list}&page=0&pageSize=${pageSize}`.replace('instances&', 'instances?'));
      db.calls = 0;
      const answer = await get(`/flow/workflow/${list}&page=0&pageSize=${pageSize}`.replace('instances&', 'instances?'));
      expect([list, answer.data.list.length]).toEqual([list, pageSize]);
      return db.calls;
    };
    expect([list, await readsOf(8)]).toEqual([list, await readsOf(2)]);
  }
});
