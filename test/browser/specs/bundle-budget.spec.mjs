// Issue 7's size target, checked on every run against the live build (dist/, built by run.mjs):
// the filler route's initial JS is at most FILLER_ROUTE_TARGET_KB (route-js.mjs) gzip, and the designer and the rich-text editor load lazily.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, startSession } from '../harness.mjs';
import { startDemoServer } from '../demo-server-process.mjs';
import { fillerRouteJs, FILLER_ROUTE_TARGET_KB } from '../route-js.mjs';

const DIST = 'dist';
const route = fillerRouteJs(DIST);
const read = (file) => fs.readFileSync(path.join(repoRoot, DIST, file), 'utf8');
// What a form may download: the route, the chunks of control types (shared antd pieces included) and the
// predicted route beside the form (issue 17: the flow engine, loaded on demand as launch-route).
const LAUNCH_ROUTE_GROUPS = ['launch-route',
  // the delegations in force that the route preview reads (issue 27: it names 王五（代 赵六）).
  'http-delegation'];
// antd's date picker, which the date controls load on a desktop only (issue 31: a phone uses its own sheets).
const DESKTOP_DATE_PICKER_GROUP = 'desktop-date-picker';
// Every page's notices (发现新版本，刷新, offline) and the service worker's registration, loaded after the page's load event.
const AFTER_LOAD_GROUPS = ['app-notices', 'app-updates'];
// The desktop's user menu (a chunk of its own since issue 31: a phone has 我的 in its tab bar instead).
const DESKTOP_SHELL_GROUPS = ['user-menu',
  // the top bar's 消息中心 bell and its unread count (issue 40), on every page.
  'inbox-bell', 'http-inbox'];
// index.html's opening script (issue 31: it preloads the first screen's chunks in the first request wave).
const OPENING_SCRIPT = /src="?\/(js\/opening\.[0-9a-f]{8}\.js)/.exec(read('index.html'))?.[1];
const allowed = new Set([...route.files, ...(OPENING_SCRIPT ? [OPENING_SCRIPT] : []), ...Object.entries(route.groups)
  .filter(([name]) => name.startsWith('control-') || LAUNCH_ROUTE_GROUPS.includes(name) || name === DESKTOP_DATE_PICKER_GROUP
    || AFTER_LOAD_GROUPS.includes(name) || DESKTOP_SHELL_GROUPS.includes(name))
  .flatMap(([, files]) => files)]);

let server;
let session;
before(async () => {
  server = await startDemoServer(DIST);
  session = await startSession({ baseUrl: server.url });
});
after(async () => {
  await session?.close();
  await server?.close();
});

test(`the filler route's initial JS is at most ${FILLER_ROUTE_TARGET_KB} KB gzip`, () => {
  assert.ok(route.gzipKb <= FILLER_ROUTE_TARGET_KB, `filler route: ${route.gzipKb} KB gzip in ${route.files.length} files`);
});

test('the filler route carries neither the designer, nor the rich-text editor, nor mock code', () => {
  for (const file of route.files) {
    const body = read(file);
    assert.ok(!body.includes('w-e-text-container'), `${file} holds the rich-text editor`);
    assert.ok(!body.includes('designer-palette'), `${file} holds the designer`);
    assert.ok(!body.includes('setupWorker'), `${file} holds the mock backend`);
  }
});

test('opening a form downloads the route and its control types, never the designer or the editor', async () => {
  const page = await session.newPage();
  const requested = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) requested.push(url.pathname.slice(1));
  });
  await page.goto(`${session.baseUrl}/newFlowLaunch?id=model-leave&modelName=${encodeURIComponent('请假')}`);
  await page.waitForSelector('.launch-form .control-frame');
  await page.waitForTimeout(500);
  for (const file of route.files) assert.ok(requested.includes(file), `${file} of the route was not loaded`);
  // Nothing of the designer, the rich-text editor or another page (their chunks are in no allowed group).
  assert.deepEqual(requested.filter((file) => !allowed.has(file)), []);
  // The route preview shares the flow engine with the designer, never the designer's or the editor's UI.
  for (const file of requested) {
    const body = read(file);
    assert.ok(!body.includes('designer-palette') && !body.includes('w-e-text-container'), `${file} holds the designer or the editor`);
  }
  assert.equal(await page.locator('.control-loading').count(), 0, 'every control rendered');
  await page.close();
});
