// Issue 15: two tabs of the demo (two pages of one browser context) share one IndexedDB database: a form saved
// in page A survives an approve in page B, both survive a reload, and B's badge follows A's change at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, waitForApp } from '../harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

/** A call to the demo backend from inside a page (its own MSW worker and Dexie connection). */
const call = (page, path, body, headers = {}) => page.evaluate(async ([p, b, h]) => {
  const response = await fetch(p, b === undefined ? undefined : { method: 'POST', headers: { 'content-type': 'application/json', ...h }, body: JSON.stringify(b) });
  return { status: response.status, body: await response.json() };
}, [path, body, headers]);

const badgeCount = (page) => page.locator('.pending-count-badge').getAttribute('data-count');

test('two tabs: a form saved in page A is kept after page B approves; both reloads show both changes; B\'s badge follows A', async () => {
  const a = await session.newPage();
  const b = await session.newPage();
  await a.goto(`${session.baseUrl}/`);
  await b.goto(`${session.baseUrl}/`);
  await waitForApp(a);
  await waitForApp(b);

  // Page A (陈志远, 系统管理员: designs are an administrator's, issue 25) saves the leave form's design (version 1 → 2).
  await call(a, '/__demo/identity', { userId: 'u-ceo' });
  const design = (await call(a, '/flow/workflow/get_model_design?modelId=model-leave')).body.data;
  design.form.controls[1].config.title = '两个标签页的标题';
  const saved = await call(a, '/flow/workflow/save_model_design', design);
  assert.deepEqual(saved.body.data, { version: 2 });
  await call(a, '/__demo/identity', { identity: 'applicant' }); // back to the shared sign-in

  // Page B, an older page, signs in as the approver and approves: it must not write back an old copy.
  await call(b, '/__demo/identity', { identity: 'approver' });
  await b.reload();
  await waitForApp(b);
  await b.waitForFunction(() => document.querySelector('.pending-count-badge')?.getAttribute('data-count') === '1', null, { timeout: 20000 });
  await call(b, '/__demo/identity', { userId: 'u-ceo' });
  const stale = await call(b, '/flow/workflow/save_model_design', { ...design, version: 1 });
  assert.equal(stale.status, 409, 'the design-version check refuses a stale save from the other tab');
  await call(b, '/__demo/identity', { identity: 'approver' }); // 李四 again, in both tabs

  // A approves the instance B's badge counts (李四's part of the 会签 of 赵六's reimbursement, inst-3): B's badge
  // drops without a reload (the other tab's push); the 会签 now waits for 陈志远 alone.
  const approved = await call(a, '/flow/workflow/instance/approve', { instanceId: 'inst-3', action: 'approve', comment: '同意' }, { 'Idempotency-Key': 'two-tabs-1' });
  assert.deepEqual(approved.body.data?.currentApproverIds, ['u-ceo'], JSON.stringify(approved.body));
  await b.waitForFunction(() => document.querySelector('.pending-count-badge')?.getAttribute('data-count') === '0', null, { timeout: 10000 });

  await a.reload();
  await b.reload();
  await waitForApp(a);
  await waitForApp(b);
  for (const page of [a, b]) {
    const now = (await call(page, '/flow/workflow/get_model_design?modelId=model-leave')).body.data;
    assert.deepEqual([now.version, now.form.controls[1].config.title], [2, '两个标签页的标题']);
    assert.deepEqual((await call(page, '/flow/workflow/get_instance?id=inst-3')).body.data.currentApproverIds, ['u-ceo']);
  }
  // The reloaded page renders before its to-approve count has answered (data-count '' until then): wait for the count.
  await b.waitForFunction(() => document.querySelector('.pending-count-badge')?.getAttribute('data-count') !== '', null, { timeout: 10000 });
  assert.equal(await badgeCount(b), '0');
  // The refused stale save is the one failed request (409) the test caused on purpose.
  assert.deepEqual([...a.errors, ...b.errors].filter((e) => !/status of 409 .*save_model_design/.test(e)), []);
  await a.close();
  await b.close();
});
