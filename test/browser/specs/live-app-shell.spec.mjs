// Issue 31: the live build's app shell is precached by a service worker. A deploy of a new build is picked up
// (the update prompt 发现新版本，刷新 appears, 刷新 loads the new build), and offline a repeat visit shows the shell
// with a Chinese offline notice instead of the browser's error page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSession, waitForApp, repoRoot } from '../harness.mjs';
import { startDemoServer } from '../demo-server-process.mjs';

let server;
let session;
let deployDir;
before(async () => {
  // A deploy folder of its own: the test deploys a "new build" into it.
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-deploy-'));
  fs.cpSync(path.join(repoRoot, 'dist'), deployDir, { recursive: true });
  server = await startDemoServer(deployDir);
  session = await startSession({ baseUrl: server.url });
});
after(async () => {
  await session?.close();
  await server?.close();
  if (deployDir) fs.rmSync(deployDir, { recursive: true, force: true });
});

/** A new build on the server: another index.html (marked) and so another worker script, as a real deploy gives. */
function deployNewBuild(marker) {
  const index = path.join(deployDir, 'index.html');
  fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('<head>', `<head><meta name="app-build" content="${marker}">`));
  const worker = path.join(deployDir, 'app-sw.js');
  fs.writeFileSync(worker, fs.readFileSync(worker, 'utf8').replace(/^self\.SHELL_BUILD="[^"]*"/, `self.SHELL_BUILD="${marker}"`));
}

/** Resolves once the app-shell worker (registered after the page's load) is active. */
const workerActive = (page) => page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.state));

/** 待我审批 opened, then opened again once the worker is active: the repeat visit, answered by the worker. */
async function repeatVisit() {
  const page = await session.newPage();
  await page.goto(`${server.url}/approvingFlow`);
  await waitForApp(page);
  // The worker installs after the page has loaded; the next visit is answered by it.
  await workerActive(page);
  await page.reload();
  await waitForApp(page);
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the repeat visit is served by the app-shell worker');
  return page;
}

const buildMarker = (page) => page.evaluate(() => document.querySelector('meta[name="app-build"]')?.getAttribute('content') ?? null);

test('the live build ships its app-shell worker with the first screens to precache', () => {
  const worker = fs.readFileSync(path.join(repoRoot, 'dist/app-sw.js'), 'utf8');
  const files = JSON.parse(/^self\.SHELL_FILES=(.*);$/m.exec(worker)?.[1] ?? '[]');
  assert.ok(files.includes('/index.html'));
  const groups = JSON.parse(fs.readFileSync(path.join(repoRoot, 'dist/chunk-groups.json'), 'utf8'));
  for (const group of ['app', 'page-instance-list', 'page-launch', 'instance-drawer', 'phone-filter-sheet']) {
    for (const file of groups[group]) assert.ok(files.includes(`/${file}`), `${group}: ${file} is precached`);
  }
  // The opening script (the first screens' preload hints) that index.html loads first is precached with it.
  const opening = /src="?\/(js\/opening\.[0-9a-f]{8}\.js)/.exec(fs.readFileSync(path.join(repoRoot, 'dist/index.html'), 'utf8'))?.[1];
  assert.ok(opening && files.includes(`/${opening}`), `the opening script ${opening} is precached`);
  assert.ok(!fs.existsSync(path.join(repoRoot, 'dist-demo/app-sw.js')), 'the demo build leaves the scope to its mock backend');
});

test('a deploy is picked up: 发现新版本，刷新 appears and 刷新 loads the new build', async () => {
  const page = await repeatVisit();
  assert.equal(await page.getByText('发现新版本，刷新').count(), 0, 'no prompt without a deploy');

  deployNewBuild('two');
  await page.reload();
  await waitForApp(page);
  await page.getByRole('alert').filter({ hasText: '发现新版本，刷新' }).waitFor({ timeout: 30000 });
  assert.equal(await buildMarker(page), null, 'until 刷新, the page keeps the build it started with (never two builds mixed)');
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '刷新' }).click()]);
  await waitForApp(page);
  assert.equal(await buildMarker(page), 'two', '刷新 loaded the new build');
  assert.equal(await page.getByText('发现新版本，刷新').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('offline, a repeat visit shows the app shell with a Chinese offline notice, not the browser\'s error page', async () => {
  const page = await repeatVisit();
  await session.context.setOffline(true);
  try {
    await page.goto(`${server.url}/newFlowLaunch?id=model-leave`);
    await waitForApp(page);
    assert.ok(page.url().startsWith(server.url), `still the app, not ${page.url()}`);
    await page.getByRole('status').filter({ hasText: '网络已断开：当前显示的是离线缓存的页面' }).waitFor();
  } finally {
    await session.context.setOffline(false);
  }
  await page.close();
});
