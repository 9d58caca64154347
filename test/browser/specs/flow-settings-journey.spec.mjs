// Issue 27 end to end, as the people of the organisation see it. 陈志远 (系统管理员) sets the seeded 报销 flow up
// in 流程设计: 直属主管 needs an approve comment and a handwritten signature; the large-amount 财务复核 hands its task
// to the holder's 直属主管 after 2 working hours (工作日历: Mon–Fri 09:00–18:00); 总经理会签 becomes a 60% 按比例会签
// of 3; 扩展设置 gets an 审批编号 rule (BX-YYYYMMDD-0001) and a 标题规则. 赵六 is away for a week (我的 → 代理设置:
// 王五 acts for him). 张三 launches on Friday afternoon; the demo's clock (the page's: the backend runs in it) is
// moved on to Monday, when the 财务 task of Friday 17:00 falls due at 10:00 and moves to 李四. Screenshots:
// test-results/flow-settings-journey-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { chooseInUserMenu, pickMember, screenshotDir } from '../harness.mjs';
import { openAppCenter, specPage } from '../spec-page.mjs';
import { approve, become, closeDrawer, fillReimbursement, openFrom, rowsWith, timeline } from '../approval-steps.mjs';
import { moveClockTo } from '../demo-flow.mjs';
import { chooseOption, closeDrawer as closeNodeDrawer, nodeDrawer } from '../flow-designer-page.mjs';

const friday = (hhmm) => new Date(`2026-11-27T${hhmm}:00`);
const monday = (hhmm) => new Date(`2026-11-30T${hhmm}:00`);
const SERIAL = 'BX-20261127-0001';
const TITLE = '张三报销：服务器扩容垫付';

let session;
let page;
specPage(async (opened, started) => {
  [page, session] = [opened, started];
  // The page's clock is the demo backend's clock: it runs in the page.
  await page.clock.setFixedTime(friday('15:00'));
  await openAppCenter(page, session);
  await become(page, '陈志远');
});

const shot = (name) => page.screenshot({ path: path.join(screenshotDir, `flow-settings-journey-${name}.png`) });
const url = (pathname) => `${session.baseUrl}${pathname}`;
const drawer = () => nodeDrawer(page);
const statusTag = () => page.locator('.instance-drawer .status-tag');

/** Moves the demo's clock to `time` and reloads: the first request fires whatever is due by then. */
/** Opens a node's drawer on the canvas and one of its groups (审批人, 超时, …). */
async function openNode(nodeId, group) {
  await page.locator(`.flow-card[data-node-id="${nodeId}"]`).click();
  await drawer().getByRole('tab', { name: group, exact: true }).click();
}

/** Draws a stroke across a signature pad, as a mouse would. */
async function sign(pad) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (const [dx, dy] of [[60, -30], [110, 25], [170, -20], [230, 15]]) await page.mouse.move(box.x + dx, box.y + box.height / 2 + dy, { steps: 4 });
  await page.mouse.up();
}

test('流程设计: signature and comment at 直属主管, a 2-hour working-time escalation at 财务复核, a 60% 会签 of 3, 审批编号 and 标题规则; published', async () => {
  await page.goto(url('/flow-set/model-expense/flowEditor'));
  await page.getByTestId('flow-canvas').waitFor({ timeout: 30000 });

  await openNode('n-supervisor', '意见与签名');
  await drawer().getByRole('checkbox', { name: '同意时必须填写审批意见' }).check();
  await drawer().getByRole('checkbox', { name: '同意时需要手写签名' }).check();
  await closeNodeDrawer(page);

  await openNode('n-fin-large', '超时');
  await drawer().getByRole('switch', { name: '启用超时处理' }).click();
  await drawer().getByLabel('超时时间', { exact: true }).fill('2');
  await chooseOption(page, drawer().getByLabel('超时时间单位'), '小时');
  await drawer().getByRole('checkbox', { name: '仅计算工作时间' }).check();
  await drawer().getByRole('radio', { name: '转交直属主管' }).check();
  await shot('designer-timeout');
  await closeNodeDrawer(page);

  await openNode('n-boss', '审批人');
  await drawer().getByRole('button', { name: '添加成员' }).click();
  const picker = page.getByRole('dialog', { name: '添加成员' });
  await pickMember(picker, '赵六');
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await picker.waitFor({ state: 'detached' });
  await drawer().getByRole('tab', { name: '审批方式', exact: true }).click();
  await drawer().getByRole('radio', { name: /按比例会签/ }).check();
  await drawer().getByLabel('通过比例').fill('60');
  await drawer().getByLabel('通过比例').blur();
  await shot('designer-ratio');
  await closeNodeDrawer(page);
  assert.match(await page.locator('.flow-card[data-node-id="n-boss"]').innerText(), /陈志远[\s\S]*李四[\s\S]*赵六/);

  await page.getByRole('tab', { name: '扩展设置' }).click();
  await page.getByRole('textbox', { name: '标题规则' }).fill('{发起人}报销：{报销事由}（{报销合计}元）');
  await page.getByRole('switch', { name: '启用审批编号' }).click();
  await page.getByRole('textbox', { name: '编号前缀' }).fill('BX');
  await chooseOption(page, page.getByLabel('分隔符'), '分隔符 -');
  assert.equal(await page.getByTestId('serial-example').innerText(), SERIAL);
  await page.getByText('工作日历').scrollIntoViewIfNeeded();
  await shot('designer-expansion');

  await page.getByRole('tab', { name: '应用发布' }).click();
  await page.getByRole('button', { name: /发\s*布/ }).last().click();
  await page.getByText(/发布成功（版本 \d+）/).first().waitFor({ timeout: 20000 });
});

test('我的 → 代理设置: 赵六 is away for a week and 王五 acts for him', async () => {
  await become(page, '赵六');
  await chooseInUserMenu(page, '代理设置', (timeout) => page.waitForURL((url) => url.pathname === '/delegation', { timeout }));
  await page.getByRole('button', { name: '新增代理' }).click();
  const editor = page.getByRole('dialog', { name: '新增代理' });
  await editor.getByRole('button', { name: '选择代理人' }).click();
  const picker = page.getByRole('dialog', { name: '选择代理人' });
  await pickMember(picker, '王五');
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await editor.getByPlaceholder('开始时间').click();
  await editor.getByPlaceholder('开始时间').fill('2026-11-27 09:00');
  await page.keyboard.press('Enter');
  await editor.getByPlaceholder('结束时间').fill('2026-12-04 09:00');
  await page.keyboard.press('Enter');
  await editor.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('已保存').first().waitFor();
  const row = page.locator('.delegation-table tbody tr.ant-table-row').first();
  assert.match(await row.innerText(), /王五[\s\S]*2026-11-27 09:00 至 2026-12-04 09:00[\s\S]*全部流程[\s\S]*生效中/);
  await shot('delegation');
});

test('张三 launches on Friday: the route names 赵六\'s delegate; 我的申请 shows the 审批编号 and the rule\'s title', async () => {
  await moveClockTo(page, friday('16:30'));
  await become(page, '张三');
  await page.goto(url(`/newFlowLaunch?id=model-expense&modelName=${encodeURIComponent('报销')}`));
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  await fillReimbursement(page, '服务器扩容垫付', '8000');
  // 赵六 is away from Friday 09:00: the route under the form already names who acts for him, as the task will.
  await page.waitForFunction(() => /总经理会签[\s\S]*陈志远、李四、王五（代 赵六）/.test(document.querySelector('.launch-route')?.textContent ?? ''));
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await page.waitForURL((u) => u.pathname === '/mySubmitFlow', { timeout: 20000 });
  const mine = rowsWith(page, TITLE).first();
  await mine.waitFor();
  assert.match(await mine.innerText(), new RegExp(`${TITLE}（8000元）[\\s\\S]*${SERIAL}`));
  // The rule's title is longer than its column: hovering it shows it whole.
  assert.equal(await mine.locator('.ant-typography', { hasText: TITLE }).first().getAttribute('title'), `${TITLE}（8000元）`);
  await shot('my-list');
});

test('周敏 at Friday 17:00: 同意 without a comment is refused (请填写审批意见), without a signature too (请先签名); signed, it passes', async () => {
  await moveClockTo(page, friday('17:00'));
  await become(page, '周敏');
  await openFrom(page, url('/approvingFlow'), TITLE);
  assert.match(await page.locator('.instance-drawer').innerText(), new RegExp(`审批编号\\s*${SERIAL}`));
  await page.waitForTimeout(400); // the drawer's slide-in
  await page.locator('.approve-button').click();
  await page.getByText('请填写审批意见').first().waitFor();
  await page.locator('.approval-comment textarea').fill('情况属实，同意报销');
  await page.locator('.approve-button').click();
  const dialog = page.locator('.signature-dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '确认同意' }).click();
  await dialog.getByText('请先签名').waitFor();
  await shot('signature-refused');
  await sign(dialog.getByRole('img', { name: '审批签名' }));
  await dialog.getByRole('button', { name: '确认同意' }).click();
  await page.getByText('审批成功').first().waitFor();
  const text = await timeline(page);
  assert.match(text, /周敏\s*已同意[\s\S]*情况属实，同意报销/);
  assert.match(text, /财务复核\s*孙丽\s*审批中/);
  // The 会签 to come names 赵六's delegate (赵六 is away) and says its share, as it will while it waits.
  assert.match(text, /总经理会签\s*陈志远、李四、王五（代 赵六）\s*待审批（按比例会签：需 60% 的人同意）/);
  assert.equal(await page.locator('.approval-timeline img').count() >= 1, true, 'the signature is shown in the timeline');
  await page.locator('.approval-timeline').scrollIntoViewIfNeeded();
  await shot('signed-timeline');
});

test('财务复核 created Friday 17:00 is due Monday 10:00 on working time: at 09:59 孙丽 holds it, at 10:01 it moved to 李四 (超时自动转交)', async () => {
  await closeDrawer(page);
  await moveClockTo(page, monday('09:59'));
  await become(page, '张三');
  await openFrom(page, url('/mySubmitFlow'), TITLE);
  assert.match(await timeline(page), /财务复核\s*孙丽\s*审批中/);
  assert.doesNotMatch(await timeline(page), /超时自动转交/);

  await closeDrawer(page);
  await moveClockTo(page, monday('10:01'));
  await become(page, '李四');
  await openFrom(page, url('/approvingFlow'), TITLE);
  const text = await timeline(page);
  assert.match(text, /财务复核\s*孙丽\s*转交给 李四[\s\S]*超时自动转交[\s\S]*财务复核\s*李四\s*审批中/);
  await page.locator('.approval-timeline').scrollIntoViewIfNeeded();
  await shot('escalated');
  await approve(page);
});

test('总经理会签 at 60% of 3: 王五 approves for 赵六, 陈志远 makes it 2 of 3 — it passes and 李四\'s task is cancelled', async () => {
  await become(page, '王五');
  await openFrom(page, url('/approvingFlow'), TITLE);
  await approve(page);
  assert.match(await statusTag().innerText(), /审批中/);
  assert.match(await timeline(page), /王五（代 赵六）\s*已同意/);

  await become(page, '陈志远');
  await openFrom(page, url('/approvingFlow'), TITLE);
  await approve(page);
  await statusTag().filter({ hasText: '已通过' }).waitFor();
  await closeDrawer(page);
  await become(page, '李四');
  await page.goto(url('/approvingFlow'));
  await page.locator('.instance-table').waitFor();
  await page.waitForTimeout(500);
  assert.equal(await rowsWith(page, TITLE).count(), 0, '李四 has no task left at the 会签');

  await become(page, '张三');
  await openFrom(page, url('/mySubmitFlow'), TITLE);
  const text = await timeline(page);
  assert.match(text, /周敏\s*已同意[\s\S]*孙丽\s*转交给 李四[\s\S]*超时自动转交[\s\S]*李四\s*已同意[\s\S]*王五（代 赵六）\s*已同意[\s\S]*陈志远\s*已同意/);
  await page.locator('.approval-timeline').scrollIntoViewIfNeeded();
  await shot('approved-timeline');
  assert.deepEqual(page.errors, []);
});
