// Issues 26 / 27 in the browser demo: a leave flow designed with a 延时 (2 小时) before the approvers and a
// 1-hour timeout with escalate on 直属主管. The launch page's predicted route reads 延时 2 小时; a launched
// instance's timeline says 等待至 …; time moves on through the demo's own clock (the backend fires due timers
// before it answers a request; the page's clock is set forward with playwright's clock, no test hook); the
// delay ends, 周敏's task times out and moves to her 直属主管 陈志远, whose 待我审批 lists it.
// Screenshots: test-results/flow-time-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SYSTEM_ADMIN, waitForApp, screenshotDir, signInAs } from '../harness.mjs';
import { clockedSpecPage, moveClockTo as moveClockToShared, timelineText as timelineOf } from '../demo-flow.mjs';

const START = new Date('2026-11-23T10:00:00');
const at = (hhmm) => new Date(`2026-11-23T${hhmm}:00`);

let session;
let page;
clockedSpecPage(START, SYSTEM_ADMIN, (opened, openedSession) => { page = opened; session = openedSession; });

const shot = (name) => page.screenshot({ path: path.join(screenshotDir, `flow-time-${name}.png`) });

/** A call to the demo backend from inside the page. */
const call = (p, body, headers = {}) => page.evaluate(async ([url, b, h]) => {
  const response = await fetch(url, b === undefined ? undefined : { method: 'POST', headers: { 'content-type': 'application/json', ...h }, body: JSON.stringify(b) });
  return { status: response.status, body: await response.json() };
}, [p, body, headers]);

const moveClockTo = (time) => moveClockToShared(page, time);
const timelineText = (instanceId, list) => timelineOf(page, session.baseUrl, instanceId, list);

let instanceId;

test('a flow designed with a 延时 and an escalating timeout: the launch page reads the wait as 延时 2 小时', async () => {
  const design = (await call('/flow/workflow/get_model_design?modelId=model-leave')).body.data;
  const flow = design.flow;
  flow.root.next = { id: 'n-wait', type: 'delay', name: '冷静期', props: { delay: { type: 'duration', minutes: 120 } }, next: flow.root.next };
  const short = JSON.stringify(flow).includes('"n-supervisor"');
  assert.ok(short, 'the leave flow has its 直属主管 node');
  const escalate = (node) => {
    if (!node || typeof node !== 'object') return;
    if (node.id === 'n-supervisor') node.props.timeout = { after: { hours: 1 }, action: 'escalate' };
    Object.values(node).forEach(escalate);
  };
  escalate(flow);
  const saved = await call('/flow/workflow/save_model_design', design);
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const applied = await call('/flow/workflow/apply', { modelId: 'model-leave', version: saved.body.data.version });
  assert.equal(applied.status, 200, JSON.stringify(applied.body));

  await signInAs(page, 'u-applicant');
  await page.goto(`${session.baseUrl}/newFlowLaunch?id=model-leave&modelName=${encodeURIComponent('请假')}`);
  await page.locator('.launch-route .route-delay').waitFor({ timeout: 30000 });
  const step = await page.locator('.launch-route .route-delay').innerText();
  assert.match(step, /冷静期\s*延时 2 小时/);
  assert.doesNotMatch(step, /无/);
  await page.locator('.launch-route').scrollIntoViewIfNeeded();
  await shot('launch-route');
});

test('launched at 10:00, the instance waits: the timeline shows 等待至 11-23 12:00 and nobody holds a task', async () => {
  const created = await call('/flow/workflow/add_instance', {
    modelId: 'model-leave', title: '张三的请假-延时',
    values: { leave_type: 1, leave_days: 1, leave_range: ['2026-12-01', '2026-12-01'], leave_reason: '家中有事', leave_phone: '13800138000' },
  }, { 'Idempotency-Key': 'flow-time-1' });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  instanceId = created.body.data.id;
  const text = await timelineText(instanceId);
  assert.match(text, /冷静期[\s\S]*等待至 11-23 12:00/);
  await shot('waiting');
});

test('at 12:01 the delay is over: 直属主管 周敏 holds the task', async () => {
  await moveClockTo(at('12:01'));
  const text = await timelineText(instanceId);
  assert.doesNotMatch(text, /等待至/);
  assert.match(text, /直属主管[\s\S]*周敏[\s\S]*审批中/);
});

test('at 13:01 周敏\'s task timed out: it moved to her 直属主管 陈志远 (超时自动转交), whose 待我审批 lists it', async () => {
  await moveClockTo(at('13:01'));
  await signInAs(page, SYSTEM_ADMIN);
  await page.goto(`${session.baseUrl}/approvingFlow`);
  await waitForApp(page);
  await page.locator('.instance-table tr', { hasText: '张三的请假-延时' }).waitFor({ timeout: 20000 });
  await page.screenshot({ path: path.join(screenshotDir, 'flow-time-escalated-todo.png') });
  const text = await timelineText(instanceId, 'approvingFlow');
  assert.match(text, /超时自动转交/);
  assert.match(text, /直属主管[\s\S]*陈志远[\s\S]*审批中/);
  await shot('escalated-timeline');
  assert.deepEqual(page.errors, []);
});
