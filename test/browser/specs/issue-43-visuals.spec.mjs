// Issue 43, the items one sees: #6 a 办理人 card's name stands on a coloured header (it was white on nothing);
// #7 the 回滚 confirmation of 版本记录 opens inside the window from 1280 px up (it opened off-screen at 1400 px and
// the page scrolled sideways); #18 the BPMN view leaves room around the drawing (发起人 and 结束 were cut at the
// frame's edge). Each with a screenshot.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SYSTEM_ADMIN, startSession, waitForApp, screenshotDir, signInAs } from '../harness.mjs';
import { chain, demoCall, WORKFLOW as W } from '../demo-flow.mjs';

let session;
let page;

before(async () => {
  session = await startSession();
  page = await session.newPage({ as: SYSTEM_ADMIN });
});
after(async () => { await session?.close(); });

const shot = (name) => page.screenshot({ path: path.join(screenshotDir, `issue-43-${name}.png`) });

/** Saves the leave design with `flow` (or as it is) and publishes it; resolves the published version. */
async function publishLeave(flow) {
  const design = await demoCall(page, 'GET', `${W}get_model_design?modelId=model-leave`);
  const { version } = await demoCall(page, 'POST', `${W}save_model_design`, { ...design, ...(flow ? { flow } : {}) });
  const applied = await demoCall(page, 'POST', `${W}apply`, { modelId: 'model-leave', version });
  return applied.publishedVersion;
}

test('issue 43 #6: a 办理人 card shows its name in white on a coloured header, unlike the 审批人 card', async () => {
  await page.goto(session.baseUrl);
  await waitForApp(page);
  await signInAs(page, SYSTEM_ADMIN);
  const design = await demoCall(page, 'GET', `${W}get_model_design?modelId=model-leave`);
  await publishLeave({ ...design.flow, root: { ...design.flow.root, next: chain(
    { id: 'n-boss', type: 'approver', name: '主管审批', props: { assignee: { type: 'users', userIds: ['u-hr-head'] } } },
    { id: 'n-it', type: 'handler', name: 'IT 发放', props: { assignee: { type: 'users', userIds: ['u-it-1'] } } },
  ) } });
  await page.goto(`${session.baseUrl}/flow-set/model-leave/flowEditor`);
  await waitForApp(page);
  const card = page.locator('.flow-card[data-node-id="n-it"]');
  await card.waitFor({ timeout: 30000 });
  await card.scrollIntoViewIfNeeded();
  const look = (nodeId) => page.locator(`.flow-card[data-node-id="${nodeId}"] .flow-card-header`).evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, color: style.color, title: el.textContent };
  });
  const handler = await look('n-it');
  const approver = await look('n-boss');
  assert.match(handler.title ?? '', /IT 发放/);
  assert.notEqual(handler.background, 'rgba(0, 0, 0, 0)', 'the 办理人 header has a colour');
  assert.notEqual(handler.background, handler.color, 'its title is not drawn in its background colour');
  assert.notEqual(handler.background, approver.background, 'the 办理人 header differs from the 审批人 one');
  await card.screenshot({ path: path.join(screenshotDir, 'issue-43-handler-card.png') });
  await shot('canvas');
});

test('issue 43 #7: 回滚 and 删除 confirmations of 版本记录 open inside the window at 1280, 1400 and 1920 px; the page never scrolls sideways', async () => {
  await page.goto(session.baseUrl);
  await waitForApp(page);
  await signInAs(page, SYSTEM_ADMIN);
  // Two published versions at least: the older one offers 回滚 and 删除.
  await publishLeave();
  for (const width of [1280, 1400, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${session.baseUrl}/flowVersions?modelId=model-leave`);
    await waitForApp(page);
    const rollback = page.getByRole('button', { name: /^回滚到版本 / }).first();
    await rollback.waitFor({ timeout: 30000 });
    // As the administrator did: 对比 first (the two flows side by side under the list), then 回滚.
    await page.getByRole('button', { name: /^对比版本 / }).last().click();
    await page.locator('.ant-card', { hasText: '版本对比' }).getByText(/版本 \d+/).first().waitFor();
    for (const [button, title] of [[rollback, '回滚到版本'], [page.getByRole('button', { name: /^删除版本 / }).first(), '删除版本']]) {
      await button.click();
      const box = page.locator('.ant-popconfirm:visible', { hasText: title });
      await box.waitFor();
      // Wait for the opening motion to settle: the box keeps its place between two frames.
      await page.waitForFunction((t) => {
        const el = [...document.querySelectorAll('.ant-popconfirm')].find((e) => e.textContent?.includes(t) && e.getBoundingClientRect().width > 0);
        if (!el) return false;
        const now = JSON.stringify(el.getBoundingClientRect());
        const same = el.dataset.lastRect === now && !el.className.includes('-motion');
        el.dataset.lastRect = now;
        return same;
      }, title, { polling: 100, timeout: 10000 });
      const rect = await box.boundingBox();
      const buttons = await box.locator('button').evaluateAll((els) => els.map((el) => { const r = el.getBoundingClientRect(); return [r.left, r.right]; }));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (width === 1400 && title === '回滚到版本') await shot('rollback-1400');
      assert.ok(rect && rect.x >= 0 && rect.x + rect.width <= width, `${title} at ${width}px: ${JSON.stringify(rect)}`);
      for (const [left, right] of buttons) assert.ok(left >= 0 && right <= width, `${title} at ${width}px: a button at x ${left}–${right}`);
      assert.equal(overflow, 0, `${title} at ${width}px: the page scrolls sideways by ${overflow}px`);
      await page.keyboard.press('Escape');
      await box.waitFor({ state: 'hidden' });
    }
  }
});

test('issue 43 #18: 查看 BPMN 图 shows the 发起人 and 结束 labels whole, inside the frame', async () => {
  await page.setViewportSize({ width: 1400, height: 900 });
  // A long flow (every node type of the 设备领用 journey): the drawing fills the frame's height.
  await page.goto(session.baseUrl);
  await waitForApp(page);
  await signInAs(page, SYSTEM_ADMIN);
  const design = await demoCall(page, 'GET', `${W}get_model_design?modelId=model-leave`);
  const approver = (id, name, userId) => ({ id, type: 'approver', name, props: { assignee: { type: 'users', userIds: [userId] } } });
  await publishLeave({ ...design.flow, root: { ...design.flow.root, next: chain(
    approver('n-boss', '主管审批', 'u-hr-head'),
    { id: 'n-wait', type: 'delay', name: '冷静期', props: { delay: { type: 'duration', minutes: 60 } } },
    approver('n-screen', '显示器审批', 'u-hr-1'),
    { id: 'n-it', type: 'handler', name: 'IT 发放', props: { assignee: { type: 'users', userIds: ['u-it-1'] } } },
    approver('n-fin', '财务复核', 'u-fin-1'),
    { id: 'n-cc', type: 'cc', name: '抄送行政', props: { assignee: { type: 'users', userIds: ['u-admin-1'] } } },
  ) } });
  await page.goto(`${session.baseUrl}/flow-set/model-leave/appPublish`);
  await waitForApp(page);
  const card = page.getByTestId('bpmn-export');
  await card.waitFor({ timeout: 30000 });
  await card.getByRole('button', { name: '查看 BPMN 图' }).click();
  const diagram = page.getByRole('dialog', { name: 'BPMN 图' }).getByTestId('bpmn-diagram');
  await diagram.locator('.djs-shape').first().waitFor({ timeout: 30000 });
  // The dialog's opening zoom: wait until the drawing keeps its place.
  await page.waitForFunction(() => {
    const svg = document.querySelector('[data-testid="bpmn-diagram"] svg');
    if (!svg) return false;
    const now = JSON.stringify(svg.querySelector('.djs-label')?.getBoundingClientRect() ?? null);
    const same = svg.dataset.lastRect === now;
    svg.dataset.lastRect = now;
    return same;
  }, undefined, { polling: 200, timeout: 10000 });
  const frame = await diagram.boundingBox();
  const drawn = await diagram.locator('.djs-shape').evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { id: el.getAttribute('data-element-id') ?? '', text: el.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  }));
  for (const name of ['发起人', '结束']) assert.ok(drawn.some((d) => d.id.endsWith('_label') && d.text.includes(name)), `the ${name} label is drawn (${drawn.map((d) => d.text).join(', ')})`);
  // Every shape and label whole, with some room from the frame's edges (fitted exactly, 发起人 touched the top and
  // 结束 was cut at the bottom).
  const ROOM = 4;
  for (const d of drawn) {
    assert.ok(d.left >= frame.x + ROOM && d.right <= frame.x + frame.width - ROOM && d.top >= frame.y + ROOM && d.bottom <= frame.y + frame.height - ROOM,
      `${d.id} (${d.text}) inside the frame with room: ${JSON.stringify(d)} in ${JSON.stringify(frame)}`);
  }
  await diagram.screenshot({ path: path.join(screenshotDir, 'issue-43-bpmn.png') });
  assert.deepEqual(page.errors, []);
});
