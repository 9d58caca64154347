// Issue 26's journey in the browser demo: an administrator designs the leave flow's 包容分支 in 流程设计 (two
// branches that both match a 2-day 年假, plus 其他情况), then adds a 延时 1 小时, a setFields 触发器 (请假天数 → 9)
// read by a later 条件分支 (超过7天 → 人事复核) and a 子流程 (采购) that waits for its end, and publishes. 张三 launches
// at 10:00; 周敏 approves the inclusive branch while its other branch's copy went out at once; the instance waits
// until 11:00 (等待至); at 11:01 (the demo's own clock, moved as flow-time moves it) 周敏 holds 人事复核 because
// the trigger set the days; after her approval the parent waits on the child 采购 (linked both ways in
// /ctb-show-flow); the child's approvers finish it and the parent ends 已通过.
// Screenshots: test-results/flow-node-journey-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SYSTEM_ADMIN, waitForApp, screenshotDir, signInAs } from '../harness.mjs';
import { WORKFLOW as W, approveToEnd, becomeOnAppPage, chain, clockedSpecPage, demoCall, instanceOf, moveClockTo, openShowFlow, publishFlow, timelineText } from '../demo-flow.mjs';
import { addBelow as addBelowIn, chooseOption as chooseOptionIn, closeDrawer as closeDrawerIn } from '../flow-designer-page.mjs';

const MODEL = 'model-leave';
const START = new Date('2026-11-23T10:00:00');

let session;
let page;
clockedSpecPage(START, SYSTEM_ADMIN, (opened, openedSession) => { page = opened; session = openedSession; });

const shot = (name, fullPage = true) => page.screenshot({ path: path.join(screenshotDir, `flow-node-journey-${name}.png`), fullPage });
const drawer = () => page.locator('.ant-drawer');
const inclusiveBranch = (n) => page.locator('.flow-group-inclusive .flow-branch-card').nth(n);

async function openDesigner() {
  await page.goto(`${session.baseUrl}/flow-set/${MODEL}/flowEditor`);
  await waitForApp(page);
  await page.getByTestId('flow-canvas').waitFor({ timeout: 30000 });
}

const addBelow = (target, label) => addBelowIn(page, target, label);
const chooseOption = (select, text) => chooseOptionIn(page, select, text);
const closeDrawer = () => closeDrawerIn(page);

/** A branch's name and its one condition, set in the branch's drawer. */
async function setBranch(card, name, field, op, setValue) {
  await card.click();
  await drawer().getByLabel('条件名称').fill(name);
  await drawer().getByRole('button', { name: '+ 添加条件', exact: true }).click();
  await chooseOption(drawer().getByLabel('条件字段'), field);
  await chooseOption(drawer().getByLabel('运算符'), op);
  await setValue(drawer().getByLabel(`${field} 比较值`));
  await closeDrawer();
}

/** Opens the instance in 待我审批 as its holder and presses 同意 there. */
async function approveInView(instanceId) {
  await timelineText(page, session.baseUrl, instanceId, 'approvingFlow');
  await page.locator('.approve-button').click();
  await page.getByText('审批成功').first().waitFor();
}

let parentId;

test('an administrator designs a 包容分支 in 流程设计, adds 延时, 触发器, 条件分支 and a waiting 子流程, and publishes', async () => {
  await openDesigner();
  // Start again from the start node: remove the seeded condition group and the cc.
  await page.getByRole('button', { name: '删除 请假天数' }).click();
  await page.locator('.flow-card', { hasText: '抄送行政' }).hover();
  await page.getByRole('button', { name: '删除 抄送行政' }).click();

  await addBelow(page.locator('.flow-card-start'), '包容分支');
  await setBranch(inclusiveBranch(0), '超过1天', '请假天数', '>', async (input) => { await input.fill('1'); await input.blur(); });
  await page.locator('.flow-group-inclusive .flow-add-branch').click();
  await setBranch(inclusiveBranch(1), '年假', '请假类型', '属于', (select) => chooseOption(select, '年假'));
  assert.match(await inclusiveBranch(0).innerText(), /超过1天[\s\S]*请假天数 > 1/);
  assert.match(await inclusiveBranch(1).innerText(), /年假[\s\S]*请假类型 属于 年假/);
  assert.match(await inclusiveBranch(2).innerText(), /其他情况[\s\S]*默认/);

  await addBelow(inclusiveBranch(0), '审批人');
  await drawer().getByRole('radio', { name: '直属主管' }).check();
  await drawer().getByLabel('节点名称').fill('主管审批');
  await closeDrawer();
  await addBelow(inclusiveBranch(1), '抄送人');
  await drawer().getByRole('radio', { name: '角色' }).check();
  await chooseOption(drawer().getByRole('combobox', { name: '角色' }), '行政采购');
  await drawer().getByLabel('节点名称').fill('抄送行政');
  await closeDrawer();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByTestId('dirty-state').filter({ hasText: '已保存' }).waitFor({ timeout: 20000 });
  await shot('1-designed-inclusive');

  // The rest through the demo's own save and publish calls, after the group the administrator drew.
  const design = await demoCall(page, 'GET', `${W}get_model_design?modelId=${MODEL}`);
  const group = design.flow.root.next;
  assert.equal(group.type, 'inclusive');
  const flow = { ...design.flow, root: { ...design.flow.root, next: { ...group, next: chain(
    { id: 'n-wait', type: 'delay', name: '冷静期', props: { delay: { type: 'duration', minutes: 60 } } },
    { id: 'n-mark', type: 'trigger', name: '标记复核天数', props: { trigger: { type: 'setFields', values: { leave_days: 9 } } } },
    { id: 'c-review', type: 'condition', name: '是否复核', props: {}, branches: [
      { id: 'b-review', name: '超过7天', priority: 1, conditions: [[{ controlId: 'leave_days', op: 'gt', value: 7 }]],
        next: { id: 'n-review', type: 'approver', name: '人事复核', props: { assignee: { type: 'users', userIds: ['u-hr-head'] }, mode: 'or', whenEmpty: 'toAdmin' } } },
      { id: 'b-no-review', name: '其他情况', priority: 2, default: true, conditions: [] },
    ] },
    { id: 'n-buy', type: 'subflow', name: '采购申请', props: { subflow: { flowId: 'model-purchase', flowName: '采购', fieldMap: { purchase_item: 'leave_reason' }, initiator: 'initiator', wait: true } } },
  ) } } };
  await publishFlow(page, MODEL, design, flow);

  await openDesigner();
  const canvas = await page.getByTestId('flow-canvas').innerText();
  assert.match(canvas, /包容分支/, 'the group says it is a 包容分支, not a 条件分支');
  assert.match(canvas, /冷静期[\s\S]*延时 1 小时[\s\S]*标记复核天数[\s\S]*超过7天[\s\S]*人事复核[\s\S]*采购申请[\s\S]*子流程：采购/);
  // Zoomed out, the whole flow is in one screenshot.
  for (let step = 0; step < 5; step++) await page.getByRole('button', { name: '缩小' }).click();
  await shot('2-designer-published');
});

test('the launch page predicts the route: the matching inclusive branch, 延时, the trigger and the branch its value picks', async () => {
  await signInAs(page, 'u-applicant');
  await page.goto(`${session.baseUrl}/newFlowLaunch?id=${MODEL}&modelName=${encodeURIComponent('请假')}`);
  await page.locator('.launch-route .route-delay').waitFor({ timeout: 30000 });
  await chooseOption(page.locator('[data-control-id="leave_type"] .ant-select'), '年假');
  await page.locator('.launch-route', { hasText: '抄送行政' }).waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
  const route = await page.locator('.launch-route').innerText();
  assert.match(route, /抄送行政[\s\S]*冷静期\s*延时 1 小时[\s\S]*人事复核[\s\S]*采购申请/);
  await page.locator('.launch-route').scrollIntoViewIfNeeded();
  // The viewport, where the route is (a full-page picture of the scrolled launch page misplaces the side menu).
  await shot('3-launch-route', false);
});

test('launched at 10:00: both inclusive branches run (the copy at once, 周敏 approves), then the instance waits until 11:00', async () => {
  parentId = (await demoCall(page, 'POST', `${W}add_instance`, {
    modelId: MODEL, title: '张三的请假-包容',
    values: { leave_type: 1, leave_days: 2, leave_range: ['2026-12-01', '2026-12-02'], leave_reason: '显示器', leave_phone: '13800138000' },
  }, { 'Idempotency-Key': 'flow-node-journey-1' })).id;

  await signInAs(page, 'u-hr-head');
  const both = await timelineText(page, session.baseUrl, parentId, 'approvingFlow');
  assert.match(both, /主管审批[\s\S]*周敏[\s\S]*审批中/);
  assert.match(both, /抄送行政/);
  await shot('4-inclusive-both-branches');
  await approveInView(parentId);

  const waiting = await timelineText(page, session.baseUrl, parentId, 'approvedFlow');
  assert.match(waiting, /冷静期[\s\S]*等待至 11-23 11:00/);
  const parent = await instanceOf(page, parentId);
  assert.equal(parent.status, 'pending');
  assert.deepEqual(parent.currentNodes.filter((n) => n.userIds?.length), [], 'nobody holds a task while the delay runs');
  await shot('5-delay-waiting');
});

test('at 11:01 the delay is over: the trigger set 请假天数 to 9, so 周敏 holds 人事复核; her approval starts the child', async () => {
  await moveClockTo(page, new Date('2026-11-23T11:01:00'));
  const text = await timelineText(page, session.baseUrl, parentId, 'approvingFlow');
  assert.doesNotMatch(text, /等待至/);
  assert.match(text, /冷静期\s*延时结束/);
  assert.match(text, /人事复核[\s\S]*周敏[\s\S]*审批中/);
  assert.equal((await instanceOf(page, parentId)).values.leave_days, 9);
  await shot('6-review-after-trigger');
  await approveInView(parentId);
});

test('the parent waits on its child 采购 (linked both ways); the child\'s approvers finish it and the parent ends 已通过', async () => {
  // 张三 started both: he sees the parent and its child.
  await becomeOnAppPage(page, session.baseUrl, 'u-applicant');
  const childId = (await instanceOf(page, parentId)).history.find((h) => h.childInstanceId)?.childInstanceId;
  assert.ok(childId, 'the child instance started');
  await openShowFlow(page, session.baseUrl, parentId);
  assert.match(await page.locator('.flow-card', { hasText: '冷静期' }).innerText(), /已完成[\s\S]*延时结束 · 11-23 11:00/);
  const subflowCard = page.locator('.flow-card', { hasText: '采购申请' });
  assert.match(await subflowCard.innerText(), /等待子流程结束/);
  await subflowCard.scrollIntoViewIfNeeded();
  await shot('7-parent-waits-on-child');
  await page.locator('.flow-card-link', { hasText: '查看子流程' }).click();
  await page.waitForURL((url) => url.search.includes(childId));
  await page.locator('[data-testid="flow-canvas"]').waitFor();
  assert.equal(await page.getByRole('link', { name: '主流程：张三的请假-包容' }).count(), 1, 'the child links back to its parent');
  await shot('8-child');

  await approveToEnd(page, session.baseUrl, childId);
  await becomeOnAppPage(page, session.baseUrl, 'u-applicant');
  assert.equal((await instanceOf(page, childId)).status, 'approved');
  assert.match(await timelineText(page, session.baseUrl, childId), /主流程：张三的请假-包容/, 'the child links back to its parent');
  await shot('9-child-approved-timeline');
  assert.equal((await instanceOf(page, parentId)).status, 'approved', 'the child\'s end resumed the parent to its end');
  const text = await timelineText(page, session.baseUrl, parentId);
  assert.match(text, /子流程已通过|采购申请[\s\S]*已通过/);
  await shot('10-parent-approved-timeline');
  await openShowFlow(page, session.baseUrl, parentId);
  const finished = page.locator('.flow-card', { hasText: '采购申请' });
  assert.match(await finished.innerText(), /已完成[\s\S]*子流程已通过/);
  await finished.scrollIntoViewIfNeeded();
  await shot('11-parent-approved-flow');
  assert.deepEqual(page.errors, []);
});
