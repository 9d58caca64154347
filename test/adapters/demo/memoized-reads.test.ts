// The export's batches read through memoizedReads (store/memoized-reads.ts): a repeated read inside one read
// transaction is answered once, what it answers cannot be changed by a caller, and writes are refused.
import { memoizedReads } from '../../../server/core/store/memoized-reads';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';
import type { TaskRow } from '../../../server/core/store/demo-tables';

const task = (id: string): TaskRow => ({ id, instanceId: `inst-${id}`, nodeId: 'n1', userId: 'u1', status: 'open', createdAt: '2025-01-01' });

async function db() {
  const memory = new MemoryDemoDb();
  await memory.write(async (tx) => tx.tasks.putMany([task('1'), task('2')]));
  return memory;
}

test('a repeated read in one transaction is answered once, with the same record', async () => {
  await (await db()).read(async (tx) => {
    const cached = memoizedReads(tx);
    const first = await cached.tasks.get('1');
    expect(await cached.tasks.get('1')).toBe(first);
    expect(await cached.tasks.all()).toBe(await cached.tasks.all());
    expect((await cached.tasks.getMany(['2', '9'])).map((t) => t?.id)).toEqual(['2', undefined]);
  });
});

test('a record read through memoized reads cannot be changed by the caller (it is frozen)', async () => {
  await (await db()).read(async (tx) => {
    const row = (await memoizedReads(tx).tasks.get('1'))!;
    expect(() => { row.status = 'done'; }).toThrow(TypeError);
    expect((await tx.tasks.get('1'))!.status).toBe('open');
  });
});

test('memoized reads refuse writes (they serve read transactions only)', async () => {
  await (await db()).read(async (tx) => {
    await expect(memoizedReads(tx).tasks.put(task('3'))).rejects.toThrow('只读事务不能写入');
  });
});
