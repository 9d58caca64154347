// Issue 43 #17: 流程统计 on the seed reads as recent work (the seed is relative to today, no wait of 632.7 天) and
// has one row per node, each named once (报销·财务复核 appeared twice with different figures).
import { approvalBackend } from './approval-kit';
import { createSeedTables } from '../../../adapters/demo/seed/seed-state';
import { SEED_AS_WRITTEN } from '../../../adapters/demo/seed/seed-dates';

const W = '/flow/workflow/';

test('issue 43 #17: the seeded instances are from the last days before today, whatever today is', () => {
  for (const today of ['2026-11-27', '2027-06-01']) {
    const tables = createSeedTables(today);
    const days = tables.instances.map((i) => i.createdAt.slice(0, 10)).sort();
    const weekBefore = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(days.at(-1)! < today).toBe(true);
    expect(days[0]! >= weekBefore).toBe(true);
    // Everything moves together: a history entry is never before its instance.
    for (const row of tables.instances) for (const entry of row.history) if (entry.at) expect(entry.at >= row.createdAt).toBe(true);
  }
  expect(createSeedTables(SEED_AS_WRITTEN).instances.find((i) => i.id === 'inst-1')?.createdAt).toBe('2025-03-05T02:00:00.000Z');
});

test('issue 43 #17: 流程统计 on the seed: waits of days, not of hundreds of days; one row per node, each named once', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  const figures = (await b.get(`${W}instance/statistics`)).body.data.figures as { nodes: Array<{ modelName: string; nodeName: string; medianWaitHours?: number }> };
  expect(figures.nodes.length).toBeGreaterThan(0);
  for (const node of figures.nodes) expect(node.medianWaitHours ?? 0).toBeLessThan(30 * 24);
  const names = figures.nodes.map((n) => `${n.modelName}·${n.nodeName}`);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});
