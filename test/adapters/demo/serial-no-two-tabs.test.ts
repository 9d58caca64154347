// 审批编号 (issue 27) over IndexedDB: two tabs of one browser submitting at the same moment never get the same
// number — the sequence is raised in the transaction that creates the instance.
import { twoTabsEachTest, type DemoTab } from './demo-test-kit';
import { leaveRange } from '../support/leave-dates';

let a: DemoTab;
let b: DemoTab;
twoTabsEachTest((first, second) => { [a, b] = [first, second]; });

const leave = { leave_type: 1, leave_days: 2, leave_range: leaveRange(5), leave_reason: '家中有事', leave_phone: '13800138000' };

it('two tabs submitting at once never share a serial number (审批编号 taken in the launch transaction)', async () => {
  await a.store.write(async (tx) => {
    const model = (await tx.models.get('model-leave'))!;
    const design = (await tx.designs.get(['model-leave', model.publishedVersion]))!;
    const flow = design.flow as unknown as { settings?: Record<string, unknown> };
    await tx.designs.put({ ...design, flow: { ...flow, settings: { ...flow.settings, serialNo: { prefix: 'QJ', date: '', digits: 4, reset: 'never' } } } as unknown as typeof design.flow });
  });
  for (const tab of [a, b]) await tab.post('/__demo/identity', { userId: 'u-zhaoliu' });
  const launches = await Promise.all([a, b, a, b].map((tab, i) => tab.post('/flow/workflow/add_instance', { modelId: 'model-leave', values: leave }, { 'Idempotency-Key': `race-${i}` })));
  expect(launches.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  const numbers = await Promise.all(launches.map(async (r) => (await a.get(`/flow/workflow/get_instance?id=${r.body.data.id}`)).body.data.serialNo));
  expect([...numbers].sort()).toEqual(['QJ0001', 'QJ0002', 'QJ0003', 'QJ0004']);
});
