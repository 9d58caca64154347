import { createSeedTables } from '../../../adapters/demo/seed/seed-state';
// Issue 15: two tabs of the demo share one database; no write is lost, a stale design save is refused
// across tabs, and a change in one tab is announced to the other.
import { twoTabsEachTest, type DemoTab } from './demo-test-kit';
import { DemoFlowMessages } from '../../../server/http/flow-handlers';

let a: DemoTab;
let b: DemoTab;
twoTabsEachTest((first, second) => { [a, b] = [first, second]; });

/** 陈志远 (系统管理员: only an administrator saves a design) saves the leave form with a new title. */
const saveDesign = async (tab: DemoTab, version: number, title: string) => {
  await tab.store.signInAs('u-ceo');
  const design = (await tab.get('/flow/workflow/get_model_design?modelId=model-leave')).body.data;
  const form = { ...design.form, controls: design.form.controls.map((c: any, i: number) => (i === 1 ? { ...c, config: { ...c.config, title } } : c)) };
  return tab.post('/flow/workflow/save_model_design', { ...design, form, version });
};

describe('two tabs', () => {
  it('a form saved in tab A is kept when tab B later approves (no write lost); both tabs read the same data', async () => {
    const saved = await saveDesign(a, 1, '休假类型');
    expect(saved.body.data).toEqual({ version: 2 });
    // Tab B is 陈志远, who decides 周敏's 2-day leave (inst-6) in one step.
    await b.post('/__demo/identity', { userId: 'u-ceo' });
    const approved = await b.post('/flow/workflow/instance/approve', { instanceId: 'inst-6', action: 'approve', comment: '同意' }, { 'Idempotency-Key': 'tab-b-1' });
    expect(approved.body.data.status).toBe('approved');

    // Tab A reads as 周敏, inst-6's applicant: 张三 has no part in it and may not see it (issue 19).
    await a.post('/__demo/identity', { userId: 'u-hr-head' });
    for (const tab of [a, b]) {
      const design = (await tab.get('/flow/workflow/get_model_design?modelId=model-leave')).body.data;
      expect([design.version, design.form.controls[1].config.title]).toEqual([2, '休假类型']);
      expect((await tab.get('/flow/workflow/get_instance?id=inst-6')).body.data.status).toBe('approved');
    }
  });

  it('two tabs: writes at the same moment both land (submit in A, approve in B)', async () => {
    // Each tab is signed in as its own person (issue 17): B is 陈志远, A stays 张三.
    await b.post('/__demo/identity', { userId: 'u-ceo' });
    const [submitted, approved] = await Promise.all([
      a.post('/flow/workflow/add_instance', { modelId: 'model-expense', values: { expense_title: '并发' } }, { 'Idempotency-Key': 'a-1' }),
      b.post('/flow/workflow/instance/approve', { instanceId: 'inst-6', action: 'approve', comment: '' }, { 'Idempotency-Key': 'b-1' }),
    ]);
    expect(submitted.status).toBe(200);
    expect(approved.status).toBe(200);
    const mine = (await a.get('/flow/workflow/instance/get_my_instances')).body.data.list.map((i: any) => i.id);
    expect(mine).toContain(submitted.body.data.id);
    // Read as 周敏, inst-6's applicant (张三 has no part in it and may not see it, issue 19).
    await a.post('/__demo/identity', { userId: 'u-hr-head' });
    expect((await a.get('/flow/workflow/get_instance?id=inst-6')).body.data.status).toBe('approved');
  });

  it('two tabs: the design-version check refuses a stale save across tabs exactly as within one', async () => {
    expect((await saveDesign(a, 1, 'A 的标题')).status).toBe(200);
    const stale = await saveDesign(b, 1, 'B 的标题');
    expect([stale.status, stale.body.msg]).toEqual([409, DemoFlowMessages.staleVersion]);
    const design = (await a.get('/flow/workflow/get_model_design?modelId=model-leave')).body.data;
    expect(design.form.controls[1].config.title).toBe('A 的标题');
  });

  it('two tabs: a repeated Idempotency-Key from the other tab creates nothing twice', async () => {
    const first = await a.post('/flow/workflow/add_instance', { modelId: 'model-leave', values: { leave_type: 1, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事' } }, { 'Idempotency-Key': 'same' });
    const again = await b.post('/flow/workflow/add_instance', { modelId: 'model-leave', values: { leave_type: 1, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事' } }, { 'Idempotency-Key': 'same' });
    expect(again.body.data.id).toBe(first.body.data.id);
    const all = await b.store.read((tx) => tx.instances.count());
    expect(all).toBe(createSeedTables().instances.length + 1);
  });

  it('two tabs: a change in one tab is announced to the other (not to itself), after it is readable', async () => {
    const seenInB: number[] = [];
    const seenInA: number[] = [];
    b.db.onExternalChange(() => { void b.store.read((tx) => tx.forms.count()).then((n) => seenInB.push(n)); });
    a.db.onExternalChange(() => seenInA.push(1));
    await a.store.signInAs('u-ceo');
    await a.post('/flow/workflow/add_form', { name: '新表单', controls: [] });
    // The announcement crosses a BroadcastChannel: wait for it rather than a fixed time (a loaded CI machine is slow).
    for (let waited = 0; seenInB.length === 0 && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    // The form, then its 操作日志 entry (issue 25): each announcement finds the new form readable.
    expect(seenInB.length).toBeGreaterThan(0);
    expect(seenInB.every((n) => n === 6)).toBe(true);
    expect(seenInA).toEqual([]);
  });
});
