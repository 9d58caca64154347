// Issue 26's node types in the demo: a leave flow with a setFields 触发器 and a waiting 子流程 (采购) is
// published, launched by 张三, the child really starts as 张三 and is approved by its approvers, which resumes
// the parent; 总经理 then approves it to the end. /ctb-show-flow shows each node's state and links the child.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { screenshotDir, signInAs, SYSTEM_ADMIN } from '../harness.mjs';
import { specPage, openAppCenter } from '../spec-page.mjs';
import { WORKFLOW, approveToEnd, becomeOnAppPage, chain, demoCall, instanceOf, openShowFlow, publishFlow } from '../demo-flow.mjs';
import { dayFromToday } from '../leave-dates.mjs';

let session;
let page;
specPage(async (opened, openedSession) => { [page, session] = [opened, openedSession]; await openAppCenter(page, session); });

const shot = (name) => page.screenshot({ path: path.join(screenshotDir, `flow-node-types-${name}.png`), fullPage: true });
const W = WORKFLOW;

const call = (method, url, body) => demoCall(page, method, url, body);
const instance = (id) => instanceOf(page, id);
const become = (userId) => becomeOnAppPage(page, session.baseUrl, userId);

async function showFlow(id, name) {
  await openShowFlow(page, session.baseUrl, id);
  await shot(name);
}

test('a setFields trigger and a waiting subflow run to the end across the applicant, the child\'s approvers and 总经理', async () => {
  await signInAs(page, SYSTEM_ADMIN);
  const design = await call('GET', `${W}get_model_design?modelId=model-leave`);
  const flow = { ...design.flow, root: { ...design.flow.root, next: chain(
    { id: 'n-set', type: 'trigger', name: '标记天数', props: { trigger: { type: 'setFields', values: { leave_days: 9 } } } },
    { id: 'n-buy', type: 'subflow', name: '采购', props: { subflow: { flowId: 'model-purchase', flowName: '采购', fieldMap: { purchase_item: 'leave_reason' }, initiator: 'initiator', wait: true } } },
    { id: 'n-ceo', type: 'approver', name: '总经理', props: { assignee: { type: 'users', userIds: ['u-ceo'] } } },
  ) } };
  await publishFlow(page, 'model-leave', design, flow);

  await signInAs(page, 'u-applicant');
  const values = { leave_type: 1, leave_days: 2, leave_range: [dayFromToday(3), dayFromToday(4)], leave_reason: '显示器', leave_phone: '13800138000' };
  const { id: parentId } = await call('POST', `${W}add_instance`, { modelId: 'model-leave', values });
  const parent = await instance(parentId);
  assert.equal(parent.values.leave_days, 9, 'setFields set the value');
  const childId = parent.history.find((h) => h.childInstanceId)?.childInstanceId;
  assert.ok(childId, 'the child instance started');
  await showFlow(parentId, '1-parent-waiting');
  assert.ok(await page.getByText('等待子流程结束').count() > 0, 'the subflow node waits');
  await page.locator('.flow-card-link', { hasText: '查看子流程' }).click();
  await page.waitForURL((url) => url.search.includes(childId));
  await page.locator('[data-testid="flow-canvas"]').waitFor();
  await shot('2-child');

  await approveToEnd(page, session.baseUrl, childId);
  await become(SYSTEM_ADMIN);
  assert.equal((await instance(childId)).status, 'approved');
  const resumed = await instance(parentId);
  assert.deepEqual(resumed.currentNodes.map((n) => n.nodeId), ['n-ceo'], 'the child\'s end resumed the parent');
  await call('POST', `${W}instance/action`, { instanceId: parentId, action: 'approve' });
  assert.equal((await instance(parentId)).status, 'approved');
  await showFlow(parentId, '3-parent-approved');
  assert.ok(await page.getByText('子流程已通过').count() > 0);
});
