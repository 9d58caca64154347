// Issue 20: the applicant's and the approver's pages on a phone (390 × 844, touch, mobile viewport): nothing
// scrolls sideways, the bottom tab bar navigates, touch targets of 44 px and text of 14 px, a leave request
// filed and approved on the phone, the designer's "needs a wider screen". Screenshots: test-results/phone-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { clickClearOfToasts, waitForApp, screenshotDir, repoRoot } from '../harness.mjs';
import { MAIN_ROUTES } from '../routes.mjs';
import { openPhone, overflowOf, touchProblemsOf } from '../phone-checks.mjs';
import { weekdayFromToday } from '../leave-dates.mjs';


/** The applicant's and the approver's pages (the 管理 pages are for administrators at a desk). */
const PHONE_ROUTES = [
  '/flowapplicationcenter', '/newFlowLaunch?id=model-leave&modelName=%E8%AF%B7%E5%81%87', '/flowLaunch',
  '/approvingFlow', '/mySubmitFlow', '/approvedFlow', '/copyFlow', '/flowQuery', '/batchApprove', '/home', '/ocr',
  '/flow-set/model-leave/frameset',
];

let session;
let page;
before(async () => { ({ session, page } = await openPhone()); });
after(async () => { await session?.close(); });

const shot = (name) => page.screenshot({ path: path.join(screenshotDir, `phone-${name}.png`) });
const nameOf = (route) => route.replace(/\?.*/, '').replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root';

async function open(route) {
  await page.goto(session.baseUrl + route);
  await waitForApp(page);
  // Lists and forms arrive after the frame: wait until the page has settled.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/** The document's width against the screen's, and the first elements reaching past the right edge. */
const overflow = () => overflowOf(page);

test('no page of the applicant and approver side scrolls sideways at 390 px (scrollWidth <= clientWidth)', async () => {
  for (const route of PHONE_ROUTES) {
    await open(route);
    const o = await overflow();
    await shot(nameOf(route));
    assert.ok(o.scrollWidth <= o.clientWidth, `${route}: scrollWidth ${o.scrollWidth} > ${o.clientWidth} (${o.past.join(', ')})`);
    assert.deepEqual(o.past, [], `${route}: elements past the right edge`);
  }
  assert.deepEqual(page.errors, []);
});

test('no route of spec 2 makes the document wider than the phone', async () => {
  for (const route of MAIN_ROUTES) {
    await page.goto(session.baseUrl + route);
    await waitForApp(page);
    const o = await overflow();
    assert.ok(o.scrollWidth <= o.clientWidth, `${route}: scrollWidth ${o.scrollWidth} > ${o.clientWidth}`);
  }
});

test('the top bar stays pinned and the bottom tab bar navigates: 审批中心, 待我审批, 我的申请, 我的', async () => {
  await open('/flowapplicationcenter');
  assert.equal(await page.locator('.side-nav').isVisible(), false, 'no side navigation on a phone');
  const tabs = page.locator('nav[aria-label="底部导航"] .tab-bar-item');
  assert.deepEqual((await tabs.allInnerTexts()).map((t) => t.replace(/\d+|99\+/g, '').trim()), ['审批中心', '待我审批', '我的申请', '我的']);
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.waitForTimeout(100);
  assert.equal(Math.round((await page.locator('.app-header').boundingBox()).y), 0, 'the header is pinned after scrolling');
  const bar = await page.locator('.tab-bar').boundingBox();
  assert.equal(Math.round(bar.y + bar.height), 844, 'the tab bar sits at the bottom of the screen');
  await page.locator('.tab-bar-item', { hasText: '我的申请' }).tap();
  await page.waitForURL((url) => url.pathname === '/mySubmitFlow');
  await page.locator('.instance-card, .ant-empty').first().waitFor();
  await page.locator('.tab-bar-item', { hasText: '我的' }).last().tap();
  await page.locator('.mine-sheet .mine-name').waitFor();
  await page.waitForTimeout(400); // the sheet's slide-in
  await shot('mine-sheet');
  await page.locator('.mine-link', { hasText: '抄送我的' }).tap();
  await page.waitForURL((url) => url.pathname === '/copyFlow');
});

/** Visible interactive elements smaller than 44 × 44 px, and visible text under 14 px. */
const touchProblems = () => touchProblemsOf(page);

test('touch targets are at least 44 px and text at least 14 px on the phone pages', async () => {
  for (const route of ['/flowapplicationcenter', '/approvingFlow', '/mySubmitFlow', '/copyFlow', '/newFlowLaunch?id=model-leave&modelName=%E8%AF%B7%E5%81%87']) {
    await open(route);
    const { small, tiny } = await touchProblems();
    assert.deepEqual(small, [], `${route}: touch targets under 44 px`);
    assert.deepEqual(tiny, [], `${route}: text under 14 px`);
  }
});

test('the designer says on a phone that it needs a wider screen', async () => {
  await open('/flow-set/model-leave/frameset');
  assert.match(await page.locator('.needs-wider-screen').innerText(), /流程设计需要更宽的屏幕/);
  assert.equal(await page.locator('.designer-page').count(), 0);
  await page.getByRole('button', { name: '返回审批中心' }).tap();
  await page.waitForURL((url) => url.pathname === '/flowapplicationcenter');
});

/** The count on the 待我审批 tab (0 when the badge is away). */
async function tabCount() {
  const badge = page.locator('.tab-bar-badge');
  return (await badge.count()) ? Number(await badge.getAttribute('data-count')) : 0;
}

async function becomeOnPhone(identityLabel, identity) {
  await page.locator('.tab-bar-item', { hasText: '我的' }).last().tap();
  await page.locator('.mine-sheet .mine-name').waitFor();
  if ((await page.locator('.mine-user').getAttribute('data-identity')) === identity) {
    await page.keyboard.press('Escape');
    return;
  }
  // The switch reloads the page: wait for that navigation before going anywhere.
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: `切换为${identityLabel}` }).tap()]);
  await waitForApp(page);
}

test('on a phone: file a leave request, switch to the approver, approve it from the card list; the tab count follows', async () => {
  await open('/flowapplicationcenter');
  await becomeOnPhone('申请人', 'applicant');
  await open('/flowapplicationcenter');
  await page.locator('.flow-card[data-model-id="model-leave"]').tap();
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  const field = (id) => page.locator(`[data-control-id="${id}"]`);
  await field('leave_type').locator('.ant-select').tap();
  await page.locator('.ant-select-item-option', { hasText: '事假' }).tap();
  // The range on a phone: 开始时间 and 结束时间 each open a sheet (a day, then 确定). 请假时间 starts tomorrow at
  // the earliest and counts working days (issue 43 #16): the next two working days, in this month's grid.
  for (const [nth, day] of [[0, weekdayFromToday(1)], [1, weekdayFromToday(2)]]) {
    await field('leave_range').locator('.phone-date-trigger').nth(nth).tap();
    const sheet = page.locator('.phone-date-sheet [role="dialog"]');
    await sheet.locator(`td[title="${day}"]`).tap();
    await sheet.locator('.phone-date-confirm').tap();
    await sheet.waitFor({ state: 'detached' });
  }
  const reason = `手机请假 ${Date.now()}`;
  await field('leave_reason').locator('textarea').fill(reason);
  await shot('launch-filled');
  const submitBar = await page.locator('.submit-bar').boundingBox();
  const tabBar = await page.locator('.tab-bar').boundingBox();
  assert.ok(submitBar.y + submitBar.height <= tabBar.y + 1, 'the 提交 bar sits above the tab bar');
  await page.locator('.submit-button').tap();
  await page.waitForURL((url) => url.pathname === '/mySubmitFlow', { timeout: 20000 });
  const mine = page.locator('.instance-card', { hasText: '请假' }).first();
  await mine.waitFor();
  const instanceId = await mine.getAttribute('data-instance-id');
  await shot('my-submit-after-leave');

  // The leave (≤ 3 days) waits for 张三's 直属主管: sign this tab in as that person, as the user menu's
  // 切换为其他成员… does (the demo's /__demo/identity), then work from the phone's tab bar.
  const approverId = await page.evaluate(async (id) => {
    const body = await (await fetch(`/flow/workflow/get_instance?id=${encodeURIComponent(id)}`)).json();
    return (body.data ?? body).currentApproverIds[0];
  }, instanceId);
  assert.ok(approverId, 'the leave has an approver');
  await page.evaluate(async (userId) => {
    await fetch('/__demo/identity', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId }) });
  }, approverId);
  await open('/flowapplicationcenter');
  await page.locator('.tab-bar-item', { hasText: '待我审批' }).tap();
  await page.waitForURL((url) => url.pathname === '/approvingFlow');
  await page.locator('.instance-card, .ant-empty').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.instance-card').length > 0 || document.querySelector('.ant-empty'));
  const before = await tabCount();
  const cardCount = Number((await page.locator('.list-end').innerText().catch(() => '')).match(/共 (\d+) 条/)?.[1] ?? await page.locator('.instance-card').count());
  assert.equal(before, cardCount, 'the tab count is the number of cards waiting');
  const card = page.locator(`.instance-card[data-instance-id="${instanceId}"]`);
  assert.equal(await card.count(), 1, `the new leave ${instanceId} waits for the approver`);
  await card.tap();
  await page.locator('.instance-view').waitFor();
  const drawer = await page.locator('.instance-drawer-phone .ant-drawer-content-wrapper').boundingBox();
  assert.equal(Math.round(drawer.width), 390, 'the instance view is full-screen');
  assert.equal(new URL(page.url()).searchParams.get('instanceId'), instanceId);
  await page.waitForTimeout(400);
  await shot('instance-view');
  const o = await overflow();
  assert.ok(o.scrollWidth <= o.clientWidth, `instance view: scrollWidth ${o.scrollWidth}`);
  // 同意 opens the comment sheet (the phone's bottom bar has no comment box).
  await page.locator('.phone-action-bar .approve-button').tap();
  await page.locator('.comment-sheet-approve textarea').fill('同意，注意休息');
  await page.locator('.comment-sheet-confirm').tap();
  await page.locator('.instance-view[data-status]').waitFor();
  await page.waitForFunction((id) => !document.querySelector(`.instance-view[data-instance-id="${id}"] .approve-button`) || document.querySelector('.ant-message'), instanceId);
  await shot('instance-approved');
  // The back button closes the page and the list no longer holds the leave; the count went down by one.
  await page.goBack();
  await page.locator('.instance-view').waitFor({ state: 'detached' });
  assert.equal(new URL(page.url()).searchParams.get('instanceId'), null);
  await page.waitForFunction((id) => !document.querySelector(`.instance-card[data-instance-id="${id}"]`), instanceId, { timeout: 20000 });
  await page.waitForFunction((n) => Number(document.querySelector('.tab-bar-badge')?.getAttribute('data-count') ?? 0) === n, before - 1, { timeout: 20000 });
  await shot('approving-after');
});

test('a deep link ?instanceId= opens the instance as a full-screen page on a phone', async () => {
  await open('/mySubmitFlow');
  await becomeOnPhone('申请人', 'applicant');
  await open('/mySubmitFlow');
  const first = page.locator('.instance-card').first();
  await first.waitFor();
  const id = await first.getAttribute('data-instance-id');
  await open(`/mySubmitFlow?instanceId=${encodeURIComponent(id)}`);
  await page.locator(`.instance-view[data-instance-id="${id}"]`).waitFor();
  const drawer = await page.locator('.instance-drawer-phone .ant-drawer-content-wrapper').boundingBox();
  assert.equal(Math.round(drawer.width), 390);
  await clickClearOfToasts(page.locator('.instance-drawer-phone .ant-drawer-close'), { tap: true });
  await page.locator('.instance-view').waitFor({ state: 'detached' });
});

test('待我审批 on a phone: its chunks are preloaded with the first wave, and the desktop table and filter sheet are not downloaded for the cards (issue 31)', async () => {
  const groups = JSON.parse(fs.readFileSync(path.join(repoRoot, process.env.DIST_DIR ?? 'dist-demo', 'chunk-groups.json'), 'utf8'));
  // The files no other chunk group shares (other groups, such as the instance view fetched after the page's load
  // event, may share antd's pieces with the table).
  const only = (group) => groups[group].filter((file) => Object.entries(groups).every(([name, files]) => name === group || !files.includes(file)));
  const fresh = await session.context.newPage();
  try {
    await fresh.goto(`${session.baseUrl}/approvingFlow`);
    await fresh.locator('.instance-card, .ant-empty').first().waitFor();
    const preloaded = await fresh.evaluate(() => [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => new URL(link.href).pathname.slice(1)));
    for (const file of groups['page-instance-list']) assert.ok(groups.app.includes(file) || preloaded.includes(file), `${file} (page-instance-list) is preloaded`);
    const loaded = await fresh.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.slice(1)));
    for (const group of ['desktop-instance-list', 'phone-filter-sheet']) {
      assert.ok(only(group).length > 0, `${group} has files of its own`);
      for (const file of only(group)) assert.ok(!loaded.includes(file), `${group}: ${file} is not downloaded for the cards`);
    }
  } finally {
    await fresh.close();
  }
});
