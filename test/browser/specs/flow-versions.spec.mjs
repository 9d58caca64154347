// Issue 29: flow versions. Publish the leave flow, start three instances, change the flow (部门负责人 removed,
// 人事专员 会签, 紧急联系电话 required) and publish; 版本记录 compares the two versions (both trees coloured, the
// changes in words); 迁移's dry run names the instance the now-required field blocks; the others move and the
// new approver approves one on the new version; then 回滚 publishes the old version again as a new one.
// Issue 43 #9: published versions are numbered 1, 2, 3 … (the seed's leave flow is 版本 1; saves are drafts, so
// the next publish is 版本 2 however many saves came before), and 应用发布 shows the draft as 草稿.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SYSTEM_ADMIN, startSession, waitForApp, screenshotDir, signInAs } from '../harness.mjs';
import { dayFromToday } from '../leave-dates.mjs';

let session;
let page;

before(async () => {
  session = await startSession();
  page = await session.newPage();
});
after(async () => { await session?.close(); });

const W = '/flow/workflow/';
async function call(method, url, body) {
  return page.evaluate(async ({ method, url, body }) => {
    const response = await fetch(url, {
      method, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, ...(await response.json()) };
  }, { method, url, body });
}

/** Saves the newest leave design with `edit` applied and publishes it with `note`; resolves the version. */
async function publish(note, edit = () => undefined) {
  const design = (await call('GET', `${W}get_model_design?modelId=model-leave`)).data;
  edit(design);
  const saved = await call('POST', `${W}save_model_design`, design);
  assert.equal(saved.status, 200, saved.msg);
  const applied = await call('POST', `${W}apply`, { modelId: 'model-leave', version: saved.data.version, note });
  assert.equal(applied.status, 200, applied.msg);
  return applied.data.publishedVersion;
}

const confirmBox = (title) => page.locator('.ant-popconfirm:visible', { hasText: title });
const outcomeRow = (id) => page.locator(`[data-testid="migration-outcomes"] tr[data-row-key="${id}"]`);

test('版本记录: compare two versions, dry-run the migration (one blocked, named), migrate the others, approve on the new version, roll back', async () => {
  await page.goto(session.baseUrl);
  await waitForApp(page);
  await signInAs(page, SYSTEM_ADMIN);
  // Saves change only the draft: two saves, then the publish is the next number.
  const draft = (await call('GET', `${W}get_model_design?modelId=model-leave`)).data;
  assert.equal((await call('POST', `${W}save_model_design`, draft)).status, 200);
  const v1 = await publish('首次发布');
  assert.equal(v1, 2, 'the seed is 版本 1: the first publish here is 版本 2');
  await signInAs(page, 'u-applicant');
  const ids = [];
  for (const phone of ['13800138000', '13900139000', undefined]) {
    const launched = await call('POST', `${W}add_instance`, {
      modelId: 'model-leave', values: { leave_type: 1, leave_range: [`${dayFromToday(3)} 09:00`, `${dayFromToday(7)} 18:00`], leave_days: 5, leave_reason: '家中有事', ...(phone ? { leave_phone: phone } : {}) },
    });
    assert.equal(launched.status, 200, launched.msg);
    ids.push(launched.data.id);
  }
  await signInAs(page, SYSTEM_ADMIN);
  const v2 = await publish('去掉部门负责人，人事会签，紧急联系电话必填', (design) => {
    const long = design.flow.root.next.branches[0];
    long.next = { ...long.next.next, props: { ...long.next.next.props, mode: 'and' } };
    const phone = design.form.controls.find((c) => c.id === 'leave_phone');
    phone.config = { ...phone.config, required: true };
  });
  assert.equal(v2, 3);

  // 流程管理 → 版本.
  await page.goto(`${session.baseUrl}/flowManage`);
  await waitForApp(page);
  await page.getByRole('button', { name: '版本 请假' }).click();
  const list = page.getByTestId('version-list');
  await list.locator('tr', { hasText: `版本 ${v2}` }).waitFor();
  assert.match(await list.locator(`tr[data-row-key="${v2}"]`).innerText(), /当前[\s\S]*去掉部门负责人，人事会签，紧急联系电话必填/);
  assert.match(await list.locator(`tr[data-row-key="${v1}"]`).innerText(), /首次发布/);

  // 对比: the changes in words and both trees coloured.
  await page.getByRole('button', { name: `对比版本 ${v1}` }).click();
  const changes = page.getByTestId('version-changes');
  await changes.locator('li').first().waitFor();
  const words = await changes.innerText();
  assert.match(words, /删除审批节点「部门负责人」/);
  assert.match(words, /审批节点「人事专员」：审批方式 或签 → 会签/);
  assert.match(words, /控件「紧急联系电话」：必填 否 → 是/);
  assert.equal(await page.locator('[data-testid="outline-from"] [data-node-id="n-dept-head"]').getAttribute('data-change'), 'removed');
  assert.equal(await page.locator('[data-testid="outline-to"] [data-node-id="n-hr"]').getAttribute('data-change'), 'changed');
  await page.getByTestId('version-compare').screenshot({ path: path.join(screenshotDir, 'flow-versions-compare.png') });

  // 迁移: choose our three instances, map 部门负责人 → 人事专员, dry run.
  const migration = page.getByTestId('version-migration');
  for (const id of ids) await migration.locator(`tr[data-row-key="${id}"] input[type="checkbox"]`).check();
  await page.getByRole('combobox', { name: '部门负责人 的新节点' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '人事专员' }).click();
  await migration.getByRole('button', { name: /试\s*运\s*行/ }).click();
  await outcomeRow(ids[2]).waitFor();
  assert.match(await outcomeRow(ids[2]).innerText(), /不能迁移[\s\S]*紧急联系电话/);
  for (const id of ids.slice(0, 2)) assert.match(await outcomeRow(id).innerText(), /可以迁移[\s\S]*人事专员：/);
  await migration.screenshot({ path: path.join(screenshotDir, 'flow-versions-dry-run.png') });
  assert.match((await call('GET', `${W}get_instance?id=${ids[0]}`)).data.currentNodes[0].nodeName, /部门负责人/, 'the dry run changed nothing');

  await migration.getByRole('button', { name: /迁\s*移/ }).last().click();
  await confirmBox('迁移 2 条实例').getByRole('button', { name: /迁\s*移/ }).click();
  await page.getByText('已迁移 2 条，1 条未迁移').waitFor();
  const moved = (await call('GET', `${W}get_instance?id=${ids[0]}`)).data;
  assert.equal(moved.currentNodes[0].nodeName, '人事专员');
  assert.equal((await call('GET', `${W}get_instance?id=${ids[2]}`)).data.currentNodes[0].nodeName, '部门负责人');

  // The new approver approves on the new version.
  const approver = moved.currentApproverIds[0];
  await signInAs(page, approver);
  const decided = await call('POST', `${W}instance/approve`, { instanceId: ids[0], action: 'approve', comment: '同意' });
  assert.equal(decided.status, 200, decided.msg);

  // 回滚 the old version: a new version, marked current, with the rollback note.
  await signInAs(page, SYSTEM_ADMIN);
  await page.goto(`${session.baseUrl}/flowVersions?modelId=model-leave`);
  await waitForApp(page);
  await page.getByRole('button', { name: `回滚到版本 ${v1}` }).click();
  await confirmBox(`回滚到版本 ${v1}`).getByRole('button', { name: /回\s*滚/ }).click();
  await page.getByText(`已回滚：版本 2 发布为版本 4`).waitFor();
  await list.locator(`tr[data-row-key="4"]`).waitFor();
  assert.match(await list.locator(`tr[data-row-key="4"]`).innerText(), new RegExp(`当前[\\s\\S]*回滚到版本 2`));
  assert.deepEqual(await list.locator('tbody tr[data-row-key]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key'))), ['4', '3', '2', '1']);
  await page.screenshot({ path: path.join(screenshotDir, 'flow-versions-rolled-back.png'), fullPage: true });

  // 应用发布: the published number, and the draft — the same as 版本 4 until a save changes it.
  await page.goto(`${session.baseUrl}/flow-set/model-leave/appPublish`);
  await waitForApp(page);
  await page.getByTestId('published-version').filter({ hasText: '版本 4' }).waitFor({ timeout: 30000 });
  assert.equal(await page.getByTestId('draft-state').innerText(), '与已发布的版本 4 相同');
  // A save (another administrator's, here through the API) changes the draft, not the published version.
  const latest = (await call('GET', `${W}get_model_design?modelId=model-leave`)).data;
  assert.equal((await call('POST', `${W}save_model_design`, latest)).status, 200);
  await page.reload();
  await waitForApp(page);
  await page.getByTestId('draft-state').filter({ hasText: '未发布的修改' }).waitFor({ timeout: 30000 });
  assert.equal(await page.getByTestId('published-version').innerText(), '版本 4');
  await page.getByTestId('draft-state').locator('xpath=ancestor::div[contains(@class,"ant-card")][1]').screenshot({ path: path.join(screenshotDir, 'flow-versions-draft.png') });
  assert.deepEqual(page.errors, []);
});
