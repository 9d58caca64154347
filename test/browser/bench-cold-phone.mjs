// `npm run bench:cold-phone` (issue 31): an approver's first visit on a phone. Headless Chromium with a phone
// profile (390 × 844, isMobile, hasTouch) and 4× CPU throttling, three networks (no limit; fast 4G 9 Mbps / 60 ms;
// slow 4G 1.6 Mbps / 150 ms, CDP Network.emulateNetworkConditions), for the live build (dist, served by
// demo-server) and the demo build (dist-demo, served by the same server: same compression and cache headers).
//  - cold: a new browser profile (no HTTP cache, no service worker, no IndexedDB: the demo seeds its store);
//  - repeat: the same profile loading the page again (HTTP cache, the live build's app-shell worker).
// Figures: 待我审批 (/approvingFlow) until its first card (or its empty state) is in the document; the leave form
// (/newFlowLaunch?id=model-leave) until its first input is. Median of RUNS (default 5). It prints the bytes each
// route transferred on a cold load and the load average, and fails nothing: a bench, not a test.
// BUILDS=live,demo NETWORKS=none,fast4g,slow4g PAGES=todo,leave RUNS=5 pick a part; SKIP_BUILD=1 uses the builds there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot, startSession } from './harness.mjs';
import { startDemoServer } from './demo-server-process.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const PHONE_PROFILE = {
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};
const ALL_NETWORKS = {
  none: { label: 'no network limit', conditions: null },
  fast4g: { label: 'fast 4G (9 Mbps, 60 ms)', conditions: { offline: false, latency: 60, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (3 * 1024 * 1024) / 8 } },
  slow4g: { label: 'slow 4G (1.6 Mbps, 150 ms)', conditions: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 } },
};
const ALL_PAGES = {
  todo: { label: '待我审批, first card', route: '/approvingFlow', ready: '.instance-card, .ant-empty' },
  leave: { label: 'leave form, first input', route: '/newFlowLaunch?id=model-leave', ready: '.launch-form input:not([type="hidden"]), .launch-form textarea, .launch-form .phone-date-trigger' },
};
const ALL_BUILDS = { live: { label: 'live', dist: 'dist', profile: 'live' }, demo: { label: 'demo', dist: 'dist-demo', profile: 'demo' } };
const pick = (all, env) => (process.env[env] ? process.env[env].split(',') : Object.keys(all)).map((key) => all[key]);
const builds = pick(ALL_BUILDS, 'BUILDS');
const networks = pick(ALL_NETWORKS, 'NETWORKS');
const pages = pick(ALL_PAGES, 'PAGES');

if (!process.env.SKIP_BUILD) {
  for (const build of builds) {
    const r = spawnSync('npx', ['webpack', '--mode', 'production', '--env', `profile=${build.profile}`, '--env', `outDir=${build.dist}`], { cwd: repoRoot, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

/** Marks, from the document's start, when the page's first useful element is in the document. */
function watchFor(selector) {
  const seen = () => {
    if (window.__ready === undefined && document.querySelector(selector)) window.__ready = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
}

/** One load under the phone's CPU and the network: ms to the first useful element, bytes transferred. */
async function loadOnce(context, url, network) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network.conditions) await cdp.send('Network.emulateNetworkConditions', network.conditions);
  await page.goto(url, { waitUntil: 'commit', timeout: 120000 });
  await page.waitForFunction(() => window.__ready !== undefined, null, { timeout: 120000 });
  const ms = await page.evaluate(() => window.__ready);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // What the first visit leaves behind for the next (the app-shell worker's precache) is not the user's wait.
  await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 5000))])).catch(() => undefined);
  await page.waitForTimeout(500);
  await page.close();
  return { ms, bytes };
}

const rows = [];
const loadAverages = [];
for (const build of builds) {
  const server = await startDemoServer(build.dist);
  try {
    for (const target of pages) {
      for (const network of networks) {
        const cold = [];
        const repeat = [];
        for (let i = 0; i < RUNS; i += 1) {
          loadAverages.push(os.loadavg()[0]);
          // A new profile each run: the first visit of a phone that never saw the app.
          const session = await startSession({ baseUrl: server.url, contextOptions: PHONE_PROFILE });
          try {
            await session.context.addInitScript(watchFor, target.ready);
            cold.push(await loadOnce(session.context, server.url + target.route, network));
            repeat.push(await loadOnce(session.context, server.url + target.route, network));
          } finally {
            await session.close();
          }
        }
        rows.push({ build: build.label, page: target.label, network: network.label, cold: median(cold.map((r) => r.ms)), repeat: median(repeat.map((r) => r.ms)), coldKb: median(cold.map((r) => r.bytes)) / 1024, repeatKb: median(repeat.map((r) => r.bytes)) / 1024 });
        const last = rows.at(-1);
        console.error(`${last.build} · ${last.page} · ${last.network}: cold ${(last.cold / 1000).toFixed(2)} s, repeat ${(last.repeat / 1000).toFixed(2)} s, ${last.coldKb.toFixed(0)} KB (load ${os.loadavg()[0].toFixed(1)})`);
      }
    }
  } finally {
    await server.close();
  }
}

console.log(`Phone 390×844, 4× CPU, median of ${RUNS}; load average during the run ${median(loadAverages).toFixed(1)} (range ${Math.min(...loadAverages).toFixed(1)}–${Math.max(...loadAverages).toFixed(1)}), ${os.cpus().length} cores`);
console.log('| build | page | network | cold | repeat | transferred cold | transferred repeat |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.build} | ${r.page} | ${r.network} | ${(r.cold / 1000).toFixed(2)} s | ${(r.repeat / 1000).toFixed(2)} s | ${r.coldKb.toFixed(0)} KB | ${r.repeatKb.toFixed(0)} KB |`);
