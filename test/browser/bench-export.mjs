// `npm run bench:export` (issue 30): 导出 Excel of ~all instances in the real browser, and what it costs the page.
// Production builds, desktop viewport (1400 × 900), the demo store seeded with 1,000 and with 10,000
// instances (SEEDS=1000,10000 picks others), signed in as the 系统管理员 陈志远 (u-ceo), on 流程查询's
// 全部审批 (every instance of the store, every page). Long tasks are recorded by a PerformanceObserver('longtask')
// from before the click on 导出 Excel until the download; the file is read back with exceljs and must hold one
// row per listed instance (a bench that exports nothing fails). No CPU throttling unless CPU_SLOWDOWN=4 etc.
// RUNS exports (3) one after another on the same page. PROFILE=1 also writes a Chrome CPU profile of each export
// (test-results/bench-export-<build>-<seed>-<run>.cpuprofile) and prints the functions with the most self time.
// The data is issue 30's shape (wide-export-backup.mjs: 15 more fields and a 5-row detail table in every
// generated instance), imported as 导入演示数据 does; WIDE=0 exports the seed as it is (`?seed=N`, `--seed N`).
// Two builds (BUILDS=demo,live picks): the demo build, whose backend runs on the page's main thread (MSW hands
// each request to the page, so its answers to the export's requests count as the page's tasks, as a user of the
// demo feels them), and the live build against demo-server (the same backend in its own process),
// where the main thread does only the app's work: fetch, hand the batches to the worker, show the progress.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { repoRoot, screenshotDir, startSession, waitForApp, signInAs, SYSTEM_ADMIN } from './harness.mjs';
import { startDemoServer } from './demo-server-process.mjs';
import { wideBackup, EXTRA_FIELDS, TABLE_ROWS } from './wide-export-backup.mjs';

const BUILDS = (process.env.BUILDS ?? 'demo,live').split(',');
const DIST = { demo: 'dist-demo', live: 'dist' };
const SEEDS = (process.env.SEEDS ?? '1000,10000').split(',').map(Number);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 1);
const PROFILE = Boolean(process.env.PROFILE);
const RUNS = Number(process.env.RUNS ?? 3);
const LONG_MS = 200;
// Issue 30's shape (WIDE=0: the seed as it is): 15 more fields and a 5-row detail table in every instance.
const WIDE = process.env.WIDE !== '0';
const BACKUP_FILE = 'bench-export-backup.json';

for (const build of BUILDS) {
  if (process.env.SKIP_BUILD) break;
  const r = spawnSync('npx', ['webpack', '--mode', 'production', '--env', `profile=${build}`, '--env', `outDir=${DIST[build]}`], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Starts recording long tasks in the page (from now on). */
function recordLongTasks() {
  window.__exportLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__exportLongTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
}

/** The functions with the most self time inside the given windows (ms since the profile's start). */
function hotFunctions(profile, windows, top = 12) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    const at = t / 1000;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!windows.some((w) => at >= w.start && at <= w.end)) return;
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
}

/** Seeds the store, signs in as the system administrator and opens 流程查询 › 全部审批; answers the list's total. */
async function openAllInstances(session, build, seed) {
  const page = await session.newPage({ as: SYSTEM_ADMIN });
  // The demo build seeds its store in the page; demo-server was started with the seed.
  await page.goto(`${session.baseUrl}/flowapplicationcenter${build === 'demo' && !WIDE ? `?seed=${seed}` : ''}`);
  await waitForApp(page);
  if (WIDE) {
    // 导入演示数据 of the widened backup (served beside index.html for the time of the run).
    const imported = await page.evaluate(async (file) => {
      const text = await (await fetch(`/${file}`)).text();
      const answer = await fetch('/__demo/import', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text });
      return `${answer.status} ${await answer.text()}`.slice(0, 300);
    }, BACKUP_FILE);
    if (!imported.startsWith('200')) throw new Error(`import of the ${seed} backup failed: ${imported}`);
  }
  await signInAs(page, SYSTEM_ADMIN);
  await page.goto(`${session.baseUrl}/flowQuery`);
  await waitForApp(page);
  await page.locator('.query-scope').getByText('全部审批', { exact: true }).click();
  await page.locator('.instance-list .ant-table-row').first().waitFor({ timeout: 120000 });
  const listed = Number((await page.locator('.ant-pagination-total-text').innerText()).match(/\d+/)[0]);
  return { page, listed };
}

/** The functions with the most self time in a CPU profile, inside the long tasks ≥ 100 ms and over all of it. */
function hotSpots(profile, tasks, pageNowAtStop) {
  // The profile's clock (µs) has another origin than the page's: lined up at the stop (a few ms apart).
  const offsetMs = profile.endTime / 1000 - pageNowAtStop;
  const long = tasks.filter((x) => x.duration >= 100).map((x) => ({ start: x.start + offsetMs, end: x.start + x.duration + offsetMs }));
  return { hot: hotFunctions(profile, long), hotAll: hotFunctions(profile, [{ start: -Infinity, end: Infinity }]) };
}

/** One click on 导出 Excel: time to the download, long tasks meanwhile, the export's requests, the file read back. */
async function exportOnce(session, page, name) {
  await page.waitForTimeout(2000); // let the list's own work (or the last export's) settle before measuring
  const cdp = await session.context.newCDPSession(page);
  if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.evaluate(recordLongTasks);
  const clickedAt = await page.evaluate(() => performance.now());
  const started = Date.now();
  const downloading = page.waitForEvent('download', { timeout: 600000 });
  await page.getByRole('button', { name: '导出 Excel' }).click();
  const download = await downloading;
  const seconds = (Date.now() - started) / 1000;
  await page.waitForTimeout(1000); // the save and the success message after the download
  const tasks = (await page.evaluate(() => window.__exportLongTasks)).filter((t) => t.start >= clickedAt);
  // The export's requests as the page saw them (the list's pages, then each page's instances).
  const requests = await page.evaluate((from) => performance.getEntriesByType('resource')
    .filter((e) => e.startTime >= from && /query_instances|get_work_instances|export_instances/.test(e.name))
    .map((e) => ({ kind: e.name.includes('export_instances') ? 'export' : 'list', ms: e.duration, bytes: e.decodedBodySize })), clickedAt);
  let spots = { hot: [], hotAll: [] };
  if (PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    fs.mkdirSync(screenshotDir, { recursive: true });
    fs.writeFileSync(path.join(screenshotDir, `${name}.cpuprofile`), JSON.stringify(profile));
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'performance.now()', returnByValue: true });
    spots = hotSpots(profile, tasks, result.value);
  }
  if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  await page.evaluate(() => performance.clearResourceTimings());

  const file = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  // One sheet per flow holds one row per instance; detail tables have sheets of their own (名称-明细).
  const main = book.worksheets.filter((s) => !s.name.includes('-'));
  return {
    seconds, tasks, requests, ...spots, bytes: fs.statSync(file).size,
    rows: main.reduce((n, s) => n + s.rowCount - 1, 0),
    columns: Math.max(...main.map((s) => s.columnCount)),
    detailRows: book.worksheets.filter((s) => s.name.includes('-')).reduce((n, s) => n + s.rowCount - 1, 0),
  };
}

/** RUNS exports of 全部审批 with `seed` instances in the store. */
async function exportRuns(session, build, seed) {
  const { page, listed } = await openAllInstances(session, build, seed);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await exportOnce(session, page, `bench-export-${build}-${seed}-${i + 1}`));
  await page.screenshot({ path: path.join(screenshotDir, `bench-export-${build}-${seed}.png`) });
  const errors = [...page.errors];
  await page.close();
  return { build, seed, listed, runs, errors };
}

const results = [];
for (const build of BUILDS) {
  for (const seed of SEEDS) {
    const backupPath = path.join(repoRoot, DIST[build], BACKUP_FILE);
    if (WIDE) fs.writeFileSync(backupPath, wideBackup(seed));
    const server = build === 'live' ? await startDemoServer(DIST.live, { args: WIDE ? [] : ['--seed', String(seed)], startMs: 300000 }) : undefined;
    const session = await startSession({ dist: DIST[build], baseUrl: server?.url, contextOptions: { acceptDownloads: true } });
    try {
      results.push(await exportRuns(session, build, seed));
    } finally {
      await session.close();
      await server?.close();
      fs.rmSync(backupPath, { force: true });
    }
  }
}

const load = os.loadavg().map((l) => l.toFixed(2)).join(', ');
const median = (xs) => { const t = [...xs].sort((a, b) => a - b); return t.length % 2 ? t[(t.length - 1) / 2] : (t[t.length / 2 - 1] + t[t.length / 2]) / 2; };
const longestOf = (run) => Math.max(0, ...run.tasks.map((t) => t.duration));
const overOf = (run) => run.tasks.filter((t) => t.duration > LONG_MS).length;
console.log(`导出 Excel of 流程查询 › 全部审批 as 陈志远 (系统管理员), production builds (demo: backend on the page's main thread; live: demo-server), desktop 1400×900, ${CPU_SLOWDOWN > 1 ? `${CPU_SLOWDOWN}× CPU throttling` : 'no CPU throttling'};`);
console.log(WIDE ? `every generated instance with ${EXTRA_FIELDS} more fields and a ${TABLE_ROWS}-row detail table (WIDE=0: the seed as it is);` : 'the seed\'s instances as they are (WIDE=0);');
console.log(`${RUNS} exports each (median, and the runs); load average ${load} on ${os.cpus().length} cores; long tasks observed from the click to the download (+1 s)`);
console.log('| Build | Store | instances exported (rows read back) | columns | detail rows | click → download | longest task | tasks > 200 ms | long tasks (> 50 ms) | file |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const first = r.runs[0];
  const each = (f, unit) => `${r.runs.map((run) => `${f(run)}`).join(' / ')}${unit}`;
  console.log(`| ${r.build} | ${r.seed.toLocaleString('en')} instances | ${first.rows.toLocaleString('en')} of ${r.listed.toLocaleString('en')} | ${first.columns} | ${first.detailRows.toLocaleString('en')} `
    + `| ${median(r.runs.map((x) => x.seconds)).toFixed(1)} s (${each((x) => x.seconds.toFixed(1), ' s')}) | ${Math.round(median(r.runs.map(longestOf)))} ms (${each((x) => Math.round(longestOf(x)), ' ms')}) `
    + `| ${each(overOf, '')} | ${each((x) => x.tasks.length, '')} | ${(first.bytes / 1_048_576).toFixed(2)} MB |`);
  for (const [i, run] of r.runs.entries()) {
    for (const kind of ['list', 'export']) {
      const asked = run.requests.filter((q) => q.kind === kind);
      const ms = asked.map((q) => q.ms);
      const mb = Math.max(...asked.map((q) => q.bytes)) / 1_048_576;
      if (ms.length > 0) console.log(`  run ${i + 1} ${kind === 'list' ? 'list pages' : 'export_instances'}: ${ms.length} requests, ${(ms.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s in all, longest ${Math.round(Math.max(...ms))} ms${mb > 0 ? `, largest answer ${mb.toFixed(1)} MB` : ''}`);
    }
    for (const [title, hot] of [['inside the tasks ≥ 100 ms', run.hot], ['over the whole export', run.hotAll]]) {
      if (hot.length === 0) continue;
      console.log(`  run ${i + 1} main-thread self time ${title}:`);
      for (const [fn, ms] of hot) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${fn}`);
    }
    if (run.rows === 0 || run.rows !== r.listed) {
      console.error(`${r.build} ${r.seed} run ${i + 1}: the file holds ${run.rows} instance rows, the list ${r.listed}`);
      process.exitCode = 1;
    }
  }
  if (r.errors.length > 0) {
    console.error(`${r.build} ${r.seed}: page errors: ${r.errors.join(' | ')}`);
    process.exitCode = 1;
  }
}
for (const build of BUILDS) {
  const [a, b] = results.filter((r) => r.build === build);
  const time = (r) => median(r.runs.map((x) => x.seconds));
  if (b) console.log(`${build}: click → download at ${b.seed.toLocaleString('en')} / ${a.seed.toLocaleString('en')} instances: ${(time(b) / time(a)).toFixed(1)}×`);
}
