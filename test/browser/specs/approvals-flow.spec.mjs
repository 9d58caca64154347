// Issue 8: the approval center on the demo data, as an applicant and an approver work with it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { assertNoToastOver, chooseInUserMenu, clickClearOfToasts, startSession, waitForApp, screenshotDir } from '../harness.mjs';
import { become, closeDrawer } from '../approval-steps.mjs';

let session;
let page;
before(async () => {
  session = await startSession();
  fs.mkdirSync(screenshotDir, { recursive: true });
  page = await session.newPage();
  page.notFound = [];
  page.on('response', (r) => { if (r.status() === 404) page.notFound.push(r.url()); });
  await page.goto(`${session.baseUrl}/flowapplicationcenter`);
  await waitForApp(page);
});
after(async () => { await session?.close(); });

const shot = (name) => page.screenshot({ path: path.join(screenshotDir, `approvals-${name}.png`) });

/** Switches the demo identity through the top bar's user menu (the page reloads). */
async function becomeIdentity(identity) {
  await page.locator('.user-menu').waitFor();
  if (await page.locator(`.user-menu[data-identity="${identity}"]`).count()) return;
  await closeDrawer(page); // an open instance view covers the top bar
  const switched = page.locator(`.user-menu[data-identity="${identity}"]`);
  await chooseInUserMenu(page, identity === 'approver' ? '切换为审批人' : '切换为申请人', (timeout) => switched.waitFor({ timeout: Math.max(timeout, 20000) }));
  await waitForApp(page);
}

/** Navigation through the side menu: a client-side route change, no reload. */
async function navTo(label, pathname) {
  await page.locator('.side-nav .side-nav-item', { hasText: new RegExp(`^${label}$`) }).click();
  await page.waitForURL((url) => url.pathname === pathname);
  await page.locator('.instance-table').waitFor();
}

const rowsWith = (text) => page.locator('.instance-table tbody tr.ant-table-row', { hasText: text });

/**
 * Signs in as a person of the organisation through 切换为其他成员… (issue 17): a reimbursement under 1000 goes
 * to the applicant's direct supervisor (张三's: 周敏) in one step, then is copied to 李四.
 */
const becomePerson = (name) => become(page, name);

async function submitExpense(title) {
  await page.goto(`${session.baseUrl}/flowapplicationcenter`);
  await page.locator('.flow-card[data-model-id="model-expense"]').click();
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  await page.locator('[data-control-id="expense_title"] input').fill(title);
  const amount = page.locator('[data-control-id="expense_items"] tbody tr').first().locator('td').nth(2).locator('input');
  await amount.fill('300');
  await amount.blur();
  await page.locator('.submit-button').click();
  await page.waitForURL((url) => url.pathname === '/mySubmitFlow', { timeout: 20000 });
  await rowsWith('张三的报销').first().waitFor();
}

async function pendingCount() {
  await page.waitForFunction(() => document.querySelector('.pending-count-badge')?.getAttribute('data-count') !== '');
  return Number(await page.locator('.pending-count-badge').getAttribute('data-count'));
}

async function openRow(text) {
  await rowsWith(text).first().locator('.row-open').click();
  await page.locator('.instance-view').waitFor();
}

test('the application center groups the flows by category, searches them, and starts one at /newFlowLaunch', async () => {
  await page.goto(`${session.baseUrl}/flowapplicationcenter`);
  await page.locator('.flow-card').first().waitFor();
  const categories = await page.locator('.flow-category h5').allInnerTexts();
  assert.deepEqual(categories.map((t) => t.split(/\s/)[0]), ['人事', '财务', '其他']);
  await shot('application-center');
  await page.locator('.flow-search input').fill('报销');
  assert.deepEqual(await page.locator('.flow-card .flow-name').allInnerTexts(), ['报销']);
  await page.locator('.flow-search input').fill('没有这个流程');
  await page.getByText('没有匹配的流程').waitFor();
  await page.locator('.flow-search input').fill('');
  await page.locator('.flow-card[data-model-id="model-leave"]').click();
  await page.waitForURL((url) => url.pathname === '/newFlowLaunch');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('id'), 'model-leave');
  assert.equal(url.searchParams.get('modelName'), '请假');
});

test('submit as the applicant, approve as the approver in 待我审批, then find it in 我已审批 and 已通过 for the applicant', async () => {
  await becomeIdentity('applicant');
  await submitExpense('人体工学椅');
  assert.match(await rowsWith('张三的报销').first().locator('.status-tag').innerText(), /审批中/);

  await becomePerson('周敏');
  const before = await pendingCount();
  await page.locator('.pending-count-button').click();
  await page.waitForURL((url) => url.pathname === '/approvingFlow');
  await rowsWith('张三的报销').first().waitFor();
  await openRow('张三的报销');
  // The submitted form, read-only, with the filler's components.
  assert.match(await page.locator('.instance-view [data-control-id="expense_title"]').innerText(), /人体工学椅/);
  assert.equal(await page.locator('.instance-view [data-control-id="expense_title"] input').count(), 0);
  assert.match(await page.locator('.instance-drawer .status-tag').innerText(), /审批中/);
  await page.locator('.approval-comment textarea').fill('同意采购，注意比价');
  await page.waitForTimeout(400); // the drawer's slide-in
  await shot('instance-drawer');
  await page.locator('.approve-button').click();
  await page.getByText('审批成功').waitFor();
  await page.locator('.instance-drawer .status-tag', { hasText: '已通过' }).waitFor();
  // Issue 44: the toast lies beside the drawer, not over its close button.
  await assertNoToastOver(page, ['.instance-drawer .ant-drawer-close']);
  assert.match(await page.locator('.approval-timeline').innerText(), /周敏\s*已同意[\s\S]*同意采购，注意比价/);
  assert.equal(await page.locator('.approve-button').count(), 0);
  await clickClearOfToasts(page.locator('.instance-drawer .ant-drawer-close'));
  // The list it came from updates without a reload, and so does the count in the top bar.
  await page.waitForFunction(() => ![...document.querySelectorAll('.instance-table tbody tr')].some((tr) => tr.textContent.includes('张三的报销')));
  await page.waitForFunction((n) => document.querySelector('.pending-count-badge')?.getAttribute('data-count') === String(n), before - 1);

  await navTo('我已审批', '/approvedFlow');
  await rowsWith('张三的报销').first().waitFor();
  assert.match(await rowsWith('张三的报销').first().locator('.status-tag').innerText(), /已通过/);

  await becomeIdentity('applicant');
  await navTo('我的申请', '/mySubmitFlow');
  await rowsWith('张三的报销').first().waitFor();
  assert.match(await rowsWith('张三的报销').first().locator('.status-tag').innerText(), /已通过/);
  await shot('my-submissions');
  assert.deepEqual(page.errors.filter((e) => !/favicon/.test(e)), [], `404s: ${page.notFound.join(', ')}`);
});

test('reject another with a comment: a reason is required, and the applicant sees 已拒绝 with the comment', async () => {
  await becomeIdentity('applicant');
  await submitExpense('投影仪');
  await becomePerson('周敏');
  await page.goto(`${session.baseUrl}/approvingFlow`);
  await rowsWith('张三的报销').first().waitFor();
  await openRow('张三的报销');
  await page.locator('.reject-button').click();
  await page.getByText('请填写拒绝理由').waitFor();
  // Issue 44: a toast never covers what comes next — the drawer's close button and its action bar.
  await assertNoToastOver(page, ['.instance-drawer .ant-drawer-close', '.instance-drawer .instance-actions']);
  assert.match(await page.locator('.instance-drawer .status-tag').innerText(), /审批中/);
  await page.locator('.approval-comment textarea').fill('预算不足，下季度再申请');
  await page.locator('.reject-button').click();
  await page.locator('.instance-drawer .status-tag', { hasText: '已拒绝' }).waitFor();
  await page.getByText('已拒绝该申请').first().waitFor();
  await assertNoToastOver(page, ['.instance-drawer .ant-drawer-close']);
  await clickClearOfToasts(page.locator('.instance-drawer .ant-drawer-close'));
  await page.waitForFunction(() => ![...document.querySelectorAll('.instance-table tbody tr')].some((tr) => tr.textContent.includes('张三的报销')));

  await becomeIdentity('applicant');
  await page.goto(`${session.baseUrl}/mySubmitFlow`);
  await page.locator('.instance-filters .filter-status').click();
  await page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: '已拒绝' }).click();
  await page.locator('.filter-search').click();
  // Wait for the filtered answer, not the unfiltered list still on screen: every row is 已拒绝.
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('.instance-table tbody tr.ant-table-row')];
    return rows.length > 0 && rows.every((tr) => tr.textContent.includes('已拒绝')) && rows.some((tr) => tr.textContent.includes('张三的报销'));
  });
  assert.equal(await rowsWith('张三的报销').count(), 1);
  await openRow('张三的报销');
  assert.match(await page.locator('.timeline-comment').last().innerText(), /预算不足，下季度再申请/);
  assert.match(await page.locator('.instance-drawer .status-tag').innerText(), /已拒绝/);
});

test('a 500 from the instance list shows the spec message, and the page keeps working', async () => {
  await becomeIdentity('applicant');
  await page.goto(`${session.baseUrl}/home`);
  await waitForApp(page);
  // Faults live in the demo backend's memory: set one, then navigate without a reload.
  await page.evaluate(() => fetch('/__demo/fault', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/instance/get_my_instances', fault: '500', times: 1 }),
  }));
  await page.locator('.side-nav .side-nav-item', { hasText: /^我的申请$/ }).click();
  await page.getByText('请求失败，请检查网络或联系系统管理员').waitFor();
  await page.locator('.list-failed').waitFor();
  await shot('list-500');
  await page.locator('.list-failed button').click();
  await rowsWith('张三的报销').first().waitFor();
  assert.equal(await page.locator('.list-failed').count(), 0);
  // Filters and paging still work.
  await page.locator('.instance-filters input[aria-label="关键字"]').fill('报销');
  await page.locator('.filter-search').click();
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('.instance-table tbody tr.ant-table-row')];
    return rows.length > 0 && rows.every((tr) => tr.textContent.includes('报销'));
  });
});

test('batch approve acts on the selected rows, with a result per row (one failure, then retried)', async () => {
  await becomeIdentity('applicant');
  // Two more applications, sent as the filler sends them.
  await page.evaluate(async () => {
    for (const [n, item] of ['显示器', '键盘'].entries()) {
      await fetch('/flow/workflow/add_instance', {
        method: 'POST', headers: { 'content-type': 'application/json', 'Idempotency-Key': `batch-${n}` },
        body: JSON.stringify({ modelId: 'model-expense', values: { expense_title: item, expense_total: '300.00' }, title: `张三的报销-${item}` }),
      });
    }
  });
  await becomePerson('周敏');
  await page.goto(`${session.baseUrl}/batchApprove`);
  await rowsWith('张三的报销-显示器').waitFor();
  await rowsWith('张三的报销-显示器').locator('.ant-checkbox-input').check();
  await rowsWith('张三的报销-键盘').locator('.ant-checkbox-input').check();
  assert.match(await page.locator('.batch-selected').innerText(), /已选 2 条/);
  await page.evaluate(() => fetch('/__demo/fault', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/instance/action', fault: '400', times: 1 }),
  }));
  await page.locator('.batch-approve').click();
  await page.locator('.batch-comment textarea').fill('同意');
  await page.locator('.batch-comment-dialog .ant-btn-primary').click();
  await page.locator('.batch-results .batch-failed').waitFor();
  await page.locator('.batch-results .batch-succeeded').waitFor();
  const results = await page.locator('.batch-results tbody tr').allInnerTexts();
  assert.equal(results.length, 2);
  assert.match(results.join('\n'), /参数错误：请检查填写的内容/);
  assert.match(results.join('\n'), /已同意/);
  await shot('batch-approve');
  await page.getByRole('button', { name: '重试失败项' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.batch-results .batch-succeeded').length === 2);
  // Both left the to-do list without a reload; the seed's other pending row stays.
  await page.waitForFunction(() => !document.querySelector('.instance-table')?.textContent.includes('张三的报销-'));
  assert.ok(await rowsWith('请假').count() >= 1);
});

test('流程查询 searches every list with the same filters', async () => {
  await becomePerson('周敏');
  await page.goto(`${session.baseUrl}/flowQuery`);
  await page.locator('.query-scope').getByText('我已审批').click();
  await rowsWith('张三的报销-键盘').waitFor();
  await page.locator('.instance-filters input[aria-label="关键字"]').fill('显示器');
  await page.locator('.filter-search').click();
  await page.waitForFunction(() => document.querySelectorAll('.instance-table tbody tr.ant-table-row').length === 1);
  // 李四 is copied on every reimbursement that passed.
  await becomePerson('李四');
  await page.goto(`${session.baseUrl}/flowQuery`);
  await page.locator('.query-scope').getByText('抄送我的').click();
  await rowsWith('张三的报销-显示器').first().waitFor();
});
