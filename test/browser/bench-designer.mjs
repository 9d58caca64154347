// `npm run bench:designer`: the form designer with 200 controls in headless Chromium. Prints the median time of
// a property edit (typing one character in the title: input event → canvas row updated) and of a drag reorder
// (pointer up → the canvas list re-ordered in the DOM). Targets: edit < 16 ms, reorder < 50 ms.
// Uses the demo bundle in $DIST_DIR (default dist-demo), building it first when it is missing.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot, startSession, waitForApp } from './harness.mjs';

const DIST = process.env.DIST_DIR ?? 'dist-demo';
const CONTROLS = 200;
const EDITS = 40;
const DRAGS = 15;

if (!fs.existsSync(path.join(repoRoot, DIST, 'index.html'))) {
  const r = spawnSync('npx', ['webpack', '--mode', 'production', '--env', 'profile=demo', '--env', `outDir=${DIST}`], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** A 200-control form mixing the common types (text, number, choices, dates, textarea). */
function bigForm() {
  const kinds = [1, 6, 8, 9, 3, 2, 10, 5];
  const controls = Array.from({ length: CONTROLS }, (_, i) => {
    const moduleId = kinds[i % kinds.length];
    const base = { id: `field_${i + 1}`, moduleId, name: `字段${i + 1}`, config: { title: `字段${i + 1}`, required: i % 3 === 0, width: [100, 50, 50, 25, 25, 25, 25][i % 7] }, props: { value: '' } };
    if ([8, 9, 10].includes(moduleId)) base.children = [1, 2, 3, 4].map((id) => ({ id, value: `选项${id}`, isDefault: false }));
    return base;
  });
  return JSON.stringify({ id: 'bench', name: '性能测试表单', controls });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const session = await startSession({ dist: DIST });
try {
  const page = await session.newPage();
  page.on('dialog', (d) => void d.accept());
  await page.goto(`${session.baseUrl}/flow-set/model-leave/frameset`);
  await waitForApp(page);
  await page.waitForSelector('.designer-palette', { timeout: 30000 });
  await page.getByRole('button', { name: '导入 JSON' }).click();
  await page.getByLabel('表单 JSON').fill(bigForm());
  await page.getByRole('button', { name: /导\s*入/ }).last().click();
  await page.waitForFunction((n) => document.querySelectorAll('.canvas-item').length === n, CONTROLS, { timeout: 60000 });
  await page.waitForFunction(() => !document.querySelector('.ant-modal-wrap:not([style*="display: none"])'));

  // Property edit: select a control in the middle, type into its title.
  await page.locator('.canvas-item[data-canvas-id="field_101"]').click({ position: { x: 20, y: 10 } });
  await page.waitForSelector('aside.designer-panel[data-selected-id="field_101"]');
  const edits = await page.evaluate(async (n) => {
    const input = document.querySelector('#prop-title');
    const row = document.querySelector('.canvas-item[data-canvas-id="field_101"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const times = [];
    for (let i = 0; i < n; i++) {
      const text = `字段101-${i}`;
      const t0 = performance.now();
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // A discrete event renders synchronously; wait a frame only if the row is not updated yet.
      while (!row.textContent.includes(text)) await new Promise((r) => requestAnimationFrame(r));
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
    return times;
  }, EDITS);

  // Drag reorder: drag a row onto another with the pointer; time from pointer up to the DOM order change.
  const drags = [];
  for (let i = 0; i < DRAGS; i++) {
    const from = page.locator('.canvas-item').nth(2 + i);
    const to = page.locator('.canvas-item').nth(12 + i);
    await from.scrollIntoViewIfNeeded();
    const s = await from.boundingBox();
    const t = await to.boundingBox();
    await page.evaluate(() => {
      const list = document.querySelector('[data-testid="canvas-list"]');
      const order = () => [...list.querySelectorAll(':scope > .canvas-item')].map((e) => e.dataset.canvasId).join();
      const before = order();
      window.__reorder = new Promise((resolve) => {
        let up = 0;
        document.addEventListener('pointerup', () => { up = performance.now(); }, { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (up && order() !== before) { observer.disconnect(); resolve(performance.now() - up); }
        });
        observer.observe(list, { childList: true });
      });
    });
    await page.mouse.move(s.x + 30, s.y + 12);
    await page.mouse.down();
    await page.mouse.move(s.x + 40, s.y + 22, { steps: 2 });
    await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2 + 4, { steps: 6 });
    await page.mouse.up();
    drags.push(await page.evaluate(() => window.__reorder));
    await page.waitForTimeout(50);
  }
  const edit = median(edits);
  const reorder = median(drags);
  console.log(`designer bench, ${CONTROLS} controls (headless Chromium, ${DIST})`);
  console.log(`property edit:  median ${edit.toFixed(1)} ms over ${EDITS} edits (target < 16 ms)`);
  console.log(`drag reorder:   median ${reorder.toFixed(1)} ms over ${DRAGS} drags (target < 50 ms)`);
  if (page.errors.length) console.log('console errors:', page.errors.slice(0, 5));
} finally {
  await session.close();
}
