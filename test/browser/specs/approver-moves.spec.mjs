// Issue 42: the approver's moves in the browser demo — 并加签 two people beside me in 或签 and 减签 one of them
// (the other decides for the node), 委派 and get it back (已处理并交回), 撤回同意 and approve again, a flow whose
// 路由分支 jumps forward by 金额 (and to 结束 for a petty sum), and 常用意见 saved and used with a photo on the comment, seen by the applicant in the
// timeline and in the printed PDF. Each person acts in the instance drawer; the timeline says what happened.
// Screenshots: test-results/approver-moves-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pickMember, screenshotDir, signInAs } from '../harness.mjs';
import { WORKFLOW as W, chain, demoCall, instanceOf, publishFlow, timelineText } from '../demo-flow.mjs';
import { approve, timeline } from '../approval-steps.mjs';
import { openAppCenter, specPage } from '../spec-page.mjs';
import { weekdayFromToday } from '../leave-dates.mjs';

let session;
let page;
specPage(async (opened, openedSession) => { [page, session] = [opened, openedSession]; await openAppCenter(page, session); });

const shot = (name) => page.screenshot({ path: path.join(screenshotDir, `approver-moves-${name}.png`) });
const leave = { leave_type: 1, leave_range: [`${weekdayFromToday(3)} 09:00`, `${weekdayFromToday(7)} 18:00`], leave_days: 5, leave_reason: '家事', leave_phone: '13800138000' };
let seq = 0;

/** 张三 sends an application through the demo backend; answers its id. */
async function launch(modelId, values, title) {
  await signInAs(page, 'u-applicant');
  seq += 1;
  return (await demoCall(page, 'POST', `${W}add_instance`, { modelId, values, title }, { 'Idempotency-Key': `approver-moves-${seq}-${Date.now()}` })).id;
}

/** Signs in as `userId` and opens the instance from 待我审批 (or another list). */
async function openAs(userId, id, list = 'approvingFlow') {
  await signInAs(page, userId);
  return timelineText(page, session.baseUrl, id, list);
}

const confirm = (dialog) => dialog.getByRole('button', { name: /确\s*定/ }).click();
const holders = async (id) => (await instanceOf(page, id)).currentNodes.map((node) => `${node.nodeName}:${node.userNames.join('、')}`);

test('并加签 two people beside me at a 或签 node, 减签 one of them: the other one decides for the node', async () => {
  const id = await launch('model-leave', leave, '张三的请假-并加签');
  await openAs('u-hr-head', id);
  await page.locator('.add-signer-button').click();
  const dialog = page.locator('.action-addSigner');
  await pickMember(dialog, '黄婷');
  await pickMember(dialog, '陈志远');
  await dialog.getByText('与我并行').click();
  await confirm(dialog);
  await page.getByText('已加签').first().waitFor();
  assert.match(await timeline(page), /周敏\s*并加签 黄婷、陈志远/);
  assert.deepEqual(await holders(id), ['部门负责人:周敏、黄婷、陈志远']);

  await page.locator('.remove-signer-button').click();
  const remove = page.locator('.action-removeSigner');
  await remove.getByRole('checkbox', { name: '陈志远' }).check();
  await confirm(remove);
  await page.getByText('已减签').first().waitFor();
  assert.match(await timeline(page), /周敏\s*减签 陈志远/);
  assert.deepEqual(await holders(id), ['部门负责人:周敏、黄婷']);
  await shot('1-removed');

  await openAs('u-hr-2', id);
  await approve(page, '我来定');
  assert.deepEqual(await holders(id), ['人事专员:刘洋']);
});

test('委派 to a colleague, who may only hand it back: 已处理并交回, then I decide', async () => {
  const id = await launch('model-leave', leave, '张三的请假-委派');
  await openAs('u-hr-head', id);
  await page.locator('.delegate-button').click();
  const dialog = page.locator('.action-delegate');
  await pickMember(dialog, '黄婷');
  await dialog.getByLabel('委派说明').fill('帮我核对天数');
  await confirm(dialog);
  await page.getByText('已委派').first().waitFor();

  await openAs('u-hr-2', id);
  // The delegate checks and hands back: no 拒绝, 转交 or 退回 here.
  await page.locator('.approve-button').waitFor();
  assert.equal(await page.locator('.reject-button, .transfer-button, .return-button, .add-signer-button').count(), 0);
  await approve(page, '天数无误');

  const back = await openAs('u-hr-head', id);
  assert.match(back, /周敏[\s\S]*委派给 黄婷[\s\S]*黄婷[\s\S]*已处理并交回[\s\S]*天数无误/);
  await shot('2-handed-back');
  await approve(page);
  assert.deepEqual(await holders(id), ['人事专员:刘洋']);
});

test('撤回同意 while the next approver has not looked at it, then approve again', async () => {
  const id = await launch('model-leave', leave, '张三的请假-撤回同意');
  await openAs('u-hr-head', id);
  await approve(page, '先同意');
  assert.deepEqual(await holders(id), ['人事专员:刘洋']);
  await page.locator('.retract-button').click();
  await page.getByText('已撤回同意').first().waitFor();
  await page.locator('.approve-button').waitFor();
  assert.match(await timeline(page), /周敏\s*撤回了同意/);
  assert.deepEqual(await holders(id), ['部门负责人:周敏']);
  await shot('3-retracted');
  await approve(page, '再次同意');
  assert.deepEqual(await holders(id), ['人事专员:刘洋']);
});

test('a 路由分支 jumps forward by 金额: above 5000 straight to 总经理审批, skipping 财务复核; under 100 to 结束', async () => {
  await signInAs(page, 'u-ceo');
  const design = await demoCall(page, 'GET', `${W}get_model_design?modelId=model-expense`);
  const flow = { ...design.flow, root: { ...design.flow.root, next: chain(
    { id: 'n-supervisor', type: 'approver', name: '直属主管', props: { assignee: { type: 'supervisor', level: 1 }, mode: 'or', whenEmpty: 'toAdmin' } },
    { id: 'n-route', type: 'router', name: '按金额路由', props: { routes: [
      { name: '大额', conditions: [[{ controlId: 'expense_total', op: 'gt', value: 5000 }]], toNodeId: 'n-boss' },
      // The reserved target `end` (结束): the instance ends approved.
      { name: '零星', conditions: [[{ controlId: 'expense_total', op: 'lt', value: 100 }]], toNodeId: 'end' },
    ] } },
    { id: 'n-fin', type: 'approver', name: '财务复核', props: { assignee: { type: 'users', userIds: ['u-fin-1'] }, mode: 'or' } },
    { id: 'n-boss', type: 'approver', name: '总经理审批', props: { assignee: { type: 'users', userIds: ['u-ceo'] }, mode: 'or' } },
  ) } };
  await publishFlow(page, 'model-expense', design, flow);
  const expense = (amount) => ({ expense_title: '服务器', expense_items: [[1, String(amount), '']], expense_total: amount.toFixed(2), expense_advance: 0, expense_due: amount.toFixed(2) });
  const big = await launch('model-expense', expense(8000), '张三的报销-大额');
  const small = await launch('model-expense', expense(800), '张三的报销-小额');
  const petty = await launch('model-expense', expense(50), '张三的报销-零星');
  const holder = (await instanceOf(page, big)).currentNodes[0].userIds[0];

  await openAs(holder, big);
  await approve(page);
  assert.deepEqual(await holders(big), ['总经理审批:陈志远']);
  assert.match(await timelineText(page, session.baseUrl, big, 'approvedFlow'), /按金额路由[\s\S]*路由到「总经理审批」/);
  await shot('4-routed');

  await openAs(holder, small);
  await approve(page);
  // At most 5000: no route matches and the flow goes on to 财务复核.
  assert.match((await holders(small)).join(), /^财务复核:/);

  await openAs(holder, petty);
  await approve(page);
  // Under 100: the route to 结束 ends the instance approved; nobody after the router is asked.
  assert.equal((await instanceOf(page, petty)).status, 'approved');
  assert.match(await timelineText(page, session.baseUrl, petty, 'approvedFlow'), /按金额路由[\s\S]*路由到「结束」/);
});

// A 1×1 PNG: the photo on the comment.
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('常用意见 saved and used, a photo with the comment: the applicant sees both in the timeline and in the PDF', async () => {
  const id = await launch('model-leave', leave, '张三的请假-常用意见');
  await openAs('u-hr-head', id);
  const box = page.locator('.approval-comment textarea');
  await box.fill('情况属实，同意');
  await page.locator('.common-phrases-button').click();
  await page.getByRole('button', { name: '将当前内容存为常用意见' }).click();
  await page.getByText('已加入常用意见').first().waitFor();
  await box.fill('');
  // The popover may still be open from the save; open it only when it is not.
  const phrase = page.locator('.common-phrases .common-phrase', { hasText: '情况属实，同意' });
  if (!(await phrase.isVisible())) await page.locator('.common-phrases-button').click();
  await phrase.getByRole('button', { name: '情况属实，同意', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('.approval-comment textarea')?.value === '情况属实，同意');

  await page.getByTestId('file-input-comment-attachments').setInputFiles({ name: '现场.png', mimeType: 'image/png', buffer: PHOTO });
  await page.locator('.comment-attachments .attachment-item', { hasText: '现场.png' }).waitFor({ timeout: 20000 });
  await shot('5-phrase-and-photo');
  await approve(page);

  const seen = await openAs('u-applicant', id, 'mySubmitFlow');
  assert.match(seen, /周敏\s*已同意[\s\S]*情况属实，同意[\s\S]*现场\.png/);

  await page.goto(`${session.baseUrl}/print/${id}`);
  await page.locator('.print-page[data-ready="true"]').waitFor({ timeout: 30000 });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'approver-moves-')), 'record.pdf');
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  assert.match(text, /情况属实，同意/);
  assert.match(text, /附件：现场\.png/);
});
