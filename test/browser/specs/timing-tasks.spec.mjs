// 定时任务 in the browser demo: 立即执行 of the seeded 超时催办 task really reminds (催办 N 条待办: the default
// timeout of the nodes without their own, so each old 待办 shows 超时提醒) and the run is recorded — as 上次执行
// in the list and in the task's 执行记录; on a phone neither page scrolls sideways.
// Screenshots: test-results/timing-*.png.
// Issue 25: these pages are an administrator's; the tabs open as 陈志远 (系统管理员).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { SYSTEM_ADMIN, startSession, waitForApp, screenshotDir } from '../harness.mjs';
import { PHONE } from '../phone-checks.mjs';


const TASK = '待办超时催办';

let session;
before(async () => {
  session = await startSession();
  fs.mkdirSync(screenshotDir, { recursive: true });
});
after(async () => { await session?.close(); });

test('/timing-tasks: 立即执行 the 超时催办 task, the run is recorded with its summary', async () => {
  const page = await session.newPage({ as: SYSTEM_ADMIN });
  await page.goto(`${session.baseUrl}/timing-tasks`);
  await waitForApp(page);
  const row = page.locator('.timing-tasks tr', { has: page.getByRole('link', { name: TASK }) });
  await row.waitFor({ timeout: 20000 });
  assert.match(await row.innerText(), /每天 09:00/);
  assert.match(await row.innerText(), /从未执行/);

  await row.getByRole('button', { name: `立即执行「${TASK}」` }).click();
  await page.getByText(new RegExp(`「${TASK}」执行成功：催办 \\d+ 条待办`)).waitFor({ timeout: 20000 });
  await row.getByText(/催办 [1-9]\d* 条待办/).waitFor({ timeout: 20000 });
  await page.screenshot({ path: path.join(screenshotDir, 'timing-tasks.png') });

  await row.getByRole('link', { name: TASK }).click();
  await page.waitForURL(/\/timing-task-detail\?id=timing-1$/);
  const run = page.locator('.timing-run-table tbody tr').first();
  await run.waitFor({ timeout: 20000 });
  const text = await run.innerText();
  assert.match(text, /手动执行/);
  assert.match(text, /成功/);
  assert.match(text, /催办 [1-9]\d* 条待办/);
  await page.screenshot({ path: path.join(screenshotDir, 'timing-task-detail.png'), fullPage: true });

  // Issue 27: 超时催办 is the default timeout of the nodes without their own — 陈志远 holds old 待办 of 赵六 and
  // 周敏, and his 待我审批 now shows each with the 超时提醒 tag, as a node's own timeout reminder does.
  await page.goto(`${session.baseUrl}/approvingFlow`);
  await page.locator('.instance-table').waitFor({ timeout: 20000 });
  for (const title of ['赵六的报销', '周敏的请假']) {
    await page.locator('.instance-table tr', { hasText: title }).locator('.reminder-tag', { hasText: /^超时提醒 \d{2}-\d{2} \d{2}:\d{2}$/ }).waitFor({ timeout: 20000 });
  }
  await page.screenshot({ path: path.join(screenshotDir, 'timing-reminder-tags.png') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a phone, neither 定时任务 page scrolls sideways', async () => {
  const phone = await startSession({ contextOptions: PHONE });
  try {
    const page = await phone.newPage({ as: SYSTEM_ADMIN });
    for (const [route, ready] of [['/timing-tasks', '.remote-card'], ['/timing-task-detail?id=timing-1', '.timing-task-form']]) {
      await page.goto(phone.baseUrl + route);
      await waitForApp(page);
      await page.locator(ready).first().waitFor({ timeout: 20000 });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      await page.screenshot({ path: path.join(screenshotDir, `timing-phone-${route.includes('detail') ? 'detail' : 'list'}.png`), fullPage: true });
      assert.ok(scrollWidth <= clientWidth, `${route}: scrollWidth ${scrollWidth} > ${clientWidth}`);
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await phone.close();
  }
});
