/**
 * `npm run bench:migrate`: 迁移 in the demo store (issue 29). 1,000 running leave instances, with the rest of the
 * store filled up to 1,000 and to 10,000 stored instances; a new version changes the approval mode of the node they
 * wait at (so every instance's tasks are given again). Times the dry run of all 1,000 (one read) and the move
 * (one transaction per instance, history + 操作日志 + task records), per instance. In-memory store, one Node process.
 */
import { performance } from 'node:perf_hooks';
import { instanceMigrationRequest } from './migrate-bench-setup';
import { planMigration, migrateOne } from '../../server/core/instance-migration';

async function round(stored: number): Promise<{ dry: number; move: number; moved: number }> {
  const { store, request } = await instanceMigrationRequest(stored, 1000);
  let t = performance.now();
  const plan = await planMigration(store, request);
  const dry = performance.now() - t;
  if (plan.some((o) => !o.ok)) throw new Error(`dry run refused: ${plan.find((o) => !o.ok)?.reasons.join('；')}`);
  t = performance.now();
  let moved = 0;
  const caller = { userId: await store.read(async (tx) => (await store.currentUser(tx)).id) };
  for (const id of request.instanceIds) if ((await migrateOne(store, caller, request, id)).outcome.ok) moved++;
  return { dry, move: performance.now() - t, moved };
}

async function main(): Promise<void> {
  console.log('迁移 of 1,000 running instances (in-memory demo store, best of 3)');
  for (const stored of [1000, 10000]) {
    let best = { dry: Infinity, move: Infinity, moved: 0 };
    for (let i = 0; i < 3; i++) {
      const r = await round(stored);
      best = { dry: Math.min(best.dry, r.dry), move: Math.min(best.move, r.move), moved: r.moved };
    }
    const per = (ms: number) => (ms / 1000).toFixed(2);
    console.log(`${stored.toLocaleString('en')} stored: dry run ${best.dry.toFixed(0)} ms (${per(best.dry)} ms/instance), move ${best.move.toFixed(0)} ms (${per(best.move)} ms/instance), moved ${best.moved}`);
  }
}

void main();
