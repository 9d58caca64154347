// Issue 39, 组织架构 on the demo build: the 系统管理员 adds a department and a person, moves the person into the new
// department, imports 20 people from an .xlsx file with one bad row (the row is reported, nobody is imported),
// and lets 周敏 leave with open tasks: her successor 施雯 finds them in 待我审批.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { SYSTEM_ADMIN, signInAs, screenshotDir, waitForApp } from '../harness.mjs';
import { specPage } from '../spec-page.mjs';

let session;
let page;
specPage(async (opened, openedSession) => { [page, session] = [opened, openedSession]; }, { as: SYSTEM_ADMIN });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'organisation-admin-spec-'));

async function call(method, url, body) {
  return page.evaluate(async ({ method, url, body }) => {
    const response = await fetch(url, { method, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, ...(await response.json()) };
  }, { method, url, body });
}

async function openPage() {
  await page.goto(`${session.baseUrl}/organisation`);
  await waitForApp(page);
  await page.locator('.org-people .ant-table-row').first().waitFor({ timeout: 30000 });
}

/** Chooses `label` in the antd Select `select` (a locator) by typing it. */
async function choose(select, label) {
  await select.click();
  await page.keyboard.type(label);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label }).first().click();
}

const dialog = (cls) => page.locator(`.ant-modal:has(.${cls})`);
const personRow = (name) => page.locator('.org-people .ant-table-row', { has: page.locator('.org-person-name', { hasText: name }) });

test('adds a department and a person, then moves the person into the new department', async () => {
  await openPage();
  await page.locator('.org-add-dept').click();
  await dialog('org-dept-dialog').locator('.org-dept-name').fill('培训组');
  await choose(dialog('org-dept-dialog').locator('.org-dept-parent'), '人事行政部');
  await dialog('org-dept-dialog').getByRole('button', { name: '保存' }).click();
  await page.locator('.org-tree-node', { hasText: '培训组' }).waitFor();

  // The people of the chosen department are listed: 财务部, where the new person goes first.
  await page.locator('.org-tree-node', { hasText: '财务部' }).click();
  await page.locator('.org-add-person').click();
  const form = dialog('org-person-dialog');
  await form.locator('.org-person-name-input').fill('孙悦');
  await form.locator('.org-person-number').fill('E1099');
  await form.locator('.org-person-email').fill('e1099@yunshan.example');
  await choose(form.locator('.org-person-main-dept'), '财务部');
  await form.getByRole('button', { name: '保存' }).click();
  await personRow('孙悦').waitFor();
  assert.match(await personRow('孙悦').innerText(), /E1099[\s\S]*e1099@yunshan\.example[\s\S]*财务部/);

  await personRow('孙悦').locator('.org-edit-person').click();
  await choose(dialog('org-person-dialog').locator('.org-person-main-dept'), '培训组');
  await dialog('org-person-dialog').getByRole('button', { name: '保存' }).click();
  await page.locator('.org-tree-node', { hasText: '培训组' }).click();
  await personRow('孙悦').waitFor();
  assert.equal(await page.locator('.org-people .ant-table-row').count(), 1, 'only 孙悦 is in 培训组');
  const log = await call('GET', '/flow/workflow/operation_log/list');
  assert.deepEqual(log.data.list.slice(0, 3).map((e) => e.action), ['update_person', 'add_person', 'add_department']);
  await page.screenshot({ path: path.join(screenshotDir, 'organisation-admin-moved.png') });
});

test('imports 20 people from an .xlsx file: one bad row is reported with its number and reason, and nobody is imported', async () => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员');
  sheet.addRow(['工号', '姓名', '邮箱', '主部门编号', '其他部门编号', '直属主管工号', '角色', '状态']);
  for (let i = 0; i < 20; i++) {
    const number = `E8${String(i).padStart(3, '0')}`;
    sheet.addRow([number, `新同事${i + 1}`, `${number.toLowerCase()}@yunshan.example`, i === 11 ? 'd-gone' : 'd-admin', '', 'E1000', '', '在职']);
  }
  const file = path.join(tmp, '新同事.xlsx');
  await book.xlsx.writeFile(file);
  await openPage();
  await page.locator('.org-import-file').setInputFiles(file);
  const errors = page.locator('.org-import-errors');
  await errors.waitFor({ timeout: 30000 });
  assert.match(await errors.innerText(), /人员第 13 行：部门不存在：d-gone/);
  const view = await call('GET', '/api/organisation/view');
  assert.equal(view.data.people.filter((p) => p.employeeNumber.startsWith('E8')).length, 0, 'nothing of the file is imported');
  // The refused import is the one console error (the browser logs the 400).
  assert.deepEqual(page.errors.filter((e) => !/status of 400.*\/api\/organisation\/import/.test(e)), []);
  page.errors.length = 0;
});

test('周敏 leaves with open tasks: her successor 施雯 finds them in 待我审批', async () => {
  await signInAs(page, 'u-hr-head');
  const open = (await call('GET', '/flow/workflow/instance/get_work_instances?kind=todo')).data.list;
  assert.ok(open.length > 0, '周敏 has open tasks in the seed');
  await signInAs(page, SYSTEM_ADMIN);
  await openPage();
  await page.locator('.org-tree-node', { hasText: '人事行政部' }).click();
  await personRow('周敏').locator('.org-leave').click();
  const leave = dialog('org-leave-dialog');
  await choose(leave.locator('.org-successor'), '施雯');
  await leave.getByRole('button', { name: '确认离职' }).click();
  const handOver = page.locator('.org-hand-over');
  await handOver.waitFor({ timeout: 30000 });
  assert.match(await handOver.innerText(), /\d+ 项待办已转交/);
  assert.match(await handOver.innerText(), /负责部门：人事行政部/);
  await page.screenshot({ path: path.join(screenshotDir, 'organisation-admin-hand-over.png') });

  await signInAs(page, 'u-hr-3');
  await page.goto(`${session.baseUrl}/approvingFlow`);
  await waitForApp(page);
  await page.getByText(open[0].title).first().waitFor({ timeout: 30000 });
  // The timeline says the system handed it over (离职交接), not 周敏, who has left.
  await page.goto(`${session.baseUrl}/approvingFlow?instanceId=${open[0].id}`);
  const handed = page.locator('.instance-view .timeline-node', { hasText: '离职交接' });
  await handed.waitFor({ timeout: 20000 });
  assert.match(await handed.innerText(), /系统[\s\S]*转交给 施雯/);
  assert.deepEqual(page.errors, []);
});
