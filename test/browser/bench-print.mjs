// `npm run bench:print` (issue 19): the print view of an instance with a 500-row table — time from
// navigation to ready-to-print (the sheet committed and its fonts/images settled), median of 5 loads in
// headless Chromium on the production demo build — and the print route's JS (entry + page-print +
// feature-print, gzip), measured like the filler's; the PDF chunk (pdf-lib, fontkit) loads only with isPDF.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot, startSession, waitForApp } from './harness.mjs';
import { readChunkGroups } from './route-js.mjs';

const ROWS = Number(process.env.ROWS ?? 500);
const dist = process.env.DIST_DIR ?? 'dist-demo';
const gz = (files) => files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(repoRoot, dist, f))).length, 0) / 1024;

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

const design = await call('GET', '/flow/workflow/get_model_design?modelId=model-expense');
const { id } = await call('POST', '/flow/workflow/add_instance', {
  modelId: 'model-expense',
  values: { expense_title: '年度报销', expense_items: Array.from({ length: ROWS }, (_, i) => [1, `${i + 1}.50`, `第${i + 1}笔`]) },
});
void design;

const times = [];
for (let run = 0; run < 5; run += 1) {
  await page.goto(`${session.baseUrl}/print/${id}`);
  await page.locator('.print-page[data-ready="true"]').waitFor({ timeout: 60000 });
  const ms = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now();
  });
  const rows = await page.locator('.print-detail tbody tr').count();
  if (rows !== ROWS) throw new Error(`expected ${ROWS} rows, saw ${rows}`);
  times.push(ms);
}
times.sort((a, b) => a - b);
await session.close();
console.log(`print view, ${ROWS}-row table: ready to print in ${times[2].toFixed(0)} ms (median of 5; runs ${times.map((t) => t.toFixed(0)).join(', ')} ms; target < 1000)`);
console.log(`print route JS (app + page-print + feature-print): ${gz(routeFiles).toFixed(1)} KB gzip; PDF chunk (isPDF only): ${gz(pdfFiles).toFixed(1)} KB gzip`);
