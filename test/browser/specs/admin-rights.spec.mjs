// Issue 25, who may administer: the employee sees no 管理 menu, gets the 403 page at /role-manage and cannot edit
// roles through the API; the 人事 子管理员 manages 人事 flows only; the 系统管理员 grants and revokes a right and the
// other tab's menu follows; an approver's edit appears as 原值 → 新值 in the timeline and the printed PDF.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForApp, signInAs, screenshotDir, pickMember } from '../harness.mjs';
import { specPage, openAppCenter } from '../spec-page.mjs';
import { dayFromToday } from '../leave-dates.mjs';

let session;
let page;
specPage(async (opened, openedSession) => { [page, session] = [opened, openedSession]; await openAppCenter(page, session); });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-rights-spec-'));

/** Calls the demo backend from `on` as its tab's person: the HTTP status and the envelope. */
async function call(on, method, url, body) {
  return on.evaluate(async ({ method, url, body }) => {
    const response = await fetch(url, {
      method, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, ...(await response.json()) };
  }, { method, url, body });
}

const adminGroup = (on) => on.getByRole('navigation', { name: '主导航' }).getByRole('group', { name: '管理' });


test('the employee (赵六) sees no 管理 menu, gets the 403 page at /role-manage and cannot edit roles through the API', async () => {
  await signInAs(page, 'u-zhaoliu');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('group', { name: '审批' }).waitFor();
  assert.equal(await adminGroup(page).count(), 0);
  await page.goto(`${session.baseUrl}/role-manage`);
  await page.getByText(/你没有系统管理员权限/).waitFor({ timeout: 30000 });
  assert.equal(await page.locator('.role-table').count(), 0, 'the role page is not drawn');
  const roles = await call(page, 'GET', '/flow/workflow/assignee_role/list');
  const admin = roles.data.list.find((r) => r.name === '系统管理员');
  const refused = await call(page, 'POST', '/flow/workflow/assignee_role/update', { ...admin, userIds: [...admin.userIds, 'u-zhaoliu'] });
  assert.deepEqual([refused.status, refused.msg], [403, '你没有系统管理员权限']);
  const after = await call(page, 'GET', '/flow/workflow/assignee_role/list');
  assert.deepEqual(after.data.list.find((r) => r.name === '系统管理员').userIds, admin.userIds);
  await page.screenshot({ path: path.join(screenshotDir, 'admin-rights-employee-403.png') });
  // The one console error is the refused call itself.
  assert.deepEqual(page.errors.map((e) => e.replace(/^.*status of (\d+).*\/(\w+)$/, '$1 $2')), ['403 update']);
  page.errors.length = 0;
});

test('the 人事 子管理员 (周敏) manages 人事 flows only', async () => {
  await signInAs(page, 'u-hr-head');
  assert.deepEqual(await adminGroup(page).getByRole('link').allInnerTexts(), ['流程管理', '流程中心', '表单列表', '流程权限管理', '流程统计']);
  await page.goto(`${session.baseUrl}/flowManage`);
  await waitForApp(page);
  const row = (name) => page.locator('tr', { has: page.locator('td', { hasText: new RegExp(`^${name}$`) }) });
  await row('请假').waitFor({ timeout: 30000 });
  assert.equal(await row('出差').count(), 1);
  assert.equal(await row('报销').count(), 0, 'a 财务 flow is not listed');
  const refused = await call(page, 'POST', '/flow/workflow/upd_model', { id: 'model-expense', status: 'stopped' });
  assert.deepEqual([refused.status, refused.msg], [403, '你没有管理该流程的权限']);
  const mine = await call(page, 'POST', '/flow/workflow/upd_model', { id: 'model-trip', description: '出差申请与行程安排' });
  assert.equal(mine.status, 200);
  await page.goto(`${session.baseUrl}/flow-set/model-expense/formDesign`);
  await page.getByText(/你没有管理该流程的权限/).waitFor({ timeout: 30000 });
  assert.deepEqual(page.errors.map((e) => e.replace(/^.*status of (\d+).*\/(\w+)$/, '$1 $2')), ['403 upd_model']);
  page.errors.length = 0;
});

test('the 系统管理员 (陈志远) grants 接口管理 to 赵六 and takes it back; 赵六\'s other tab follows', async () => {
  await signInAs(page, 'u-ceo');
  const other = await session.newPage();
  await other.goto(`${session.baseUrl}/flowapplicationcenter`);
  await waitForApp(other);
  await signInAs(other, 'u-zhaoliu');
  assert.equal(await adminGroup(other).count(), 0);

  await page.goto(`${session.baseUrl}/flowcompetencemanagement`);
  await waitForApp(page);
  await page.locator('.grants-table .ant-table-row').first().waitFor({ timeout: 30000 });
  await page.locator('.grant-add').click();
  const dialog = page.locator('.grant-dialog');
  await dialog.getByRole('combobox', { name: '权限' }).click();
  await page.locator('.ant-select-item-option', { hasText: /^接口管理$/ }).click();
  await dialog.getByRole('button', { name: '选择人员' }).click();
  const picker = page.locator('.ant-modal').filter({ has: page.getByRole('searchbox', { name: '搜索成员' }) });
  await pickMember(picker, '赵六');
  // antd spaces out two-character button texts (确 定, 保 存).
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('授权已保存').waitFor();
  const granted = page.locator('.grants-table .ant-table-row', { hasText: '接口管理' });
  assert.match(await granted.innerText(), /人员：赵六/);

  // 赵六's tab hears of the change and shows the entry without a reload.
  await adminGroup(other).getByRole('link', { name: '接口管理' }).waitFor({ timeout: 15000 });
  await other.screenshot({ path: path.join(screenshotDir, 'admin-rights-granted.png') });

  await granted.getByRole('button', { name: /收\s*回/ }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /收\s*回/ }).click();
  await page.getByText('授权已收回').waitFor();
  await adminGroup(other).waitFor({ state: 'detached', timeout: 15000 });
  const log = await call(page, 'GET', '/flow/workflow/operation_log/list');
  assert.deepEqual(log.data.list.slice(0, 2).map((e) => e.action), ['remove_grant', 'add_grant']);
  assert.match(log.data.list[1].change, /接口管理：赵六/);
  await other.close();
  assert.deepEqual(page.errors, []);
});

test('an approver\'s edit shows as 原值 → 新值 in the timeline and in the printed PDF', async () => {
  await signInAs(page, 'u-applicant');
  const launched = await call(page, 'POST', '/flow/workflow/add_instance', {
    modelId: 'model-leave', values: { leave_type: 1, leave_range: [`${dayFromToday(3)} 09:00`, `${dayFromToday(7)} 18:00`], leave_days: 5, leave_reason: '回老家探亲', leave_phone: '13912345678' },
  });
  const id = launched.data.id;
  await signInAs(page, 'u-hr-head');
  await call(page, 'POST', '/flow/workflow/instance/approve', { instanceId: id, action: 'approve', comment: '同意' });
  await signInAs(page, 'u-hr-1'); // 刘洋, 人事专员: 请假天数 可编辑
  const instance = (await call(page, 'GET', `/flow/workflow/get_instance?id=${id}`)).data;
  const decided = await call(page, 'POST', '/flow/workflow/instance/approve', { instanceId: id, action: 'approve', comment: '按实际天数', values: { ...instance.values, leave_days: 4 } });
  assert.equal(decided.status, 200);

  await signInAs(page, 'u-applicant');
  await page.goto(`${session.baseUrl}/mySubmitFlow?instanceId=${id}`);
  await waitForApp(page);
  const edits = page.locator('.timeline-edits');
  await edits.waitFor({ timeout: 30000 });
  assert.equal(await edits.innerText(), '请假天数：5 天 → 4 天');

  await page.goto(`${session.baseUrl}/print/${id}`);
  await page.locator('.print-page[data-ready="true"]').waitFor({ timeout: 30000 });
  const file = path.join(tmp, 'edited.pdf');
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  assert.match(text, /按实际天数；请假天数：5\s*天\s*→\s*4\s*天/);
  assert.deepEqual(page.errors, []);
});
