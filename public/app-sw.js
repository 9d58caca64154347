/*
 * 审批流's app-shell service worker (issue 31): the live build only (the demo build's scope belongs to msw's
 * mock backend, public/mockServiceWorker.js; one scope has one worker, so the two never run on the same page).
 * The build (ShellWorkerPlugin, webpack.config.ts) puts two lines above this text:
 *   self.SHELL_BUILD: names the build (a new deploy changes this file, so the browser installs the new worker)
 *   self.SHELL_FILES: index.html and the chunks of the first screens (待我审批, the launch form), precached.
 * A repeat visit is answered from the cache (index.html and hashed chunks never change under one build), also
 * offline. A new build waits until the page says 刷新 (SKIP_WAITING): the page never mixes two builds.
 * API calls and files other than the app's own pass through untouched.
 */
/* eslint-disable no-restricted-globals */
const BUILD = self.SHELL_BUILD;
const FILES = self.SHELL_FILES;
const CACHE = `app-shell-${BUILD}`;
const CACHE_PREFIX = 'app-shell-';
/** The first path segments of the backend's calls and non-app files: never answered with the app shell. */
const NOT_APP_ROUTES = new Set(['api', 'flow', 'v2', 'bzp_api', 'filter', '__demo', 'js', 'fonts']);
/** A hashed chunk, `js/name.1a2b3c4d.js`: its bytes never change, so the cache answers first. */
const HASHED = /\/js\/[^/]+\.[0-9a-f]{8}\.(js|css)$/;

function isAppRoute(url) {
  const first = url.pathname.split('/')[1] ?? '';
  return !NOT_APP_ROUTES.has(first) && !/\.[a-z0-9]+$/i.test(url.pathname.replace(/\/index\.html$/, '/'));
}

/** A hashed chunk another build already cached (an unchanged chunk keeps its name): no second download. */
async function cachedOrFetched(path) {
  const known = HASHED.test(path) ? await caches.match(path) : undefined;
  if (known) return known;
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(FILES.map(async (path) => {
    await cache.put(path, await cachedOrFetched(path));
  }))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(
    keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
  )));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function shell() {
  const cache = await caches.open(CACHE);
  return (await cache.match('/index.html')) ?? fetch('/index.html');
}

async function chunk(request) {
  const cache = await caches.open(CACHE);
  const known = await cache.match(request);
  if (known) return known;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** config.json names the backend: the network's answer when there is one, the last one seen offline. */
async function config(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put('/config.json', response.clone());
    return response;
  } catch (error) {
    const known = await cache.match('/config.json');
    if (known) return known;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && isAppRoute(url)) event.respondWith(shell());
  else if (HASHED.test(url.pathname)) event.respondWith(chunk(request));
  else if (url.pathname === '/config.json') event.respondWith(config(request));
});
