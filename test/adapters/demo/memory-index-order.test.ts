// The in-memory demo store keeps each index's order in step with puts and deletes (issue 29's migration at 10k
// stored instances re-sorted the task table on every transaction). Whatever the writes, a query must answer
// what a store built afresh from the same records answers.
import fc from 'fast-check';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';
import type { IndexQuery } from '../../../server/core/store/demo-db';
import type { TaskRow } from '../../../server/core/store/demo-tables';

const users = ['u1', 'u2', 'u3'];
const statuses: TaskRow['status'][] = ['open', 'done'];

const taskArb = fc.record({
  id: fc.integer({ min: 1, max: 12 }).map(String),
  instanceId: fc.constantFrom('i1', 'i2', 'i3'),
  nodeId: fc.constant('n1'),
  userId: fc.constantFrom(...users),
  status: fc.constantFrom(...statuses),
  createdAt: fc.integer({ min: 1, max: 9 }).map((d) => `2025-01-0${d}`),
}) as fc.Arbitrary<TaskRow>;

type Op =
  | { kind: 'put'; row: TaskRow }
  | { kind: 'delete'; id: string }
  | { kind: 'failedWrite'; row: TaskRow; id: string };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  taskArb.map((row) => ({ kind: 'put' as const, row })),
  fc.integer({ min: 1, max: 12 }).map((n) => ({ kind: 'delete' as const, id: String(n) })),
  fc.tuple(taskArb, fc.integer({ min: 1, max: 12 })).map(([row, n]) => ({ kind: 'failedWrite' as const, row, id: String(n) })),
);

const queries: IndexQuery[] = [
  { index: 'id' },
  { index: 'id', from: '3', to: '7', reverse: true },
  { index: 'instanceId', equals: ['i2'] },
  ...users.flatMap((u) => [
    { index: '[userId+status+createdAt]', equals: [u, 'open'] },
    { index: '[userId+status+createdAt]', equals: [u], reverse: true, offset: 1, limit: 3 },
    { index: '[userId+status+createdAt]', equals: [u, 'done'], from: '2025-01-03', to: '2025-01-06' },
  ]),
];

async function answers(db: MemoryDemoDb): Promise<string[][]> {
  return db.read(async (tx) => Promise.all(queries.map(async (q) => (await tx.tasks.find(q)).map((t) => `${t.id}:${t.userId}:${t.status}:${t.createdAt}:${t.instanceId}`))));
}

/** A store that never saw the writes: the same records, put once, every order sorted from scratch. */
async function builtAfresh(db: MemoryDemoDb): Promise<MemoryDemoDb> {
  const rows = await db.read((tx) => tx.tasks.all());
  const fresh = new MemoryDemoDb();
  await fresh.write((tx) => tx.tasks.putMany(rows));
  return fresh;
}

async function apply(db: MemoryDemoDb, op: Op): Promise<void> {
  if (op.kind === 'put') await db.write((tx) => tx.tasks.put(op.row));
  else if (op.kind === 'delete') await db.write((tx) => tx.tasks.delete(op.id));
  else {
    await db.write(async (tx) => {
      await tx.tasks.put(op.row);
      await tx.tasks.find({ index: 'instanceId', equals: [op.row.instanceId] }); // an order used inside the write
      await tx.tasks.delete(op.id);
      throw new Error('回滚');
    }).catch(() => undefined);
  }
}

describe('in-memory demo store: index orders kept through writes', () => {
  it('after any writes (a failed one taken back too), every query answers as a store built afresh does', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { maxLength: 30 }), async (ops) => {
      const db = new MemoryDemoDb();
      await answers(db); // the orders exist before the first write, so every write has to keep them
      for (const op of ops) {
        await apply(db, op);
        expect(await answers(db)).toEqual(await answers(await builtAfresh(db)));
      }
    }), { numRuns: 60 });
  });

  it('past many writes between two reads (a seed, an import), the order is sorted afresh and still right', async () => {
    const db = new MemoryDemoDb();
    await answers(db);
    await db.write(async (tx) => {
      for (let i = 0; i < 2_500; i++) {
        await tx.tasks.put({ id: `t${i}`, instanceId: `i${i % 7}`, nodeId: 'n1', userId: users[i % 3]!, status: statuses[i % 2]!, createdAt: `2025-01-0${(i % 9) + 1}` });
      }
    });
    expect(await answers(db)).toEqual(await answers(await builtAfresh(db)));
    expect(await db.read((tx) => tx.tasks.count({ index: 'instanceId', equals: ['i3'] }))).toBe(357);
  });
});
