// `npm run bench:print` (issue 19): the print view of an instance with a 500-row table (and, to show how the
// cost grows, 5000 rows; ROWS=500,5000,… picks others) — time from navigation to ready-to-print: the page's
// own `print-ready` mark (ui/print/use-sheet-settled.ts: the sheet committed, its fonts and images settled,
// a frame drawn), median of 5 loads in headless Chromium on the production demo build. Each figure is split at
// the last API answer: before it the app boots and loads the instance, after it the sheet is built and drawn.
// Also the print route's JS (entry + page-print + feature-print, gzip), measured like the filler's; the PDF
// chunk (pdf-lib, fontkit) loads only with isPDF. The machine's load average is printed beside the figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot, startSession, waitForApp } from './harness.mjs';
import { readChunkGroups } from './route-js.mjs';

const ROW_COUNTS = (process.env.ROWS ?? '500,5000').split(',').map(Number);
const LOADS = 5;
const TARGET_MS = 1000;
const dist = process.env.DIST_DIR ?? 'dist-demo';
const gz = (files) => files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(repoRoot, dist, f))).length, 0) / 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const groups = readChunkGroups(dist);
const routeFiles = [...new Set(['app', 'page-print', 'feature-print'].flatMap((g) => groups[g] ?? []))];
const pdfFiles = (groups['print-pdf'] ?? []).filter((f) => !routeFiles.includes(f));

const session = await startSession();
const page = await session.newPage();
await page.goto(`${session.baseUrl}/flowapplicationcenter`);
await waitForApp(page);
const call = (method, url, body) => page.evaluate(async ({ method, url, body }) => {
  const r = await fetch(url, { method, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await r.json();
  if (json.code !== 0) throw new Error(`${url}: ${json.msg}`);
  return json.data;
}, { method, url, body });

/** One load of /print/:id: ms from navigation to the print-ready mark, and to the last API answer before it. */
async function loadOnce(id, rows) {
  await page.goto(`${session.baseUrl}/print/${id}`);
  // A cheap poll of the mark: a locator polling the DOM of a 5000-row sheet would cost the page's main thread.
  await page.waitForFunction(() => performance.getEntriesByName('print-ready', 'mark').length > 0, undefined, { polling: 50, timeout: 60000 });
  const seen = await page.locator('.print-detail tbody tr').count();
  if (seen !== rows) throw new Error(`expected ${rows} rows, saw ${seen}`);
  return page.evaluate(() => {
    const ready = performance.getEntriesByName('print-ready', 'mark').at(-1).startTime;
    const answers = performance.getEntriesByType('resource')
      .filter((e) => /\/(flow|api)\//.test(e.name) && e.responseEnd <= ready)
      .map((e) => e.responseEnd);
    return { ready, lastAnswer: Math.max(0, ...answers) };
  });
}

const results = [];
for (const rows of ROW_COUNTS) {
  const { id } = await call('POST', '/flow/workflow/add_instance', {
    modelId: 'model-expense',
    values: { expense_title: '年度报销', expense_items: Array.from({ length: rows }, (_, i) => [1, `${i + 1}.50`, `第${i + 1}笔`]) },
  });
  await loadOnce(id, rows); // warm-up: the browser's code cache, as a user's second visit
  const runs = [];
  for (let run = 0; run < LOADS; run += 1) runs.push(await loadOnce(id, rows));
  results.push({ rows, runs });
}
await session.close();

const load = os.loadavg().map((l) => l.toFixed(2)).join(', ');
console.log(`print view, time to ready-to-print (median of ${LOADS} loads; load average ${load} on ${os.cpus().length} cores):`);
for (const { rows, runs } of results) {
  const ready = median(runs.map((r) => r.ready));
  const data = median(runs.map((r) => r.lastAnswer));
  const sheet = median(runs.map((r) => r.ready - r.lastAnswer));
  const verdict = rows === 500 ? (ready < TARGET_MS ? ` — under the ${TARGET_MS} ms target` : ` — OVER the ${TARGET_MS} ms target`) : '';
  console.log(`  ${String(rows).padStart(5)}-row table: ${ready.toFixed(0)} ms${verdict} (boot and data by ${data.toFixed(0)} ms, then building and drawing the sheet ${sheet.toFixed(0)} ms; runs ${runs.map((r) => r.ready.toFixed(0)).join(', ')} ms)`);
}
console.log(`print route JS (app + page-print + feature-print): ${gz(routeFiles).toFixed(1)} KB gzip; PDF chunk (isPDF only): ${gz(pdfFiles).toFixed(1)} KB gzip`);
