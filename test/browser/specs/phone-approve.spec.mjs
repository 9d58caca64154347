// Issue 20, the approver on a phone (390 × 844, touch, mobile viewport): a leave filed by the applicant shows as a
// card with its key fields in 待我审批; the approver (switched to through the 我的 sheet's user menu) approves it
// from the card through the bottom bar (exactly 更多 / 拒绝 / 同意) and the comment sheet (拒绝 needs a reason);
// the tab bar's 待我审批 count follows; 更多 → 退回 and 更多 → 转交 work from the action sheet.
// Screenshots of each page: test-results/phone-approve-*.png. (Filling the launch form itself on a phone is
// phone.spec.mjs's journey; here the applicant sends the leave as the form sends it.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { assertNoToastOver, waitForApp, screenshotDir, pickMember } from '../harness.mjs';
import { openPhone } from '../phone-checks.mjs';

const W = '/flow/workflow/';

let session;
let page;
before(async () => { ({ session, page } = await openPhone()); });
after(async () => { await session?.close(); });

const shot = (name, target = page) => target.screenshot({ path: path.join(screenshotDir, `phone-approve-${name}.png`) });
/** antd spaces out two-character button labels (同 意). */
const label = (text) => new RegExp(`^\\s*${text.split('').join('\\s*')}\\s*$`);

async function open(route) {
  await page.goto(session.baseUrl + route);
  await waitForApp(page);
}

/**
 * Sends leave requests as the applicant (as the launch form sends them), signing this tab in as 张三 for that and
 * then back as `returnTo` (a user id) if given; returns the ids and who the first leave waits for.
 */
async function fileLeaves(reasons, returnTo) {
  return page.evaluate(async ({ reasons, returnTo, W }) => {
    const post = async (url, body) => (await fetch(url, {
      method: 'POST', headers: { 'content-type': 'application/json', 'Idempotency-Key': `${url}-${Date.now()}-${Math.random()}` }, body: JSON.stringify(body),
    })).json();
    await post('/__demo/identity', { identity: 'applicant' });
    const ids = [];
    for (const reason of reasons) {
      const answer = await post(`${W}add_instance`, { modelId: 'model-leave', values: { leave_type: 2, leave_range: ['2025-03-10 09:00', '2025-03-11 18:00'], leave_days: 2, leave_reason: reason } });
      if (answer.code !== 0) throw new Error(answer.msg);
      ids.push(answer.data.id);
    }
    const first = (await (await fetch(`${W}get_instance?id=${ids[0]}`)).json()).data;
    if (returnTo) await post('/__demo/identity', { userId: returnTo });
    return { ids, approverId: first.currentApproverIds[0] };
  }, { reasons, returnTo, W });
}

/** Opens the 我的 sheet from the tab bar. */
async function openMine() {
  await page.locator('.tab-bar-item', { hasText: '我的' }).last().tap();
  await page.locator('.mine-sheet .mine-name').waitFor();
  await page.waitForTimeout(300); // the sheet's slide-in
}

/** Signs this tab in as `name` through the 我的 sheet's 切换为其他成员… (the page reloads). */
async function becomePerson(name) {
  await openMine();
  if ((await page.locator('.mine-sheet .mine-name').innerText()).includes(name)) {
    await page.keyboard.press('Escape');
    return;
  }
  await page.getByRole('menuitem', { name: '切换为其他成员…' }).tap();
  const dialog = page.locator('.switch-person-dialog');
  await pickMember(dialog, name);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: label('切换') }).tap()]);
  await waitForApp(page);
  await openMine();
  assert.match(await page.locator('.mine-sheet .mine-name').innerText(), new RegExp(name));
  await page.keyboard.press('Escape');
}

/** The count on the 待我审批 tab (0 when the badge is away). */
async function tabCount() {
  const badge = page.locator('.tab-bar-badge');
  return (await badge.count()) ? Number(await badge.getAttribute('data-count')) : 0;
}

async function openPending() {
  await page.locator('.tab-bar-item', { hasText: '待我审批' }).tap();
  await page.waitForURL((url) => url.pathname === '/approvingFlow');
  await page.waitForFunction(() => document.querySelectorAll('.instance-card').length > 0 || document.querySelector('.ant-empty'), null, { timeout: 20000 });
}

/** Visible buttons of `scope` smaller than 44 px either way. */
function smallTargets(scope) {
  return page.locator(scope).evaluateAll((els) => els.flatMap((root) => [...root.querySelectorAll('button, textarea')])
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && (r.width < 43.5 || r.height < 43.5))
    .map((r) => `${Math.round(r.width)}×${Math.round(r.height)}`));
}

let supervisor;
let supervisorId;

test('on a phone the approver approves a leave from its card through the bottom bar and the comment sheet; the 待我审批 count follows', async () => {
  await open('/flowapplicationcenter');
  const reason = `手机审批 ${Date.now()}`;
  const { ids: [id], approverId } = await fileLeaves([reason]);
  supervisorId = approverId;

  // The applicant's 我的申请 names who the leave waits for (当前：直属主管（…）).
  await open('/mySubmitFlow');
  const mine = page.locator(`.instance-card[data-instance-id="${id}"]`);
  await mine.waitFor();
  supervisor = (await mine.locator('.instance-card-step').innerText()).match(/（(.+?)）/)?.[1];
  assert.ok(supervisor, 'the card names the approver it waits for');

  await becomePerson(supervisor);
  await openPending();
  const before = await tabCount();
  assert.ok(before >= 1, 'the 待我审批 tab counts the leave');
  const card = page.locator(`.instance-card[data-instance-id="${id}"]`);
  await card.waitFor();
  // The card: flow, title, key fields, applicant, where it waits, status and time.
  const text = await card.innerText();
  for (const part of ['请假', '请假类型：事假', '请假天数：2 天', '申请人：张三', '审批中', '提交']) assert.ok(text.includes(part), `the card shows ${part}: ${text}`);
  await page.waitForTimeout(300);
  await shot('list');
  await shot('card', card);

  await card.tap();
  await page.locator(`.instance-view[data-instance-id="${id}"]`).waitFor();
  const bar = page.locator('.phone-action-bar');
  await bar.waitFor();
  assert.deepEqual((await bar.locator('button').allInnerTexts()).map((t) => t.replace(/\s+/g, '')), ['更多', '拒绝', '同意']);
  assert.equal(await page.locator('.instance-drawer-phone .approval-comment').count(), 0, 'no comment box on the page: it is in the sheet');
  const box = await bar.boundingBox();
  assert.ok(box.y + box.height <= 844 && box.y > 700, `the bar sits at the bottom of the screen (y ${Math.round(box.y)})`);
  assert.deepEqual(await smallTargets('.phone-action-bar'), [], 'bar buttons are 44 px or more');
  await page.waitForTimeout(400);
  await shot('instance-view');

  // 拒绝 needs a reason: the sheet says so and nothing is sent.
  await bar.getByRole('button', { name: label('拒绝') }).tap();
  const rejectSheet = page.locator('.comment-sheet-reject');
  await rejectSheet.locator('textarea').waitFor();
  await page.waitForTimeout(400);
  await rejectSheet.getByRole('button', { name: '确认拒绝' }).tap();
  assert.equal(await rejectSheet.getByRole('alert').innerText(), '请填写拒绝理由');
  await page.waitForTimeout(400); // the button's tap ripple
  await shot('comment-sheet-reject');
  await rejectSheet.getByRole('button', { name: label('取消') }).tap();
  await rejectSheet.locator('textarea').waitFor({ state: 'detached' });
  assert.equal(await page.locator('.instance-view').getAttribute('data-status'), 'pending');

  await bar.getByRole('button', { name: label('同意') }).tap();
  const sheet = page.locator('.comment-sheet-approve');
  await sheet.locator('textarea').fill('同意，注意休息');
  assert.deepEqual(await smallTargets('.comment-sheet-approve'), [], 'sheet buttons and the comment box are 44 px or more');
  await page.waitForTimeout(400);
  await shot('comment-sheet');
  await sheet.getByRole('button', { name: '确认同意' }).tap();
  await page.locator('.phone-action-bar').waitFor({ state: 'detached', timeout: 20000 });
  await page.locator('.ant-message', { hasText: /审批成功|已同意/ }).waitFor();
  // Issue 44: the toast sits below the full-screen drawer's header, not over its close (back) button.
  await assertNoToastOver(page, ['.instance-drawer-phone .ant-drawer-close']);
  await shot('approved');

  // Back to the list: the leave left 待我审批 and the tab count went down by one.
  await page.goBack();
  await page.locator('.instance-view').waitFor({ state: 'detached' });
  await page.waitForFunction((x) => !document.querySelector(`.instance-card[data-instance-id="${x}"]`), id, { timeout: 20000 });
  await page.waitForFunction((n) => Number(document.querySelector('.tab-bar-badge')?.getAttribute('data-count') ?? 0) === n, before - 1, { timeout: 20000 });
  const approved = await page.evaluate(async (x) => (await (await fetch(`/flow/workflow/get_instance?id=${x}`)).json()).data, id);
  assert.ok(approved.history.some((h) => h.action === 'approve' && h.comment === '同意，注意休息'), 'the approval carries the comment typed in the sheet');
  assert.deepEqual(page.errors, []);
});

test('on a phone 更多 opens the action sheet: 退回 sends a leave back to the applicant, 转交 hands one to a colleague', async () => {
  assert.ok(supervisor, 'runs after the approval test (the approver is known)');
  const { ids: [back, hand] } = await fileLeaves([`退回我 ${Date.now()}`, `转交我 ${Date.now()}`], supervisorId);
  await open('/approvingFlow');
  await page.locator(`.instance-card[data-instance-id="${hand}"]`).waitFor({ timeout: 20000 });
  // The tab's count is the list's total (已全部加载，共 N 条) once both have the two new leaves.
  const total = Number((await page.locator('.list-end').innerText()).match(/共 (\d+) 条/)[1]);
  await page.waitForFunction((n) => Number(document.querySelector('.tab-bar-badge')?.getAttribute('data-count') ?? 0) === n, total, { timeout: 20000 })
    .catch(async (e) => { throw new Error(`badge ${await tabCount()} vs list total ${total} (${await page.locator('.list-end').innerText()}): ${e.message}`); });
  const before = await tabCount();

  // 退回
  await page.locator(`.instance-card[data-instance-id="${back}"]`).tap();
  await page.locator(`.instance-view[data-instance-id="${back}"]`).waitFor();
  await page.locator('.phone-action-bar').getByRole('button', { name: label('更多') }).tap();
  const sheet = page.locator('.action-sheet');
  await sheet.locator('.action-sheet-item').first().waitFor();
  assert.deepEqual((await sheet.locator('.action-sheet-item').allInnerTexts()).map((t) => t.replace(/\s+/g, '')), ['退回', '转交', '加签', '评论']);
  assert.deepEqual(await smallTargets('.action-sheet'), [], 'action sheet entries are 44 px or more');
  await page.waitForTimeout(400);
  await shot('action-sheet');
  await sheet.getByRole('button', { name: label('退回') }).tap();
  const returnDialog = page.locator('.instance-action-dialog.action-return');
  await returnDialog.waitFor();
  await page.waitForTimeout(300);
  await shot('return-dialog');
  await returnDialog.getByRole('button', { name: label('确定') }).tap();
  await page.locator('.ant-message', { hasText: '已退回' }).waitFor({ timeout: 20000 });
  await page.locator('.phone-action-bar').waitFor({ state: 'detached' });
  await page.goBack();
  await page.locator('.instance-view').waitFor({ state: 'detached' });

  // 转交 to 周敏.
  await page.locator(`.instance-card[data-instance-id="${hand}"]`).tap();
  await page.locator(`.instance-view[data-instance-id="${hand}"]`).waitFor();
  await page.locator('.phone-action-bar').getByRole('button', { name: label('更多') }).tap();
  await sheet.getByRole('button', { name: label('转交') }).tap();
  const transfer = page.locator('.instance-action-dialog.action-transfer');
  await transfer.waitFor();
  const colleague = supervisor === '周敏' ? '刘洋' : '周敏';
  await pickMember(transfer, colleague);
  await page.waitForTimeout(300);
  await shot('transfer-dialog');
  const o = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  assert.ok(o.scrollWidth <= o.clientWidth, `the 转交 dialog fits the phone (${o.scrollWidth} > ${o.clientWidth})`);
  await transfer.getByRole('button', { name: label('确定') }).tap();
  await page.locator('.ant-message', { hasText: '已转交' }).waitFor({ timeout: 20000 });
  await page.goBack();
  await page.locator('.instance-view').waitFor({ state: 'detached' });

  const states = await page.evaluate(async (ids) => Promise.all(ids.map(async (x) => (await (await fetch(`/flow/workflow/get_instance?id=${x}`)).json()).data)), [back, hand]);
  assert.equal(states[0].currentNodes[0].nodeName, '发起人', 'the returned leave waits for the applicant');
  assert.deepEqual(states[1].currentNodes[0].userNames, [colleague], 'the handed-over leave waits for the colleague');
  await page.waitForFunction((n) => Number(document.querySelector('.tab-bar-badge')?.getAttribute('data-count') ?? 0) === n, before - 2, { timeout: 20000 });
  assert.deepEqual(page.errors, []);
});
