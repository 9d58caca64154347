// Issue 5: the demo backend keeps its data in IndexedDB, so what a person creates survives a reload.
// Issue 25: these pages are an administrator's; the tabs open as 陈志远 (系统管理员).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { SYSTEM_ADMIN, startSession, waitForApp } from '../harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

test('a fault switch: a 500 from the list shows the spec message and the page keeps working', async () => {
  const page = await session.newPage({ as: SYSTEM_ADMIN });
  await page.goto(`${session.baseUrl}/apiManage`);
  await waitForApp(page);
  await page.locator('.ant-table-row').first().waitFor();
  await page.evaluate(() => fetch('/__demo/fault', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/flow/workflow/get_apis', fault: '500', times: 1 }) }));
  // Faults live in the page's demo backend, so navigate inside the app (no reload) to load the list again.
  await page.locator('.side-nav-item', { hasText: '表单值管理' }).click();
  await page.locator('.side-nav-item', { hasText: '接口管理' }).click();
  await page.getByText('请求失败，请检查网络或联系系统管理员').waitFor({ timeout: 15000 });
  await page.locator('.ant-alert', { hasText: '获取数据失败' }).waitFor();
  assert.ok(await page.locator('.ant-table-row').count() > 0, 'the rows loaded before stay visible');
  // The next load works again and clears the failure.
  await page.locator('.side-nav-item', { hasText: '表单值管理' }).click();
  await page.locator('.side-nav-item', { hasText: '接口管理' }).click();
  await page.locator('.ant-table-row').first().waitFor();
  assert.equal(await page.locator('.ant-alert', { hasText: '获取数据失败' }).count(), 0);
  await page.close();
});

test('a form-value list created in the demo is still there after a reload', async () => {
  const page = await session.newPage({ as: SYSTEM_ADMIN });
  await page.goto(`${session.baseUrl}/formValueManage`);
  await waitForApp(page);
  await page.getByRole('button', { name: /新增表单值/ }).click();
  const dialog = page.locator('.ant-modal');
  await dialog.getByPlaceholder('名称').fill('重载后仍在的城市');
  await dialog.getByPlaceholder('每行一个选项值').fill('杭州\n苏州\n杭州');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  const row = page.locator('tr', { hasText: '重载后仍在的城市' });
  await row.waitFor();
  assert.equal(await row.locator('.ant-tag').count(), 2, 'duplicates are kept once');

  await page.reload();
  await waitForApp(page);
  await page.locator('tr', { hasText: '重载后仍在的城市' }).waitFor({ timeout: 15000 });

  // A second tab of the same browser profile sees it too (the data is in IndexedDB, not in memory).
  const other = await session.newPage({ as: SYSTEM_ADMIN });
  await other.goto(`${session.baseUrl}/formValueManage`);
  await other.locator('tr', { hasText: '重载后仍在的城市' }).waitFor({ timeout: 15000 });
  assert.deepEqual(page.errors, []);
  await other.close();
  await page.close();
});
