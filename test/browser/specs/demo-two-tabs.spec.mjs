// Issue 15: two tabs of the demo (two pages of one browser context) share one IndexedDB database: a form saved
// in page A survives an approve in page B, both survive a reload, and B's badge follows A's change at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, waitForApp } from '../harness.mjs';
import { become } from '../approval-steps.mjs';
import { weekdayFromToday } from '../leave-dates.mjs';

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

test('issue 44: one 同意 is one request from the tab that acts; the other tab reloads each open list once', async () => {
  const a = await session.newPage();
  const b = await session.newPage();
  await a.goto(`${session.baseUrl}/`);
  await waitForApp(a);
  // The applicant files a 2-day leave; its approver (the direct supervisor) signs in in both tabs, each on 待我审批.
  await call(a, '/__demo/identity', { identity: 'applicant' });
  const filed = await call(a, '/flow/workflow/add_instance', {
    modelId: 'model-leave', values: { leave_type: 2, leave_range: [`${weekdayFromToday(3)} 09:00`, `${weekdayFromToday(4)} 18:00`], leave_days: 2, leave_reason: `两个标签页 ${Date.now()}` },
  }, { 'Idempotency-Key': `two-tabs-leave-${Date.now()}` });
  assert.equal(filed.body.code, 0, JSON.stringify(filed.body));
  const leave = (await call(a, `/flow/workflow/get_instance?id=${filed.body.data.id}`)).body.data;
  const approver = (await call(a, '/api/baseinfo/get_staff_list')).body.data.list.find((u) => u.id === leave.currentApproverIds[0]).name;
  for (const page of [a, b]) {
    await page.goto(`${session.baseUrl}/approvingFlow`);
    await waitForApp(page);
    await become(page, approver);
    await page.goto(`${session.baseUrl}/approvingFlow`);
    await waitForApp(page);
    await page.locator(`.instance-table tbody tr[data-row-key="${leave.id}"]`).waitFor({ timeout: 20000 }).catch(async (error) => {
      throw new Error(`${leave.id} (for ${leave.currentApproverIds}) not in 待我审批 of ${await page.locator('.user-menu').innerText()}: ${await page.locator('.instance-table').innerText()}`, { cause: error });
    });
  }
  // Tab A opens the leave and approves it; tab B shows the same 待我审批.
  const row = a.locator(`.instance-table tbody tr[data-row-key="${leave.id}"]`);
  await row.waitFor({ timeout: 20000 });
  await row.locator('.row-open').click();
  await a.locator('.instance-drawer .approve-button').waitFor({ timeout: 20000 });

  // Every call each page makes to the backend from the click on: its path and query (a list and the count are
  // both get_work_instances, with other page sizes).
  const calls = { a: [], b: [] };
  const record = (name) => (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/flow/') || url.pathname.startsWith('/api/')) calls[name].push(`${url.pathname.replace(/^\/flow\/workflow\//, '')}${url.search}`);
  };
  a.on('request', record('a'));
  b.on('request', record('b'));
  await a.locator('.instance-drawer .approve-button').click();
  await a.getByText('审批成功').first().waitFor();
  // Both lists drop the row (A from its answer and one reload, B from the push); then wait until neither tab has
  // asked anything for 1.5 s.
  const rowGone = (x) => !document.querySelector(`.instance-table tbody tr[data-row-key="${x}"]`);
  await a.waitForFunction(rowGone, leave.id, { timeout: 20000 });
  await b.waitForFunction(rowGone, leave.id, { timeout: 20000 }).catch(async (error) => {
    throw new Error(`B still lists ${leave.id}; calls ${JSON.stringify(calls)}; B: ${await b.locator('.instance-table').innerText()}`, { cause: error });
  });
  for (let quiet = 0, seen = -1; quiet < 3;) {
    const now = calls.a.length + calls.b.length;
    quiet = now === seen ? quiet + 1 : 0;
    seen = now;
    await a.waitForTimeout(500);
  }
  const count = (list, path) => list.filter((p) => p === path).length;
  const message = JSON.stringify(calls);
  assert.equal(count(calls.a, 'instance/action'), 1, message);
  // Each open list and the count read once in each tab (after the answer here, after the push there), and the
  // rights once (MyRights follows every change); nothing read twice.
  assert.equal(calls.a.filter((p) => p.startsWith('get_instance')).length, 0, `A reads nothing it was just sent: ${message}`);
  for (const [name, list] of Object.entries(calls)) {
    const byPath = {};
    for (const p of list) byPath[p] = (byPath[p] ?? 0) + 1;
    for (const [p, n] of Object.entries(byPath)) assert.equal(n, 1, `${name} asked ${p} ${n} times: ${message}`);
  }
  assert.ok(calls.b.length > 0, 'B heard of the decision');
  await a.close();
  await b.close();
});
