// Foundation issue: the app shell, every route of spec 2, redirects, routeChange, the feedback widget.
// Issue 25: these pages are an administrator's; the tabs open as 陈志远 (系统管理员).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { SYSTEM_ADMIN, startSession, waitForApp, screenshotDir } from '../harness.mjs';
import { MAIN_ROUTES, BARE_ROUTES, DESIGNER_TABS, REDIRECT_ROUTES } from '../routes.mjs';

const MAIN = MAIN_ROUTES;
const BARE = BARE_ROUTES;
const FEEDBACK_PAGES = ['/flowapplicationcenter', '/mySubmitFlow', '/approvingFlow', '/approvedFlow', '/copyFlow'];

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

async function open(pathname) {
  const page = await session.newPage({ as: SYSTEM_ADMIN });
  await page.goto(session.baseUrl + pathname);
  await waitForApp(page);
  return page;
}

test('the root path redirects to /flowapplicationcenter', async () => {
  const page = await open('/');
  assert.equal(new URL(page.url()).pathname, '/flowapplicationcenter');
  await page.close();
});

test('/main and an unknown path redirect to /flowapplicationcenter', async () => {
  for (const p of ['/main', '/no/such/page']) {
    const page = await open(p);
    assert.equal(new URL(page.url()).pathname, '/flowapplicationcenter', p);
    await page.close();
  }
});

test('issue 32 item 11: every route the spec lists under /main opens its page at /main/<path> (no fall-through to 审批中心)', async () => {
  const page = await session.newPage();
  for (const p of MAIN) {
    await page.goto(`${session.baseUrl}/main${p}`);
    await waitForApp(page);
    assert.equal(new URL(page.url()).pathname, `/main${p.split('?')[0]}`, `stays on /main${p}`);
    assert.equal(await page.locator('.app-header').count(), 1, `/main${p} renders inside the main layout`);
    const title = await page.title();
    assert.ok(p === '/flowapplicationcenter' || !title.endsWith('审批中心'), `/main${p} is not 审批中心 (${title})`);
  }
  await page.close();
});

test('every route of spec 2 renders its own page, without a console error', async () => {
  const page = await session.newPage({ as: SYSTEM_ADMIN });
  for (const p of MAIN) {
    await page.goto(session.baseUrl + p);
    await waitForApp(page);
    assert.equal(new URL(page.url()).pathname, p.split('?')[0], `stays on ${p}`);
    assert.equal(await page.locator('.app-header').count(), 1, `${p} renders inside the main layout`);
    assert.match(await page.title(), /^审批流 - .+/, `${p} has a titled document`);
  }
  for (const p of BARE) {
    await page.goto(session.baseUrl + p);
    await waitForApp(page);
    assert.equal(new URL(page.url()).pathname, p.split('?')[0]);
    assert.equal(await page.locator('.app-header').count(), 0, `${p} renders outside the main layout`);
  }
  for (const [from, to] of Object.entries(REDIRECT_ROUTES)) {
    await page.goto(session.baseUrl + from);
    await waitForApp(page);
    const landed = new URL(page.url());
    assert.equal(landed.pathname + landed.search, to, `${from} forwards to ${to}`);
    assert.equal(await page.locator('.app-header').count(), 1, `${from} lands inside the main layout`);
  }
  for (const status of ['404', '403', '500', '502']) {
    await page.goto(`${session.baseUrl}/err/${status}`);
    await page.waitForSelector('.ant-result');
    assert.equal(await page.locator('.ant-result-title').innerText(), status);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the designer has one URL per tab, and a deep link survives a reload', async () => {
  const page = await open('/flow-set/model-leave/');
  assert.equal(new URL(page.url()).pathname, '/flow-set/model-leave/frameset');
  for (const tab of DESIGNER_TABS) {
    await page.goto(`${session.baseUrl}/flow-set/model-leave/${tab}`);
    await waitForApp(page);
    await page.reload();
    await waitForApp(page);
    assert.equal(new URL(page.url()).pathname, `/flow-set/model-leave/${tab}`);
    assert.equal(await page.locator('.ant-tabs-tab-active').count(), 1);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the feedback widget shows on exactly the five list pages', async () => {
  const page = await session.newPage({ as: SYSTEM_ADMIN });
  for (const p of [...FEEDBACK_PAGES, '/flowQuery', '/home', '/ocr', '/flowManage']) {
    await page.goto(session.baseUrl + p);
    await waitForApp(page);
    // The widget's code loads on demand: wait for it where it belongs, and give it the same time elsewhere.
    if (FEEDBACK_PAGES.includes(p)) await page.locator('.feedback-widget').waitFor({ timeout: 10000 });
    else await page.waitForTimeout(300);
    const shown = await page.locator('.feedback-widget').count();
    assert.equal(shown, FEEDBACK_PAGES.includes(p) ? 1 : 0, p);
  }
  await page.close();
});

/**
 * The user menu's code arrives after the first paint and moves the button left under a still mouse; on a busy
 * machine that can happen between the hover and the tooltip's delay. Hover again until the tooltip shows.
 */
async function hoverUntilTooltip(page, target, text) {
  await page.locator('.user-menu').waitFor({ timeout: 20000 });
  const tooltip = page.locator(`.ant-tooltip:has-text("${text}")`);
  for (let attempt = 1; ; attempt += 1) {
    await page.mouse.move(0, 0);
    await target.hover();
    try {
      await tooltip.waitFor({ state: 'visible', timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

test('the top bar: logo links to /home, the 意见反馈 button opens the feedback flow', async () => {
  const page = await open('/mySubmitFlow');
  assert.equal(await page.locator('.app-logo').getAttribute('href'), '/home');
  await hoverUntilTooltip(page, page.locator('.feedback-button'), '意见反馈');
  await page.locator('.feedback-button').click();
  await page.waitForURL(/\/newFlowLaunch\?/);
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('isFeedBack'), '1');
  assert.ok(url.searchParams.get('id'));
  assert.ok(url.searchParams.get('modelName'));
  await page.close();
});

test('routeChange reaches the parent window of an embedding page, but not with a searchName query', async () => {
  const page = await session.newPage({ as: SYSTEM_ADMIN });
  await page.route('**/__embed-test', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><body><script>window.received=[];addEventListener('message',e=>received.push(e.data));</script>
      <iframe id="app" src="/mySubmitFlow" style="width:1200px;height:800px"></iframe></body>`,
  }));
  await page.goto(`${session.baseUrl}/__embed-test`);
  await page.waitForFunction(() => window.received.some((m) => m && m.type === 'routeChange'), null, { timeout: 20000 });
  const first = await page.evaluate(() => window.received.filter((m) => m.type === 'routeChange'));
  assert.equal(first[0].path, '/mySubmitFlow');

  const frame = page.frame({ url: /mySubmitFlow/ });
  await frame.evaluate(() => { history.pushState({}, '', '/approvingFlow?searchName=abc'); dispatchEvent(new PopStateEvent('popstate')); });
  await frame.waitForSelector('.page-frame');
  await frame.evaluate(() => { history.pushState({}, '', '/copyFlow?page=2'); dispatchEvent(new PopStateEvent('popstate')); });
  await page.waitForFunction(() => window.received.some((m) => m.path === '/copyFlow?page=2'), null, { timeout: 10000 });
  const paths = await page.evaluate(() => window.received.filter((m) => m.type === 'routeChange').map((m) => m.path));
  assert.ok(!paths.some((p) => p.includes('searchName')), `no searchName path posted: ${paths}`);
  await page.close();
});

test('a screenshot of the shell shows real Chinese glyphs (a CJK font is installed)', async () => {
  const fonts = execSync('fc-list :lang=zh family').toString();
  assert.ok(fonts.trim().length > 0, 'a Chinese font is installed (fonts-wqy-zenhei)');
  const page = await open('/flowapplicationcenter');
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, 'shell.png');
  await page.screenshot({ path: file });
  assert.ok(fs.statSync(file).size > 10000);
  // Glyph check: without a CJK font every character renders as the same box, so two different
  // characters drawn on a canvas give identical pixels; with real glyphs they differ.
  const differs = await page.evaluate(() => {
    const draw = (ch) => {
      const canvas = document.createElement('canvas');
      canvas.width = 40; canvas.height = 40;
      const ctx = canvas.getContext('2d');
      ctx.font = '32px sans-serif';
      ctx.fillText(ch, 2, 32);
      return Array.from(ctx.getImageData(0, 0, 40, 40).data).join(',');
    };
    return draw('审') !== draw('批');
  });
  assert.ok(differs, 'two Chinese characters render as different glyphs');
  await page.close();
});
