// Issue 40: the live build served by the real server pushes over /api/notify. Two people in two browsers: a launch
// by one shows, at the other, the 消息中心 bell's count and the 消息中心 entry within 2 s, without a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, waitForApp } from '../harness.mjs';
import { startRealServer } from '../real-server-process.mjs';
import { dayFromToday } from '../leave-dates.mjs';

let server;
let applicant;
let approver;
before(async () => {
  server = await startRealServer('dist');
  applicant = await startSession({ baseUrl: server.url });
  approver = await startSession({ baseUrl: server.url });
});
after(async () => {
  await applicant?.close();
  await approver?.close();
  await server?.close();
});

const unreadOf = async (page) => {
  const label = await page.locator('.inbox-bell-button').getAttribute('aria-label');
  return Number(label.match(/（(\d+) 条未读）/)?.[1] ?? 0);
};

test('a launch by 张三 reaches 周敏’s open page: the bell’s count and the 消息中心 entry, within 2 s, no reload', async () => {
  const page = await approver.newPage();
  // Each browser signs in as its own person (employee number and the seeded password).
  assert.equal((await page.request.post(`${server.url}/api/auth/login`, { data: { username: 'E1000', password: 'yunshan2026' } })).status(), 200);
  await page.goto(`${server.url}/messages`);
  await waitForApp(page);
  await page.getByRole('button', { name: '全部已读' }).waitFor();
  // The socket is up before the launch (the server says the unread count on connecting).
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/flow/workflow/inbox/list')));
  const before = await unreadOf(page);
  // A mark in the page: a reload would lose it.
  await page.evaluate(() => { window.__notifyMark = 'kept'; });

  const launcher = await applicant.newPage();
  assert.equal((await launcher.request.post(`${server.url}/api/auth/login`, { data: { username: 'E1001', password: 'yunshan2026' } })).status(), 200);
  const values = { leave_type: 1, leave_days: 5, leave_range: [dayFromToday(4), dayFromToday(8)], leave_reason: '推送测试', leave_phone: '13800138000' };
  const launched = await (await launcher.request.post(`${server.url}/flow/workflow/add_instance`, { data: { modelId: 'model-leave', values } })).json();
  assert.equal(launched.code, 0, launched.msg);
  const started = Date.now();

  await page.locator('.inbox-bell-button').and(page.locator(`[aria-label="消息中心（${before + 1} 条未读）"]`)).waitFor({ timeout: 2000 });
  const entry = page.locator('.inbox-item-unread', { hasText: '新的待办' }).first();
  await entry.waitFor({ timeout: Math.max(100, 2000 - (Date.now() - started)) });
  assert.ok(Date.now() - started < 2000, `arrived after ${Date.now() - started} ms`);
  assert.equal(await page.evaluate(() => window.__notifyMark), 'kept', 'no reload');
  // Opening it reads it and shows the request.
  await entry.locator('button').click();
  await page.locator('.ant-drawer').getByText('推送测试').first().waitFor();
  assert.deepEqual(page.errors, []);
  await launcher.close();
  await page.close();
});
