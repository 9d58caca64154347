// Issue 14 against the demo build (MSW worker in the browser):
// - item 2: 预览 of an uploaded .txt saves the file itself (its own bytes), not the app's index.html, and the
//   page stays where it was (before: the link was a navigation the worker does not answer, landing on 审批中心);
// - item 10: the seeded image-choice options (报销's 收款方式) draw real pictures (naturalWidth > 0);
// - item 12b: the worker script is served as JavaScript at the URL the demo registers, by the static build
//   and by demo-server, and msw's unawaited update() of a registration being removed ("Failed to update a
//   ServiceWorker … Not found") logs nothing, while any other uncaught rejection still does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { startSession, waitForApp } from '../harness.mjs';
import { startDemoServer } from '../demo-server-process.mjs';

const DEMO_DIST = process.env.DIST_DIR ?? 'dist-demo';
const WORKER = '/mockServiceWorker.js';
let session;
before(async () => { session = await startSession({ dist: DEMO_DIST }); });
after(async () => { await session?.close(); });

const isJavaScript = (type) => /^(text|application)\/javascript\b/.test(type ?? '');

test('the demo worker script is served as JavaScript where the demo registers it (static demo build)', async () => {
  const response = await fetch(session.baseUrl + WORKER);
  assert.equal(response.status, 200);
  assert.ok(isJavaScript(response.headers.get('content-type')), response.headers.get('content-type'));
  assert.match(await response.text(), /addEventListener\(["']fetch["']/);
});

test('demo-server serving the demo build serves the worker script as JavaScript too', async () => {
  const server = await startDemoServer(DEMO_DIST);
  try {
    const response = await fetch(server.url + WORKER);
    assert.equal(response.status, 200);
    assert.ok(isJavaScript(response.headers.get('content-type')), response.headers.get('content-type'));
  } finally {
    await server.close();
  }
});

test('msw\'s unawaited update of a registration being removed (Not found) logs nothing; other rejections still do', async () => {
  const page = await session.newPage();
  await page.goto(`${session.baseUrl}/flowapplicationcenter`);
  await waitForApp(page);
  const message = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.unregister();
    // What msw's start() does with an existing registration: update() without waiting or catching.
    const update = registration.update();
    void registration.update();
    return update.then(() => 'updated', (e) => String(e.message));
  });
  assert.match(message, /^Failed to update a ServiceWorker .*Not found$/);
  await page.evaluate(() => { void Promise.reject(new Error('a real failure')); });
  await page.waitForTimeout(500);
  assert.deepEqual(page.errors.map((e) => e.replace(/\n[\s\S]*/, '')), ['Error: a real failure']);
  await page.close();
});

test('the seeded image-choice options of 报销 draw their pictures', async () => {
  const page = await session.newPage();
  await page.goto(`${session.baseUrl}/newFlowLaunch?id=model-expense&modelName=%E6%8A%A5%E9%94%80`);
  const cards = page.locator('[data-control-id="expense_channel"] .image-choice-card img');
  await cards.first().waitFor({ timeout: 30000 });
  await page.waitForFunction(() => [...document.querySelectorAll('[data-control-id="expense_channel"] .image-choice-card img')]
    .every((img) => img.complete), undefined, { timeout: 15000 });
  const sizes = await cards.evaluateAll((imgs) => imgs.map((img) => ({ alt: img.alt, width: img.naturalWidth, height: img.naturalHeight })));
  assert.deepEqual(sizes.map((s) => s.alt), ['银行卡', '支付宝']);
  for (const size of sizes) assert.ok(size.width > 0 && size.height > 0, `${size.alt}: ${size.width}×${size.height}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('预览 of an uploaded .txt saves the file itself and stays on the page', async () => {
  const page = await session.newPage();
  await page.goto(`${session.baseUrl}/newFlowLaunch?id=model-leave&modelName=%E8%AF%B7%E5%81%87`);
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  const field = page.locator('[data-control-id="leave_attachment"]');
  const text = '出差行程：周一上海，周三返回。';
  await page.locator('[data-testid="file-input-leave_attachment"]').setInputFiles({ name: '行程.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  const item = field.locator('.attachment-item', { hasText: '行程.txt' });
  await item.waitFor({ timeout: 15000 });
  const startUrl = page.url();
  const pagesBefore = session.context.pages().length;
  const download = page.waitForEvent('download', { timeout: 15000 });
  await item.getByRole('button', { name: '预览' }).click();
  const saved = await download;
  assert.equal(saved.suggestedFilename(), '行程.txt');
  assert.equal(fs.readFileSync(await saved.path(), 'utf8'), text);
  await page.waitForTimeout(500);
  assert.equal(page.url(), startUrl);
  assert.equal(session.context.pages().length, pagesBefore, 'no new tab opened');
  assert.deepEqual(page.errors, []);
  await page.close();
});
