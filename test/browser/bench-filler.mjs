// `npm run bench:filler`: the filler against a plain antd Form, headless Chromium, production demo build.
// For 100, 500 and 2000 fields: time to first paint, JS time of the first render, JS time and time to the next
// frame of a keystroke in one text field, and the JS heap. Then the initial JS (gzip) of the filler route.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startSession, repoRoot, screenshotDir } from './harness.mjs';

const DIST = process.env.DIST_DIR ?? 'dist-demo';
const SIZES = (process.env.BENCH_SIZES ?? '100,500,2000').split(',').map(Number);
const KEYSTROKES = 20;

if (!process.env.SKIP_BUILD) {
  const r = spawnSync('npx', ['webpack', '--mode', 'production', '--env', 'profile=demo', '--env', `outDir=${DIST}`], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

async function measure(session, size, plain) {
  const page = await session.newPage();
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${session.baseUrl}/newFlowLaunch?bench=${size}${plain ? '&plain=1' : ''}`);
  await page.waitForFunction(() => window.__benchPainted !== undefined, null, { timeout: 120000 });
  const { paint, render } = await page.evaluate(() => ({ paint: window.__benchPainted - window.__benchStart, render: window.__benchRendered - window.__benchStart }));
  // Let deferred work (measurements, effects) settle before the keystrokes.
  await page.waitForTimeout(500);
  const keys = await page.evaluate(async (count) => {
    const input = document.querySelector('.bench-form input');
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const js = [];
    const frame = [];
    for (let i = 0; i < count; i++) {
      await new Promise((r) => setTimeout(r, 30));
      const t0 = performance.now();
      setter.call(input, `${input.value}a`);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // React 19 flushes the discrete update in a microtask: wait for it before stopping the JS clock.
      await Promise.resolve();
      await Promise.resolve();
      js.push(performance.now() - t0);
      await new Promise((r) => requestAnimationFrame(() => r()));
      frame.push(performance.now() - t0);
    }
    return { js, frame, value: input.value };
  }, KEYSTROKES);
  if (!keys.value.endsWith('a'.repeat(KEYSTROKES))) throw new Error(`keystrokes did not reach the input (${plain ? 'antd' : 'filler'} ${size})`);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  if (size === SIZES[SIZES.length - 1]) await page.screenshot({ path: path.join(screenshotDir, `bench-filler-${plain ? 'antd' : 'filler'}-${size}.png`) });
  await page.close();
  return {
    kind: plain ? 'antd Form' : 'filler', size,
    firstPaintMs: round(paint), renderJsMs: round(render),
    keystrokeJsMs: round(median(keys.js), 2), keystrokeFrameMs: round(median(keys.frame), 2),
    heapMb: round(heap.usedSize / 1024 / 1024),
  };
}

async function initialJs(session) {
  const page = await session.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || url.includes('mockServiceWorker')) return;
    try { scripts.set(url, await response.body()); } catch { /* navigation aborted */ }
  });
  await page.goto(`${session.baseUrl}/newFlowLaunch?id=model-leave&modelName=%E8%AF%B7%E5%81%87`);
  await page.waitForSelector('.launch-form, .ant-result', { timeout: 30000 });
  await page.waitForTimeout(800);
  let gzip = 0;
  let demoBackend = 0;
  let editor = false;
  const perFile = [];
  for (const [url, body] of scripts) {
    const size = zlib.gzipSync(body).length;
    gzip += size;
    // The demo profile's mock backend (msw + demo data) is not part of the product's route code.
    const isDemo = body.includes('mockServiceWorker') || body.includes('setupWorker');
    if (isDemo) demoBackend += size;
    perFile.push({ file: url.split('/').pop(), gzipKb: round(size / 1024), demo: isDemo });
    if (body.includes('w-e-text-container')) editor = true;
  }
  await page.close();
  perFile.sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    files: scripts.size, gzipKb: round(gzip / 1024), withoutDemoBackendKb: round((gzip - demoBackend) / 1024),
    editorLoaded: editor, perFile,
  };
}

fs.mkdirSync(screenshotDir, { recursive: true });
const session = await startSession({ dist: DIST });
const rows = [];
try {
  for (const size of SIZES) {
    rows.push(await measure(session, size, false));
    rows.push(await measure(session, size, true));
  }
  const js = await initialJs(session);
  console.table(rows);
  const first = rows.find((r) => r.kind === 'filler' && r.size === SIZES[0]);
  const last = rows.find((r) => r.kind === 'filler' && r.size === SIZES[SIZES.length - 1]);
  const checks = {
    paintRatio: round(last.firstPaintMs / first.firstPaintMs, 2),
    fasterThanAntdAtEverySize: SIZES.every((n) => {
      const f = rows.find((r) => r.kind === 'filler' && r.size === n);
      const a = rows.find((r) => r.kind === 'antd Form' && r.size === n);
      return f.firstPaintMs < a.firstPaintMs && f.keystrokeJsMs < a.keystrokeJsMs;
    }),
    keystrokeJsMs: last.keystrokeJsMs,
    keystrokeFrameMs: last.keystrokeFrameMs,
    heapMb: last.heapMb,
    initialJsGzipKb: js.gzipKb,
    initialJsWithoutDemoBackendKb: js.withoutDemoBackendKb,
    editorInInitialBundle: js.editorLoaded,
  };
  console.table(js.perFile);
  console.log('initial JS of the filler route:', { files: js.files, gzipKb: js.gzipKb, withoutDemoBackendKb: js.withoutDemoBackendKb, editorLoaded: js.editorLoaded });
  console.log('targets:', checks);
  fs.writeFileSync(path.join(screenshotDir, 'bench-filler.json'), JSON.stringify({ rows, initialJs: js, checks }, null, 2));
} finally {
  await session.close();
}
