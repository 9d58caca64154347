// Issue 32, item 17: an approve must not grow with the store. Counted per table, the records an approve reads
// are the same with 300 and with 3,000 instances: the instance, its tasks and ccs, the organisation — never a
// scan of every instance or task (bench:demo-db times the same call in a browser).
import { getResponse } from 'msw';
import { createHandlers } from '../../../adapters/demo/demo-handlers';
import { createLargeSeed } from '../../../adapters/demo/seed/large-seed';
import type { DemoDb, DemoTable, DemoTx } from '../../../server/core/store/demo-db';
import { DemoStore } from '../../../server/core/store/demo-store';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';

const ORIGIN = 'http://demo.test';
const READS = ['get', 'getMany', 'all', 'find', 'count'] as const;

/** A DemoDb that counts, per table, the records its reads hand back (a count() counts as the number it scanned). */
class CountingDemoDb extends MemoryDemoDb {
  counting = false;
  readonly reads = new Map<string, number>();

  private counted(tx: DemoTx): DemoTx {
    return new Proxy(tx, {
      get: (target, name: string) => {
        const table = target[name as keyof DemoTx] as DemoTable<unknown>;
        return new Proxy(table, {
          get: (t, method: string) => {
            const original = (t as unknown as Record<string, unknown>)[method];
            if (typeof original !== 'function') return original;
            if (!(READS as readonly string[]).includes(method)) return original.bind(t);
            return async (...args: unknown[]) => {
              const result = await (original as (...a: unknown[]) => Promise<unknown>).apply(t, args);
              const rows = Array.isArray(result) ? result.length : typeof result === 'number' ? result : result ? 1 : 0;
              if (this.counting) this.reads.set(name, (this.reads.get(name) ?? 0) + rows);
              return result;
            };
          },
        });
      },
    });
  }

  override read<T>(work: (tx: DemoTx) => Promise<T>): Promise<T> {
    return super.read((tx) => work(this.counted(tx)));
  }

  override write<T>(work: (tx: DemoTx) => Promise<T>): Promise<T> {
    return super.write((tx) => work(this.counted(tx)));
  }
}

async function readsOfApproves(instances: number): Promise<Record<string, number>> {
  const db = new CountingDemoDb();
  const store = await DemoStore.open(db as DemoDb, () => createLargeSeed(instances));
  const handlers = createHandlers(store);
  const call = async (path: string, body?: unknown) => {
    const response = await getResponse(handlers, new Request(`${ORIGIN}${path}`, body === undefined ? undefined : {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    }));
    return (await response?.json()) as { code: number; data: any };
  };
  await call('/__demo/identity', { identity: 'approver' });
  const todo = (await call('/flow/workflow/instance/get_work_instances?kind=todo&page=0&pageSize=10')).data.list as { id: string }[];
  expect(todo.length).toBeGreaterThanOrEqual(5);
  db.counting = true;
  for (const item of todo.slice(0, 5)) {
    expect((await call('/flow/workflow/instance/approve', { instanceId: item.id, action: 'approve', comment: '同意' })).code).toBe(0);
  }
  return Object.fromEntries([...db.reads].sort(([a], [b]) => a.localeCompare(b)));
}

test('an approve reads the same records with 3,000 instances as with 300 (issue 32, item 17: approve stays flat)', async () => {
  const small = await readsOfApproves(300);
  const large = await readsOfApproves(3000);
  expect(small.instances).toBeLessThan(20);
  // Per table, within a few records (one instance's tasks differ in number from another's), never tenfold.
  for (const table of new Set([...Object.keys(small), ...Object.keys(large)])) {
    const limit = (small[table] ?? 0) * 1.5 + 10;
    expect({ table, withinLimit: (large[table] ?? 0) <= limit }).toEqual({ table, withinLimit: true });
  }
});
