// Issue 14, item 5: the designer canvas accepted a drop only in a thin band under the last control; a drop
// indicator could stay after a drop; the page was taller than the window (a page scrollbar, the toolbar
// scrolled away); at 1280 px the canvas was narrower than the property panel.
// Issue 25: these pages are an administrator's; the tabs open as 陈志远 (系统管理员).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { SYSTEM_ADMIN, startSession, waitForApp, screenshotDir } from '../harness.mjs';

let session;
let page;

before(async () => {
  session = await startSession();
  page = await session.newPage({ as: SYSTEM_ADMIN });
  page.on('dialog', (d) => void d.accept());
  await page.setViewportSize({ width: 1280, height: 800 });
});
after(async () => { await session?.close(); });

async function openDesigner(model) {
  await page.goto(`${session.baseUrl}/flow-set/${model}/frameset`);
  await waitForApp(page);
  await page.waitForSelector('.designer-palette', { timeout: 20000 });
}

const box = (selector) => page.locator(selector).first().boundingBox();

/** A real pointer drag (dnd-kit needs moves past its 5 px activation distance) to a point of the page. */
async function dragTo(source, x, y) {
  const s = await source.boundingBox();
  await page.mouse.move(s.x + s.width / 2, s.y + s.height / 2);
  await page.mouse.down();
  await page.mouse.move(s.x + s.width / 2 + 10, s.y + s.height / 2 + 10, { steps: 3 });
  await page.mouse.move(x, y, { steps: 12 });
  await page.mouse.up();
}

test('at 1280 x 800 the designer fits the window: no page scrollbar, and the canvas is wider than the panel', async () => {
  await openDesigner('model-leave');
  const sizes = await page.evaluate(() => ({ page: document.documentElement.scrollHeight, window: innerHeight }));
  assert.ok(sizes.page <= sizes.window, `page ${sizes.page} px tall in a ${sizes.window} px window`);
  const canvas = await box('.designer-canvas-wrap');
  const panel = await box('.designer-panel');
  assert.ok(canvas.width > panel.width, `canvas ${canvas.width} px, panel ${panel.width} px`);
  // Scrolling the canvas keeps the toolbar on screen.
  await page.locator('.designer-canvas-wrap').evaluate((e) => { e.scrollTop = e.scrollHeight; });
  const toolbar = await box('.designer-toolbar');
  assert.ok(toolbar.y >= 0 && toolbar.y + toolbar.height <= 800, `toolbar at ${toolbar.y}`);
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, 'designer-1280.png') });
});

test('an empty form: a drop anywhere on the canvas adds the control (the whole canvas is the drop zone)', async () => {
  await openDesigner('model-purchase');
  // Empty the form first (the seeded purchase form has controls): import an empty one.
  await page.getByRole('button', { name: '导入 JSON' }).click();
  await page.getByLabel('表单 JSON').fill(JSON.stringify({ id: 'x', name: '采购申请', controls: [] }));
  await page.locator('.ant-modal').getByRole('button', { name: /导\s*入/ }).click();
  await page.locator('.designer-canvas-empty').waitFor();
  await page.locator('.ant-modal-wrap').waitFor({ state: 'hidden' });
  const canvas = await box('.designer-canvas');
  const zone = await box('.designer-canvas-empty');
  assert.ok(zone.height >= canvas.height * 0.7, `empty drop zone ${zone.height} px of a ${canvas.height} px canvas`);
  // Near the canvas bottom, far from any band under a control.
  await dragTo(page.locator('.designer-palette-item', { hasText: '单行文本' }), canvas.x + canvas.width / 2, canvas.y + canvas.height - 30);
  await page.locator('.canvas-item').first().waitFor();
  assert.equal(await page.locator('.canvas-item').count(), 1);
});

test('with controls: a drop in the empty space below the last one lands at the end; no drop indicator stays', async () => {
  const before = await page.locator('.canvas-item').count();
  const canvas = await box('.designer-canvas');
  await dragTo(page.locator('.designer-palette-item', { hasText: '数字' }).first(), canvas.x + canvas.width / 2, canvas.y + canvas.height - 30);
  await page.waitForFunction((n) => document.querySelectorAll('.canvas-item').length === n + 1, before);
  const last = await page.locator('.canvas-item').last().getAttribute('data-module-id');
  assert.equal(last, '6');
  // Onto the first row's upper half: lands before it; then nothing keeps showing where a drop would go.
  const first = await box('.canvas-item');
  await dragTo(page.locator('.designer-palette-item', { hasText: '日期' }).first(), first.x + first.width / 2, first.y + 4);
  await page.waitForFunction((n) => document.querySelectorAll('.canvas-item').length === n + 2, before);
  assert.equal(await page.locator('.canvas-item').first().getAttribute('data-module-id'), '3');
  // The indicator goes with the drag's end; on a loaded machine that render can come a few hundred ms later.
  await page.waitForFunction(() => document.querySelectorAll('.canvas-item.drop-before, .canvas-item.drop-after, .canvas-end.is-over').length === 0, null, { timeout: 5000 });
  assert.deepEqual(page.errors, []);
});
