// `npm run bench:mobile` (issue 20): Lighthouse-style figures of 待我审批 (/approvingFlow) on a phone — headless
// Chromium with a phone profile (390 × 844, isMobile, hasTouch, deviceScaleFactor 3) and 4× CPU throttling
// (CDP Emulation.setCPUThrottlingRate), on the production demo build, signed in as the approver.
//  - FCP: the browser's first-contentful-paint entry.
//  - TTI as Lighthouse defines it: after FCP, the start of the first 5 s window with no long task (> 50 ms) and
//    at most 2 requests in flight, moved back to the end of the last long task before it (never before FCP).
//  - cards: when the first card of the list was in the document (what the approver came for).
// Median of RUNS loads after one warm-up load (a returning user: HTTP and code caches warm), with the demo
// store seeded with 1,000 and with 10,000 instances (`?seed=N`; SEEDS=1000,10000 picks others) to show how the
// cost grows with the data. The machine's load average is printed beside the figures (2 shared cores).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot, screenshotDir, startSession, waitForApp } from './harness.mjs';

const DIST = process.env.DIST_DIR ?? 'dist-demo';
const SEEDS = (process.env.SEEDS ?? '1000,10000').split(',').map(Number);
const RUNS = Number(process.env.RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const QUIET_MS = 5000;
const ROUTE = '/approvingFlow';

export const PHONE_PROFILE = {
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

if (!process.env.SKIP_BUILD) {
  const r = spawnSync('npx', ['webpack', '--mode', 'production', '--env', 'profile=demo', '--env', `outDir=${DIST}`], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

/** Records long tasks and the first card from the document's start (before any app script runs). */
function recordFromStart() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const seen = () => {
    if (window.__firstCard === undefined && document.querySelector('.instance-card, .instance-cards + .ant-empty, .ant-empty')) window.__firstCard = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
}

/** Lighthouse's TTI from long tasks and request intervals (ms since navigation start). */
function timeToInteractive({ fcp, longTasks, requests, now }) {
  const inFlightAtMost2 = (from, to) => {
    // The most requests open at once within [from, to].
    const edges = [];
    for (const r of requests) {
      if (r.end <= from || r.start >= to) continue;
      edges.push([Math.max(r.start, from), 1], [Math.min(r.end, to), -1]);
    }
    edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let open = 0;
    for (const [, step] of edges) { open += step; if (open > 2) return false; }
    return true;
  };
  // A quiet window may start at FCP, at the end of a long task or when a request ends (the network calms down
  // without any long task: the page's lazy chunks after FCP); TTI goes back to the last long task before it.
  const ends = [...longTasks.map((t) => t.end), ...requests.map((r) => r.end)].filter((end) => end > fcp);
  const candidates = [fcp, ...ends].sort((a, b) => a - b);
  for (const start of candidates) {
    if (start + QUIET_MS > now) break; // not observed long enough
    const busy = longTasks.some((t) => t.end > start && t.start < start + QUIET_MS);
    if (!busy && inFlightAtMost2(start, start + QUIET_MS)) {
      return Math.max(fcp, ...longTasks.filter((t) => t.end <= start).map((t) => t.end));
    }
  }
  return undefined;
}

/** One load of 待我审批 under throttling: FCP, TTI, first card, and what the list held. */
async function loadOnce(page, cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(page.baseUrl + ROUTE);
  await page.waitForFunction(() => window.__firstCard !== undefined, null, { timeout: 120000 });
  // Observe until a quiet window of QUIET_MS follows the last activity (or give up after 40 s).
  const started = Date.now();
  for (;;) {
    await page.waitForTimeout(1000);
    const facts = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      longTasks: window.__longTasks,
      requests: [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')].map((e) => ({ start: e.startTime, end: e.responseEnd || performance.now() })),
      now: performance.now(),
      firstCard: window.__firstCard,
      cards: document.querySelectorAll('.instance-card').length,
      badge: Number(document.querySelector('.tab-bar-badge')?.getAttribute('data-count') ?? 0),
    }));
    const tti = facts.fcp === undefined ? undefined : timeToInteractive(facts);
    if (tti !== undefined || Date.now() - started > 40000) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      return { fcp: facts.fcp, tti: tti ?? Number.NaN, firstCard: facts.firstCard, cards: facts.cards, badge: facts.badge, longTasks: facts.longTasks.length };
    }
  }
}

const session = await startSession({ dist: DIST, contextOptions: PHONE_PROFILE });
await session.context.addInitScript(recordFromStart);
const results = [];
try {
  for (const seed of SEEDS) {
    const page = await session.newPage();
    page.baseUrl = session.baseUrl;
    // Seed the store (unthrottled), then sign this tab in as the approver, as the user menu would.
    await page.goto(`${session.baseUrl}/flowapplicationcenter?seed=${seed}`);
    await waitForApp(page);
    const counts = await page.evaluate(async () => {
      await fetch('/__demo/identity', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: 'approver' }) });
      const total = async (url) => (await (await fetch(url)).json()).data.total;
      return { instances: await total('/flow/workflow/instance/query_instances?page=0&pageSize=1').catch(() => undefined), todo: await total('/flow/workflow/instance/get_work_instances?kind=todo&page=0&pageSize=1') };
    });
    const cdp = await session.context.newCDPSession(page);
    await loadOnce(page, cdp); // warm-up
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await loadOnce(page, cdp));
    fs.mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, `bench-mobile-${seed}.png`) });
    results.push({ seed, counts, runs });
    await page.close();
  }
} finally {
  await session.close();
}

const load = os.loadavg().map((l) => l.toFixed(2)).join(', ');
const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'n/a');
console.log(`待我审批 (${ROUTE}) on a phone profile (390×844, DPR 3, touch), ${CPU_SLOWDOWN}× CPU throttling, production demo build;`);
console.log(`median of ${RUNS} loads after a warm-up; load average ${load} on ${os.cpus().length} cores`);
console.log('| Demo store | 待我审批 total | FCP | TTI | first card | runs (FCP / TTI) |');
console.log('|---|---|---|---|---|---|');
for (const { seed, counts, runs } of results) {
  const figure = (key) => median(runs.map((r) => r[key]).filter(Number.isFinite));
  console.log(`| ${seed.toLocaleString('en')} instances | ${counts.todo} | ${ms(figure('fcp'))} | ${ms(figure('tti'))} | ${ms(figure('firstCard'))} | ${runs.map((r) => `${Math.round(r.fcp)}/${Number.isFinite(r.tti) ? Math.round(r.tti) : '–'}`).join(', ')} |`);
  const shown = runs.at(-1);
  if (shown.cards === 0 && counts.todo > 0) {
    console.error(`${seed}: no card shown although ${counts.todo} wait`);
    process.exitCode = 1;
  }
}
if (results.length === 2) {
  const [a, b] = results.map(({ runs }) => median(runs.map((r) => r.tti).filter(Number.isFinite)));
  console.log(`TTI at ${results[1].seed.toLocaleString('en')} / ${results[0].seed.toLocaleString('en')} instances: ${(b / a).toFixed(2)}×`);
}
