// Issue 33, item 1: a 200 answer that cannot be read is never a success. The demo's fault switch answers the
// action with a cut-off body (and does nothing); the page says so in Chinese, keeps the typed comment and
// reads the instance again. Sent again without the fault, the same comment goes through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { waitForApp, screenshotDir, pickMember } from '../harness.mjs';
import { specPage } from '../spec-page.mjs';

const OUTCOME_UNKNOWN = '服务器的应答无法识别，无法确认是否已处理；已重新读取审批单，请以当前状态为准，你填写的意见仍保留';

// Signed in as the approver 李四 for every test.
let page;
const opened = specPage(async (opening, session) => {
  page = opening;
  await page.goto(`${session.baseUrl}/approvingFlow`);
  await waitForApp(page);
  await page.evaluate(() => fetch('/__demo/identity', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identity: 'approver' }) }));
  await page.reload();
  await waitForApp(page);
  await page.locator('.user-menu[data-identity="approver"]').waitFor();
});

const shot = (name) => page.screenshot({ path: path.join(screenshotDir, `unreadable-${name}.png`) });
const malformedOnce = () => page.evaluate(() => fetch('/__demo/fault', {
  method: 'POST', headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ path: '/instance/action', fault: 'malformed', times: 1 }),
}));
/** Resolves when the open instance is read again (get_instance). */
const reread = () => page.waitForResponse((r) => r.url().includes('/flow/workflow/get_instance') && r.status() === 200);

async function openFirstPending() {
  await page.goto(`${opened.session.baseUrl}/approvingFlow`);
  await page.locator('.instance-table tbody tr.ant-table-row').first().waitFor();
  await page.locator('.instance-table tbody tr.ant-table-row').first().locator('.row-open').click();
  await page.locator('.instance-view[data-status="pending"]').waitFor();
  await page.locator('.approve-button').waitFor();
  await page.waitForTimeout(400); // the drawer's slide-in
}

test('转交 answered with a body that is not JSON: the dialog stays open with its note and says so', async () => {
  await openFirstPending();
  await page.locator('.transfer-button').click();
  const dialog = page.locator('.instance-action-dialog.action-transfer');
  await dialog.waitFor();
  await pickMember(dialog, '王五');
  await dialog.locator('textarea[aria-label="转交说明"]').fill('我出差，请王五处理');
  await malformedOnce();
  const again = reread();
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await again;
  await dialog.getByRole('alert').filter({ hasText: OUTCOME_UNKNOWN }).waitFor();
  await shot('transfer');
  assert.equal(await dialog.locator('textarea[aria-label="转交说明"]').inputValue(), '我出差，请王五处理');
  assert.equal(await page.getByText('已转交').count(), 0);
  // Nothing happened on the server: the instance is still pending and still mine.
  assert.equal(await page.locator('.instance-view').getAttribute('data-status'), 'pending');
  await dialog.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
  await dialog.waitFor({ state: 'detached' });
});


test('同意 answered with a body that is not JSON: a Chinese warning, the comment stays, the instance is read again', async () => {
  await openFirstPending();
  const id = await page.locator('.instance-view').getAttribute('data-instance-id');
  await page.locator('.approval-comment textarea').fill('同意，请注意比价');
  await malformedOnce();
  const again = reread();
  await page.locator('.approve-button').click();
  await again;
  await page.getByText(OUTCOME_UNKNOWN).waitFor();
  await shot('approve');
  assert.equal(await page.getByText('审批成功').count(), 0);
  assert.equal(await page.locator('.approval-comment textarea').inputValue(), '同意，请注意比价');
  // Nothing happened on the server: still pending, still mine to decide.
  assert.equal(await page.locator('.instance-view').getAttribute('data-instance-id'), id);
  assert.equal(await page.locator('.instance-view').getAttribute('data-status'), 'pending');
  // Sent again (the fault was for one request), the kept comment goes through once.
  await page.locator('.approve-button').click();
  await page.getByText('审批成功').waitFor();
  assert.match(await page.locator('.approval-timeline').innerText(), /同意，请注意比价/);
  assert.equal((await page.locator('.approval-timeline').innerText()).match(/同意，请注意比价/g)?.length, 1);
  assert.deepEqual(page.errors, []);
});
