// Issue 39: the live build served by the real server (server/node): nobody gets in without signing in; 张三
// (E1001) launches a leave, signs out, his supervisor 周敏 (E1000) signs in and approves it; a wrong password says
// 用户名或密码错误; a session that ends while a form is open lands on /login with 登录已过期 and, once signed in
// again, the draft is offered back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { animationsDone, startSession, screenshotDir } from '../harness.mjs';
import { apiAs, startRealServer } from '../real-server-process.mjs';
import { chooseOption } from '../flow-designer-page.mjs';
import { closeDrawer } from '../approval-steps.mjs';

const PASSWORD = 'yunshan2026';
let server;
let session;
before(async () => {
  server = await startRealServer('dist');
  session = await startSession({ baseUrl: server.url });
});
after(async () => {
  await session?.close();
  await server?.close();
});

const shot = (page, name) => page.screenshot({ path: path.join(screenshotDir, `live-sign-in-${name}.png`) });

async function signIn(page, username, password) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

async function signOut(page) {
  await page.locator('.user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByText('您已退出登录').waitFor();
}

const rowsWith = (page, text) => page.locator('.instance-table tbody tr.ant-table-row', { hasText: text });

test('opening the app without a session leads to /login; a wrong password says 用户名或密码错误', async () => {
  const page = await session.newPage();
  await page.goto(`${server.url}/mySubmitFlow`);
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 30000 });
  await page.getByText('请登录').waitFor();
  await signIn(page, 'E1001', 'not-the-password');
  await page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  await shot(page, '1-wrong-password');
  // The right password returns to the page the app was opened at.
  await signIn(page, 'E1001', PASSWORD);
  await page.waitForURL((url) => url.pathname === '/mySubmitFlow', { timeout: 30000 });
  await page.locator('.user-menu', { hasText: '张三' }).waitFor({ timeout: 30000 });
  await page.context().clearCookies();
  await page.close();
});

test('张三 launches a leave and signs out; his supervisor 周敏 signs in and approves it', async () => {
  const page = await session.newPage();
  await page.goto(`${server.url}/login`);
  await signIn(page, 'E1001', PASSWORD);
  await page.waitForURL((url) => url.pathname === '/flowapplicationcenter', { timeout: 30000 });
  await page.locator('.user-menu', { hasText: '张三' }).waitFor({ timeout: 30000 });
  await page.locator('.user-menu').click();
  assert.equal(await page.getByRole('menuitem', { name: '切换为其他成员…' }).count(), 0, 'the live build switches nobody');
  await page.getByRole('menuitem', { name: '修改密码' }).waitFor();
  await page.keyboard.press('Escape');

  await page.locator('.flow-card[data-model-id="model-leave"]').click();
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  await chooseOption(page, page.locator('[data-control-id="leave_type"] .ant-select'), '事假');
  const range = page.locator('[data-control-id="leave_range"]');
  await range.locator('input').first().click();
  await range.locator('input').first().fill('2026-12-01 09:00');
  await page.keyboard.press('Enter');
  await range.locator('input').nth(1).fill('2026-12-01 18:00');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.locator('[data-control-id="leave_reason"] textarea, [data-control-id="leave_reason"] input').first().fill('登录后发起的请假');
  await page.locator('.submit-button').click();
  await page.waitForURL((url) => url.pathname === '/mySubmitFlow', { timeout: 30000 }).catch(async (error) => {
    await shot(page, 'leave-not-submitted');
    throw error;
  });
  await rowsWith(page, '张三的请假').first().waitFor({ timeout: 30000 });
  // The request just filed (the seed holds older 张三的请假 too): the newest of 张三's own.
  const mine = await page.evaluate(async () => (await (await fetch('/flow/workflow/instance/get_my_instances?pageSize=50')).json()).data.list);
  const filed = mine.filter((i) => i.title === '张三的请假').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0].id;
  await signOut(page);

  await signIn(page, 'E1000', PASSWORD);
  await page.waitForURL((url) => url.pathname === '/flowapplicationcenter', { timeout: 30000 });
  await page.locator('.user-menu', { hasText: '周敏' }).waitFor({ timeout: 30000 });
  await page.goto(`${server.url}/approvingFlow`);
  const row = page.locator(`.instance-table tbody tr.ant-table-row[data-row-key="${filed}"]`);
  await row.waitFor({ timeout: 30000 });
  await row.locator('.row-open').click();
  await page.locator('.instance-view').waitFor();
  // The form's controls arrive after the drawer (their chunks load on demand).
  await page.locator('.instance-view').getByText('登录后发起的请假').waitFor({ timeout: 30000 });
  await page.locator('.approve-button').click();
  await page.getByText('审批成功').first().waitFor();
  await page.locator('.instance-drawer .status-tag', { hasText: '已通过' }).waitFor();
  assert.match(await page.locator('.approval-timeline').innerText(), /周敏\s*已同意/);
  await shot(page, '2-approved-by-supervisor');
  assert.deepEqual(page.errors.filter((e) => !/favicon|401 \(Unauthorized\)/.test(e)), []);
  await closeDrawer(page);
  await signOut(page);
  await page.close();
});

test('a session ended elsewhere (an administrator resets the password) lands on /login with 登录已过期; signed in again, the draft is offered back', async () => {
  const page = await session.newPage();
  await page.goto(`${server.url}/login`);
  await signIn(page, 'E3001', PASSWORD);
  await page.locator('.user-menu', { hasText: '王五' }).waitFor({ timeout: 30000 });
  await page.locator('.flow-card[data-model-id="model-expense"]').click();
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  await page.locator('[data-control-id="expense_title"] input').fill('会话结束前填写的报销');
  const amount = page.locator('[data-control-id="expense_items"] tbody tr').first().locator('td').nth(2).locator('input');
  await amount.fill('300');
  await amount.blur();

  const admin = await apiAs(server.url, 'E0001', PASSWORD);
  assert.equal((await admin('POST', '/api/auth/admin/reset_password', { username: 'E3001', newPassword: 'wangwu-new-2026' })).code, 0);

  await page.locator('.submit-button').click();
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 30000 });
  await page.getByText('登录已过期').waitFor();
  await shot(page, '3-session-expired');
  await signIn(page, 'E3001', PASSWORD);
  await page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();
  await signIn(page, 'E3001', 'wangwu-new-2026');
  await page.waitForURL((url) => url.pathname === '/newFlowLaunch', { timeout: 30000 });
  await page.waitForSelector('.draft-offer', { timeout: 30000 });
  await page.getByRole('button', { name: '恢复草稿' }).click();
  assert.equal(await page.locator('[data-control-id="expense_title"] input').inputValue(), '会话结束前填写的报销');
  await page.close();
});

test('the app files and /login are served without a session; the API is not', async () => {
  for (const pathName of ['/login', '/flowapplicationcenter', '/healthz']) assert.equal((await fetch(`${server.url}${pathName}`)).status, 200, pathName);
  const answer = await fetch(`${server.url}/flow/workflow/get_category_list`);
  assert.equal(answer.status, 401);
  assert.deepEqual(await answer.json(), { code: 40000, msg: '登录已失效，请重新登录', data: null });
});

test('陈志远 (系统管理员) disables 张三 on 账号管理: his open session ends and he can no longer sign in', async () => {
  const zhangsan = await apiAs(server.url, 'E1001', PASSWORD);
  assert.equal((await zhangsan('GET', '/api/baseinfo/get_user_summary')).data.name, '张三');
  const page = await session.newPage();
  await page.goto(`${server.url}/login`);
  await signIn(page, 'E0001', PASSWORD);
  await page.locator('.user-menu', { hasText: '陈志远' }).waitFor({ timeout: 30000 });
  await page.locator('.side-nav .side-nav-item', { hasText: /^账号管理$/ }).click();
  await page.waitForURL((url) => url.pathname === '/accountManage');
  const row = page.locator('.account-table tbody tr', { hasText: 'E1001' });
  await row.waitFor({ timeout: 30000 });
  await row.getByRole('button', { name: /停\s*用/ }).click();
  const dialog = page.locator('.account-disable-dialog');
  await dialog.getByText('离职交接').waitFor();
  await animationsDone(dialog);
  await dialog.getByRole('button', { name: /^停\s*用$/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.locator('.ant-tag', { hasText: '已停用' }).waitFor();
  await shot(page, '4-account-disabled');
  assert.deepEqual(await zhangsan('GET', '/api/baseinfo/get_user_summary'), { code: 40000, msg: '登录已失效，请重新登录', data: null });
  const again = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'E1001', password: PASSWORD }) });
  assert.equal(again.status, 401);
  await signOut(page);
  await page.close();
});
