// Issue 16: the read-only flow views and creating flows. /show-flow-preview draws the leave flow's saved design
// read-only; /ctb-show-flow draws seeded instances with each node's state; /flowManage creates a flow (then the
// designer opens on it), copies one and deletes one, each after a confirmation; a flow with instances cannot be deleted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SYSTEM_ADMIN, startSession, waitForApp, screenshotDir } from '../harness.mjs';

let session;
let page;

before(async () => {
  session = await startSession();
  page = await session.newPage();
});
after(async () => { await session?.close(); });

const card = (name) => page.locator('.flow-card', { has: page.locator('[data-testid="flow-card-title"]', { hasText: new RegExp(`^${name}$`) }) });
/** The open confirmation with this title (one still fading out may be in the page too). */
const confirmBox = (title) => page.locator('.ant-popconfirm:visible', { hasText: title });
const classOf = async (locator) => (await locator.getAttribute('class')) ?? '';

/** The flow views have no page frame: their specs wait for their own heading instead of waitForApp. */
async function open(url, { frame = true } = {}) {
  await page.goto(`${session.baseUrl}${url}`);
  if (frame) await waitForApp(page);
}

test('/show-flow-preview draws the leave flow read-only with the designer cards', async () => {
  await open('/show-flow-preview?modelId=model-leave', { frame: false });
  await page.getByRole('heading', { name: '请假 · 流程预览' }).waitFor({ timeout: 30000 });
  for (const name of ['发起人', '部门负责人', '人事专员', '直属主管', '抄送行政']) assert.equal(await card(name).count(), 1, name);
  assert.match(await page.locator('.flow-branch-card', { hasText: '超过3天' }).innerText(), /请假天数 > 3/);
  assert.equal(await page.locator('.flow-add, .flow-card-tools, .is-editable').count(), 0, 'no editing controls');
  assert.equal(await page.locator('.side-nav, .ant-layout-sider').count(), 0, 'outside the main layout');
  await page.screenshot({ path: path.join(screenshotDir, 'show-flow-preview.png') });
});

test('/ctb-show-flow marks the nodes of a pending 5-day leave and of an approved 1-day leave', async () => {
  await open('/ctb-show-flow?instanceId=inst-1', { frame: false });
  await page.getByRole('heading', { name: /流程图$/ }).waitFor({ timeout: 30000 });
  assert.match(await classOf(card('发起人')), /is-done/);
  assert.match(await card('发起人').innerText(), /张三 发起申请/);
  assert.match(await classOf(card('部门负责人')), /is-current/);
  assert.match(await card('部门负责人').innerText(), /进行中[\s\S]*待 .+ 处理/);
  assert.match(await classOf(card('人事专员')), /is-waiting/);
  assert.match(await classOf(card('直属主管')), /is-skipped/);
  assert.match(await classOf(page.locator('[data-branch-id="b-short"]')), /is-skipped/);
  assert.match(await classOf(card('抄送行政')), /is-waiting/);
  // Issue 32 item 12: a faded card (branch not taken) stays opaque, so the branch's connector line behind it
  // does not show through; only its contents fade.
  for (const faded of [card('直属主管'), page.locator('[data-branch-id="b-short"]')]) {
    const look = await faded.evaluate((el) => ({
      opacity: getComputedStyle(el).opacity, background: getComputedStyle(el).backgroundColor, contents: getComputedStyle(el.firstElementChild).opacity,
    }));
    assert.equal(look.opacity, '1', 'the faded card itself is not see-through');
    assert.equal(look.background, 'rgb(255, 255, 255)');
    assert.ok(Number(look.contents) < 1, 'its contents are faded');
  }
  await page.screenshot({ path: path.join(screenshotDir, 'ctb-show-flow-pending.png') });

  // inst-5 is 王五's leave: 张三 has no part in it and may not see it (issue 19); its applicant opens it.
  await page.evaluate(() => fetch('/__demo/identity', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: 'u-wangwu' }) }));
  await open('/ctb-show-flow?instanceId=inst-5', { frame: false });
  await page.getByRole('heading', { name: /流程图$/ }).waitFor({ timeout: 30000 });
  assert.match(await classOf(card('直属主管')), /is-done/);
  assert.match(await card('直属主管').innerText(), /已同意 · \d\d-\d\d \d\d:\d\d/);
  assert.match(await classOf(card('部门负责人')), /is-skipped/);
  assert.match(await classOf(page.locator('[data-branch-id="b-long"]')), /is-skipped/);
  assert.match(await card('抄送行政').innerText(), /已抄送/);
  await page.screenshot({ path: path.join(screenshotDir, 'ctb-show-flow-approved.png') });
  await page.evaluate(() => fetch('/__demo/identity', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identity: 'applicant' }) }));
  assert.deepEqual(page.errors, []);
});

test('/flowManage: 新建流程 opens the designer on the start node alone; 复制 and 删除 after a confirmation; a flow with instances is not deleted', async () => {
  // Flows are managed by an administrator (issue 25): this tab becomes 陈志远 (系统管理员).
  await page.evaluate((id) => fetch('/__demo/identity', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: id }) }), SYSTEM_ADMIN);
  await open('/flowManage');
  const row = (name) => page.locator('tr', { has: page.locator('td', { hasText: new RegExp(`^${name}$`) }) });
  await row('请假').waitFor({ timeout: 30000 });

  await page.getByRole('button', { name: '新建流程' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('流程名称').fill('用章申请');
  await dialog.locator('label.ant-radio-button-wrapper', { has: page.getByLabel('图标 章') }).click();
  await dialog.getByLabel('说明').fill('公章使用');
  await page.screenshot({ path: path.join(screenshotDir, 'flow-manage-new.png') });
  await dialog.getByRole('button', { name: '创建并设计' }).click();
  await page.waitForURL(/\/flow-set\/[^/]+\/frameset/, { timeout: 30000 });
  const newId = page.url().match(/flow-set\/([^/]+)\//)[1];
  await page.goto(`${session.baseUrl}/flow-set/${newId}/flowEditor`);
  await page.getByTestId('flow-canvas').waitFor({ timeout: 30000 });
  assert.equal(await page.locator('.flow-card').count(), 1, 'only the start node');

  await open('/flowManage');
  await row('用章申请').waitFor({ timeout: 30000 });
  assert.match(await row('用章申请').innerText(), /未发布/);

  await row('请假').getByRole('button', { name: '复制 请假' }).click();
  await confirmBox('复制流程「请假」？').getByRole('button', { name: '复制' }).click();
  await row('请假 副本').waitFor({ timeout: 30000 });
  assert.match(await row('请假 副本').innerText(), /未发布/);
  await page.screenshot({ path: path.join(screenshotDir, 'flow-manage-copied.png') });

  await row('请假').getByRole('button', { name: '删除 请假' }).click();
  await confirmBox('删除流程「请假」？').getByRole('button', { name: '删除' }).click();
  await page.getByText(/该流程已有 \d+ 条审批记录，不能删除，只能停用/).first().waitFor({ timeout: 30000 });
  assert.equal(await row('请假').count(), 1);

  await row('用章申请').getByRole('button', { name: '删除 用章申请' }).click();
  await confirmBox('删除流程「用章申请」？').getByRole('button', { name: '删除' }).click();
  await row('用章申请').waitFor({ state: 'detached', timeout: 30000 });

  // The unpublished copy is not offered to applicants.
  await open('/flowapplicationcenter');
  await page.getByText('请假', { exact: true }).first().waitFor({ timeout: 30000 });
  assert.equal(await page.getByText('请假 副本').count(), 0);
  // The refused delete is the one failed call expected (the browser logs its 400).
  assert.deepEqual(page.errors.filter((e) => !/status of 400 .*\/del_model$/.test(e)), []);
});
