// Shared set-up of the browser tests: the system Chromium driven by playwright-core, against the
// production demo build (dist-demo/, built once by run.mjs) served on 127.0.0.1 with the MSW worker on.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startStaticServer } from './static-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function assertBrowserAvailable() {
  if (!fs.existsSync(CHROMIUM)) {
    // Never skip: a missing browser fails the run (CI installs it in .ci/run).
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium fonts-wqy-zenhei`);
  }
}

/** 陈志远, the demo's 系统管理员 (issue 25): specs that administer open their pages as him. */
export const SYSTEM_ADMIN = 'u-ceo';
/** The demo's per-tab signed-in person (adapters/demo/store/session-storage-tab-session.ts). */
const TAB_USER_KEY = 'approval-demo-user';

/** Starts a server for a built bundle and a browser; returns helpers and a `close`. */
export async function startSession({ dist = process.env.DIST_DIR ?? 'dist-demo', baseUrl, contextOptions = {} } = {}) {
  assertBrowserAvailable();
  let server = { url: baseUrl, close: async () => undefined };
  if (!baseUrl) {
    const distDir = path.join(repoRoot, dist);
    if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`${dist}/ is not built: run npm run test:browser`);
    server = await startStaticServer(distDir);
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'approval-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true, viewport: { width: 1400, height: 900 },
    locale: 'zh-CN', ...contextOptions,
  });
  return {
    baseUrl: server.url,
    context,
    /**
     * A new page that records console errors and page errors in `page.errors`. `as`: the person the tab starts
     * signed in as (a user id; SYSTEM_ADMIN for specs that administer, issue 25), until the spec switches.
     */
    async newPage({ as } = {}) {
      const page = await context.newPage();
      if (as) {
        await page.addInitScript(([key, id]) => {
          if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, id);
        }, [TAB_USER_KEY, as]);
      }
      page.errors = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const where = msg.location()?.url;
        page.errors.push(where && msg.text().startsWith('Failed to load resource') ? `${msg.text()} ${where}` : msg.text());
      });
      page.on('pageerror', (err) => page.errors.push(String(err) + (process.env.DEBUG_STACK ? err.stack : '')));
      return page;
    },
    async close() {
      await context.close();
      await server.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the app rendered a page frame (or an error Result) after the MSW worker started. */
export async function waitForApp(page) {
  // The print page (issue 19) has a frame of its own.
  await page.waitForSelector('.page-frame, .ant-result, .designer-page, .print-page', { timeout: 20000 });
}

export const screenshotDir = path.join(repoRoot, 'test-results');

/**
 * Waits until the dialog or drawer holding `locator` has ended its opening animation: on a loaded machine a click
 * on something still moving with antd's zoom can miss it (the click lands on the mask, or on nothing).
 */
export async function animationsDone(locator) {
  await locator.evaluate((el) => Promise.all((el.closest('.ant-modal-wrap') ?? el).getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/**
 * Picks one person in an organisation picker inside `dialog` (切换为其他成员…, 转交, 加签 — one call per person): searches the name,
 * then checks them (checkMember).
 */
export async function pickMember(dialog, name) {
  await dialog.getByRole('searchbox', { name: '搜索成员' }).fill(name);
  await checkMember(dialog, name);
}

/**
 * Checks the first listed member named `name` in the picker `dialog` (whatever its search shows): lets the dialog's
 * opening animation end (a click on a box still moving with the zoom can miss it), then checks, again if a
 * re-render swallowed the click (on a loaded machine the picked value can come back after Playwright looked).
 */
export async function checkMember(dialog, name) {
  await animationsDone(dialog);
  // A radio where one person is picked; a checkbox where several may be (加签).
  const radio = dialog.locator('.org-picker-member', { hasText: name }).first().locator('input[type="radio"], input[type="checkbox"]');
  for (let attempt = 1; ; attempt += 1) {
    await radio.check().catch((error) => { if (attempt >= 3) throw error; });
    if (await radio.isChecked()) return;
    if (attempt >= 3) throw new Error(`could not pick ${name} in the member picker`);
    await dialog.page().waitForTimeout(200);
  }
}

/**
 * Chooses `item` in the top bar's user menu and waits for what it does (`arrived(timeout)`). On a loaded machine a
 * re-render (the signed-in person's rights arriving, a pushed change) can close the menu under the click, and the
 * choice never happens: the menu is opened and chosen from again then.
 */
export async function chooseInUserMenu(page, item, arrived, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.locator('.user-menu').click();
      await page.getByRole('menuitem', { name: item }).click({ timeout: 8000 });
      await arrived(10000);
      return;
    } catch (error) {
      // The choice may have taken effect late (a slow reload): then it is done.
      if (await arrived(2000).then(() => true, () => false)) return;
      if (attempt >= attempts) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Signs this tab in as a person of the demo organisation (issue 25: 陈志远 'u-ceo' is 系统管理员, 周敏 'u-hr-head'
 * 子管理员 of 人事, everyone else ordinary) and reloads, so the app reads the new person and their rights.
 */
export async function signInAs(page, userId) {
  await page.evaluate((id) => fetch('/__demo/identity', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: id }) }), userId);
  await page.reload();
  await waitForApp(page);
}

/** The texts of the toasts (antd message) on screen that overlap `element` (runs in the page). */
function toastsOverlapping(element) {
  const box = element.getBoundingClientRect();
  return [...document.querySelectorAll('.ant-message-notice')].filter((toast) => {
    const t = toast.getBoundingClientRect();
    return t.width > 0 && t.height > 0 && t.left < box.right && t.right > box.left && t.top < box.bottom && t.bottom > box.top;
  }).map((toast) => toast.textContent);
}

/**
 * Clicks (or taps) an element once no toast lies over it (issue 44): a toast over a button takes the click, and
 * a pointer resting on the toast keeps it open, so a click "through" it never lands. The pointer leaves first;
 * then this waits until the element is clear (a toast that did cover it goes after its 3 s), and clicks.
 */
export async function clickClearOfToasts(locator, { tap = false, timeout = 15000 } = {}) {
  const page = locator.page();
  await locator.waitFor({ timeout });
  if (!tap) await page.mouse.move(1, 1);
  const deadline = Date.now() + timeout;
  for (let covering = await locator.evaluate(toastsOverlapping); covering.length > 0; covering = await locator.evaluate(toastsOverlapping)) {
    if (Date.now() > deadline) throw new Error(`the toast ${covering.join(' / ')} still lies over ${locator}`);
    await page.waitForTimeout(100);
  }
  if (tap) await locator.tap({ timeout });
  else await locator.click({ timeout });
}

/** Fails when a toast on screen lies over one of these elements (the drawer's close button, its action bar…). */
export async function assertNoToastOver(page, selectors) {
  for (const selector of selectors) {
    const covering = await page.locator(selector).first().evaluate(toastsOverlapping);
    if (covering.length > 0) throw new Error(`the toast ${covering.join(' / ')} lies over ${selector}`);
  }
}
