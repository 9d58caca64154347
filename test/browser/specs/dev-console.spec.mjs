// Issue 14: the console of a development build (React's and antd's development warnings on) stays clean on
// every route. A production build hides those warnings, so this spec runs against dist-dev/, which run.mjs
// builds with `webpack --mode development` (what `npm start` serves, minus the dev server itself).
// Issue 25: these pages are an administrator's; the tabs open as 陈志远 (系统管理员).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { SYSTEM_ADMIN, startSession, waitForApp } from '../harness.mjs';
import { MAIN_ROUTES, BARE_ROUTES, DESIGNER_TABS, ERROR_ROUTES } from '../routes.mjs';

const DEV_DIST = process.env.DEV_DIST_DIR ?? 'dist-dev';
// DEV_CONSOLE_ROUTES=/login,/home runs only those (to look into one route).
const ALL_ROUTES = [
  '/', ...MAIN_ROUTES, ...BARE_ROUTES, ...DESIGNER_TABS.map((tab) => `/flow-set/model-leave/${tab}`), ...ERROR_ROUTES,
  '/login',
];
const ROUTES = process.env.DEV_CONSOLE_ROUTES ? process.env.DEV_CONSOLE_ROUTES.split(',') : ALL_ROUTES;

let session;
before(async () => { session = await startSession({ dist: DEV_DIST }); });
after(async () => { await session?.close(); });

/** A page that also records console warnings (React and antd print theirs as errors or warnings). */
async function watchedPage() {
  const page = await session.newPage({ as: SYSTEM_ADMIN });
  page.warnings = [];
  page.on('console', (msg) => { if (msg.type() === 'warning') page.warnings.push(msg.text()); });
  return page;
}

test('a development build logs no console error or warning on any route (each loaded afresh)', async () => {
  const problems = [];
  for (const route of ROUTES) {
    const page = await watchedPage();
    await page.goto(session.baseUrl + route);
    try {
      // The print page (issue 19) has its own frame.
      await page.waitForSelector('.page-frame, .ant-result, .designer-page, .print-page', { timeout: 20000 });
    } catch {
      problems.push(`${route}: rendered no page within 20 s`);
    }
    // Let the route's on-demand chunks, data requests and their re-renders finish.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    for (const text of page.errors) problems.push(`${route}: console error: ${text.split('\n')[0]}`);
    for (const text of page.warnings) problems.push(`${route}: console warning: ${text.split('\n')[0]}`);
    await page.close();
  }
  assert.deepEqual(problems, []);
});

test('navigating between routes inside the app (no reload) logs nothing either', async () => {
  const page = await watchedPage();
  await page.goto(`${session.baseUrl}/flowapplicationcenter`);
  await waitForApp(page);
  for (const route of ['/mySubmitFlow', '/flow-set/model-leave/frameset', '/approvingFlow', '/flowManage', '/home']) {
    await page.evaluate((to) => { history.pushState({}, '', to); dispatchEvent(new PopStateEvent('popstate')); }, route);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }
  assert.deepEqual([...page.errors, ...page.warnings], []);
  await page.close();
});

test('the designer\'s tabs opened one after another and reloaded in one page log nothing (use() replays)', async () => {
  const page = await watchedPage();
  for (const tab of DESIGNER_TABS) {
    await page.goto(`${session.baseUrl}/flow-set/model-leave/${tab}`);
    await waitForApp(page);
    await page.reload();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
  }
  assert.deepEqual([...page.errors, ...page.warnings], []);
  await page.close();
});
