// Issue 37: the main journey on the live build served by the real server (`npm start`'s server on PGlite): a
// reimbursement of 8000 launched on its form by 张三 goes through 直属主管, 财务复核 and the 会签 of 陈志远 and
// 李四 to 已通过, each person signed in with their own account.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, waitForApp } from '../harness.mjs';
import { approve, fillReimbursement, timeline } from '../approval-steps.mjs';
import { startRealServer } from '../real-server-process.mjs';

let server;
let session;
before(async () => {
  server = await startRealServer('dist');
  session = await startSession({ baseUrl: server.url });
});
/** The seeded people by id: their usernames are their employee numbers; every seeded password is the demo's. */
const USERNAMES = { 'u-applicant': 'E1001', 'u-hr-head': 'E1000', 'u-fin-1': 'E2002', 'u-ceo': 'E0001', 'u-approver': 'E2001' };

/** Signs this browser in as a seeded person through the server's sign-in call and reloads. */
async function signInAs(page, userId) {
  const answer = await page.request.post(`${server.url}/api/auth/login`, { data: { username: USERNAMES[userId], password: 'yunshan2026' } });
  assert.equal(answer.status(), 200, await answer.text());
  await page.goto(`${server.url}/flowapplicationcenter`);
  await waitForApp(page);
}

/** Opens the instance `id` from a list page (the seed holds other 张三的报销 too). */
async function openById(page, list, id) {
  await page.goto(`${server.url}/${list}`);
  const row = page.locator(`.instance-table tbody tr.ant-table-row[data-row-key="${id}"]`);
  await row.waitFor({ timeout: 30000 });
  await row.locator('.row-open').click();
  await page.locator('.instance-view').waitFor();
}

after(async () => {
  await session?.close();
  await server?.close();
});

test('the server answers /healthz and /readyz, and serves the live app with its config', async () => {
  assert.deepEqual(await (await fetch(`${server.url}/healthz`)).json(), { status: 'ok' });
  assert.deepEqual(await (await fetch(`${server.url}/readyz`)).json(), { status: 'ready' });
  const config = await (await fetch(`${server.url}/config.json`)).json();
  assert.equal(config.hosts.flow, server.url);
});

test('a reimbursement of 8000 goes from the launch form to 已通过 across five people on the real server', async () => {
  const page = await session.newPage();
  await page.goto(`${server.url}/login`);
  await signInAs(page, 'u-applicant');
  await page.goto(`${server.url}/newFlowLaunch?id=model-expense&modelName=${encodeURIComponent('报销')}`);
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  await page.locator('.launch-route .launch-route-steps').waitFor();
  await fillReimbursement(page, '服务器采购垫付（真实服务）', '8000');
  await page.waitForFunction(() => /总经理会签[\s\S]*陈志远、李四/.test(document.querySelector('.launch-route')?.textContent ?? ''));
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await page.waitForURL((url) => url.pathname === '/mySubmitFlow', { timeout: 30000 });
  const mine = await page.evaluate(async () => (await (await fetch('/flow/workflow/instance/get_my_instances?pageSize=50')).json()).data.list);
  const id = mine.filter((i) => i.title === '张三的报销').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0].id;

  for (const approver of ['u-hr-head', 'u-fin-1', 'u-ceo', 'u-approver']) {
    await signInAs(page, approver);
    await openById(page, 'approvingFlow', id);
    await approve(page);
  }
  await page.locator('.instance-drawer .status-tag', { hasText: '已通过' }).waitFor();
  assert.match(await timeline(page), /总经理会签/);
  // 张三 finds it finished in 我的申请, read back from the server's database.
  await signInAs(page, 'u-applicant');
  await openById(page, 'mySubmitFlow', id);
  await page.locator('.instance-drawer .status-tag', { hasText: '已通过' }).waitFor();
  // Only the /login page's first calls, made before anyone signed in, were refused (401).
  assert.deepEqual(page.errors.filter((error) => !/status of 401/.test(error)), []);
  await page.close();
});
