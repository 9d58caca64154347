// Issue 41 in the browser: 张三 fills the seeded 采购 form's new controls — a 金额 with its 大写, colleagues and a
// department from the organisation tree, a link to an earlier request, an ID number typed with a lowercase x —
// submits it, and sees them in the instance view; the approver (孙丽, 财务复核) opens the linked request through
// its card although she could not see it otherwise, and approves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { specPage } from '../spec-page.mjs';
import { waitForApp } from '../harness.mjs';
import { approve, become, openFrom, rowsWith } from '../approval-steps.mjs';

const opened = specPage(async (page, session) => {
  await page.goto(`${session.baseUrl}/flowapplicationcenter`);
  await waitForApp(page);
});
const PURCHASE = '/newFlowLaunch?id=model-purchase&modelName=%E9%87%87%E8%B4%AD';
const field = (page, id) => page.locator(`[data-control-id="${id}"]`);
const TITLE = '张三的采购';

test('张三 fills 金额, 成员, 部门, 关联审批单 and 身份证号 and submits', async () => {
  const { page, session } = opened;
  await page.goto(session.baseUrl + PURCHASE);
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  await field(page, 'purchase_item').locator('input').fill('服务器');

  // 金额: the 大写 follows what is typed; a third decimal is refused on blur.
  const money = field(page, 'purchase_budget').locator('input');
  await money.fill('6800.505');
  await money.blur();
  await field(page, 'purchase_budget').getByText('金额最多保留两位小数').waitFor();
  await money.fill('6800.5');
  await money.blur();
  await field(page, 'purchase_budget').getByText('大写：陆仟捌佰元零伍角').waitFor();

  // 成员: two colleagues from the picker (multiple).
  await field(page, 'purchase_users').getByRole('button', { name: '选择成员' }).click();
  const members = page.locator('.ant-modal', { has: page.getByRole('searchbox', { name: '搜索成员' }) }).last();
  for (const name of ['李四', '王五']) {
    await members.getByRole('searchbox', { name: '搜索成员' }).fill(name);
    const box = members.locator('.org-picker-member', { hasText: name }).first().locator('input[type="checkbox"]');
    await box.check();
    assert.equal(await box.isChecked(), true);
  }
  await members.getByRole('button', { name: /^确\s*定$/ }).click();
  await members.waitFor({ state: 'detached' });
  await field(page, 'purchase_users').getByText('李四').waitFor();
  await field(page, 'purchase_users').getByText('王五').waitFor();

  // 部门: 前端组 from the tree.
  await field(page, 'purchase_dept').getByRole('button', { name: '选择部门' }).click();
  const depts = page.locator('.ant-modal', { has: page.getByRole('searchbox', { name: '搜索部门' }) }).last();
  await depts.getByRole('searchbox', { name: '搜索部门' }).fill('前端组');
  await depts.locator('.ant-tree-title', { hasText: '前端组' }).first().click();
  await depts.getByRole('button', { name: /^确\s*定$/ }).click();
  await depts.waitFor({ state: 'detached' });
  await field(page, 'purchase_dept').getByText('前端组').waitFor();

  // 关联审批单: an earlier 请假 of 张三's.
  const related = field(page, 'purchase_related');
  await related.locator('.ant-select').click();
  await related.locator('input').fill('请假');
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '张三的请假' }).first();
  await option.click();
  await related.getByTestId('linked-instance-card').getByText('张三的请假').waitFor();
  await page.keyboard.press('Escape');

  // 身份证号: a lowercase x becomes X.
  const idInput = field(page, 'purchase_id_card').locator('input');
  await idInput.fill('11010519491231002x');
  await idInput.blur();
  assert.equal(await idInput.inputValue(), '11010519491231002X');

  await page.locator('.submit-button').click();
  await page.waitForURL((url) => url.pathname === '/mySubmitFlow', { timeout: 30000 });
  await rowsWith(page, TITLE).first().waitFor();
});

test('the instance view shows ¥ and the 大写, names, the linked card and the whole ID number', async () => {
  const { page, session } = opened;
  await openFrom(page, `${session.baseUrl}/mySubmitFlow`, TITLE);
  const view = page.locator('.instance-view');
  await view.locator('[data-control-id="purchase_budget"]').getByText('¥6,800.50').waitFor();
  await view.locator('[data-control-id="purchase_budget"]').getByText('大写：陆仟捌佰元零伍角').waitFor();
  await view.locator('[data-control-id="purchase_users"]').getByText('李四、王五').waitFor();
  await view.locator('[data-control-id="purchase_dept"]').getByText('前端组').waitFor();
  await view.locator('[data-control-id="purchase_id_card"]').getByText('11010519491231002X').waitFor();
  await view.locator('[data-control-id="purchase_related"]').getByTestId('linked-instance-card').getByText('张三的请假').waitFor();
});

test('the approver opens the linked request in place through its card, then approves', async () => {
  const { page, session } = opened;
  await become(page, '孙丽');
  await openFrom(page, `${session.baseUrl}/approvingFlow`, TITLE);
  const card = page.locator('.instance-view [data-control-id="purchase_related"]').getByTestId('linked-instance-card');
  await card.getByRole('button', { name: '张三的请假' }).click();
  const linked = page.getByTestId('linked-instance-view');
  await linked.getByText('请假类型').waitFor();
  await page.locator('.ant-modal', { has: linked }).locator('.ant-modal-close').click();
  await linked.waitFor({ state: 'detached' });
  await approve(page, '同意采购');
});
