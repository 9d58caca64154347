// Issue 5: the live build (no mock in the bundle) works against the demo backend served over real HTTP
// by `npm run demo-server`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startSession, waitForApp, repoRoot } from '../harness.mjs';
import { startDemoServer } from '../demo-server-process.mjs';

let server;
let session;
before(async () => {
  server = await startDemoServer('dist');
  session = await startSession({ baseUrl: server.url });
});
after(async () => {
  await session?.close();
  await server?.close();
});

test('the live bundle contains no mock backend', () => {
  const jsDir = path.join(repoRoot, 'dist/js');
  const bundle = fs.readdirSync(jsDir).map((f) => fs.readFileSync(path.join(jsDir, f), 'utf8')).join('\n');
  assert.ok(!bundle.includes('mockServiceWorker'), 'no MSW worker start-up code');
  assert.ok(!fs.existsSync(path.join(repoRoot, 'dist/mockServiceWorker.js')), 'no worker script shipped');
  // Issue 18 item 8: the demo's identity switch, cross-tab channel and demo-data calls stay in the demo build.
  assert.ok(!bundle.includes('/__demo/'), 'no demo-only calls (/__demo/identity, /__demo/reset, …)');
});

test('the live build reads config.json and talks to the real server over HTTP', async () => {
  const page = await session.newPage();
  const calls = [];
  page.on('response', (response) => {
    if (response.url().includes('/flow/workflow/')) calls.push({ url: response.url(), status: response.status(), sw: response.fromServiceWorker() });
  });
  await page.goto(`${server.url}/flowapplicationcenter`);
  await waitForApp(page);
  await page.getByText('请假', { exact: true }).first().waitFor();
  assert.equal(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), null, 'no service worker answers');
  const categoryCall = calls.find((c) => c.url.includes('get_category_list'));
  assert.ok(categoryCall, 'get_category_list was called');
  assert.equal(categoryCall.status, 200);
  assert.equal(categoryCall.sw, false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a whole flow in the live build: an API definition is added, listed, stopped and found again after a reload', async () => {
  const page = await session.newPage();
  // 接口管理 is an administrator's (issue 25): the demo server signs in 陈志远 (系统管理员) for this test.
  await page.request.post(`${server.url}/__demo/identity`, { data: { userId: 'u-ceo' }, headers: { 'x-demo-token': server.token } });
  await page.goto(`${server.url}/apiManage`);
  await waitForApp(page);
  await page.getByRole('button', { name: /新增接口/ }).click();
  const dialog = page.locator('.ant-modal');
  await dialog.getByLabel('接口名称').fill('线上联调接口');
  await dialog.getByLabel('接口地址').fill('/api/baseinfo/get_staff_list');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  const row = page.locator('tr', { hasText: '线上联调接口' });
  await row.waitFor();
  await row.getByRole('button', { name: /停\s*用/ }).click();
  await row.locator('.ant-tag', { hasText: '停用' }).waitFor();
  await page.reload();
  await page.locator('tr', { hasText: '线上联调接口' }).locator('.ant-tag', { hasText: '停用' }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.request.post(`${server.url}/__demo/identity`, { data: { identity: 'applicant' }, headers: { 'x-demo-token': server.token } });
  await page.close();
});
