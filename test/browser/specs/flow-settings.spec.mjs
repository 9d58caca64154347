// Issue 27 as people see it: 扩展设置 shows the 标题规则 by name and the 审批编号 example; an instance gets its
// number and its title in 我的申请; while 周敏 is away (代理设置) 王五 gets her task, and the timeline says
// 王五（代 周敏）; 周敏 still sees the instance.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { chooseInUserMenu, screenshotDir, signInAs } from '../harness.mjs';
import { specPage, openAppCenter } from '../spec-page.mjs';

let session;
let page;
specPage(async (opened, openedSession) => { [page, session] = [opened, openedSession]; await openAppCenter(page, session); });

const shot = (name) => page.screenshot({ path: path.join(screenshotDir, `flow-settings-${name}.png`) });
const W = '/flow/workflow/';
const localMinute = (offsetMs) => {
  const d = new Date(Date.now() + offsetMs);
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
};
const today = localMinute(0).slice(0, 10).replace(/-/g, '');

/** Calls the demo backend from the page as the signed-in person. */
const call = (url, body) => page.evaluate(async ([u, b]) => {
  const res = await fetch(u, b === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify(b) });
  return { status: res.status, body: await res.json() };
}, [url, body]);

test('扩展设置 → 审批编号 and 标题规则 on the published 报销 flow', async () => {
  await signInAs(page, 'u-ceo');
  const design = (await call(`${W}get_model_design?modelId=model-expense`)).body.data;
  const settings = {
    ...design.flow.settings,
    serialNo: { prefix: 'BX', date: 'YYYYMMDD', digits: 4, separator: '-', reset: 'daily' },
    titleRule: '{initiator}报销：{expense_title}',
  };
  const saved = await call(`${W}save_model_design`, { ...design, flow: { ...design.flow, settings } });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.equal((await call(`${W}apply`, { modelId: 'model-expense', version: saved.body.data.version })).status, 200);

  await page.goto(`${session.baseUrl}/flow-set/model-expense/expansionSetting`);
  const rule = page.getByRole('textbox', { name: '标题规则' });
  await rule.waitFor({ timeout: 30000 });
  assert.equal(await rule.inputValue(), '{发起人}报销：{报销事由}');
  assert.equal(await page.getByTestId('serial-example').innerText(), `BX-${today}-0001`);
  await page.getByText('工作日历').scrollIntoViewIfNeeded();
  await shot('expansion-setting');
});

test('代理设置: 周敏 is away for a week, 王五 acts for her', async () => {
  await signInAs(page, 'u-hr-head');
  const saved = await call(`${W}delegation/save`, { from: 'u-hr-head', to: 'u-wangwu', start: localMinute(-3_600_000), end: localMinute(6 * 86_400_000) });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  await chooseInUserMenu(page, '代理设置', (timeout) => page.waitForURL((url) => url.pathname === '/delegation', { timeout }));
  const row = page.locator('.delegation-table tbody tr.ant-table-row').first();
  await row.waitFor();
  assert.match(await row.innerText(), /王五[\s\S]*全部流程[\s\S]*生效中/);
  await shot('delegation-page');
});

test('张三\'s reimbursement gets BX-<today>-0001 and its rule title; 王五 approves for 周敏; 周敏 still sees it', async () => {
  await signInAs(page, 'u-applicant');
  await page.goto(`${session.baseUrl}/flowapplicationcenter`);
  await page.locator('.flow-card[data-model-id="model-expense"]').click();
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  await page.locator('[data-control-id="expense_title"] input').fill('人体工学椅');
  const amount = page.locator('[data-control-id="expense_items"] tbody tr').first().locator('td').nth(2).locator('input');
  await amount.fill('300');
  await amount.blur();
  await page.locator('.submit-button').click();
  await page.waitForURL((url) => url.pathname === '/mySubmitFlow', { timeout: 20000 });
  const mine = page.locator('.instance-table tbody tr.ant-table-row', { hasText: '张三报销：人体工学椅' }).first();
  await mine.waitFor();
  assert.match(await mine.innerText(), new RegExp(`BX-${today}-0001`));
  await shot('my-list-serial-title');

  await signInAs(page, 'u-wangwu');
  await page.goto(`${session.baseUrl}/approvingFlow`);
  const todo = page.locator('.instance-table tbody tr.ant-table-row', { hasText: '张三报销：人体工学椅' }).first();
  await todo.waitFor({ timeout: 20000 });
  const id = await todo.getAttribute('data-row-key');
  await todo.locator('.row-open').click();
  await page.locator('.instance-view').waitFor();
  assert.match(await page.locator('.instance-drawer').innerText(), new RegExp(`审批编号\\s*BX-${today}-0001`));
  await page.waitForTimeout(400); // the drawer's slide-in
  await page.locator('.approve-button').click();
  await page.getByText('审批成功').waitFor();
  await page.locator('.instance-drawer .status-tag', { hasText: '已通过' }).waitFor();
  assert.match(await page.locator('.approval-timeline').innerText(), /王五（代 周敏）\s*已同意/);
  await page.getByText('审批成功').waitFor({ state: 'detached', timeout: 10000 }).catch(() => undefined);
  await page.locator('.approval-timeline').scrollIntoViewIfNeeded();
  await shot('timeline-on-behalf');

  await signInAs(page, 'u-hr-head');
  assert.equal((await call(`${W}get_instance?id=${id}`)).status, 200);
});
