// Issue 31: what the live build's app-shell worker (public/app-sw.js) answers. A repeat visit comes from the
// cache (also offline), a new build never mixes with the old one, the backend's calls are never touched.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

type Listener = (event: Record<string, unknown>) => void;

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(key: string | Request) { return this.entries.get(keyOf(key))?.clone(); }
  async put(key: string | Request, response: Response) { this.entries.set(keyOf(key), response); }
}
const ORIGIN = 'https://oa.example.com';
const keyOf = (key: string | Request) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).pathname;

function loadWorker(build: string, files: string[], network: (path: string) => Response | Promise<Response>, stores = new Map<string, FakeCache>()) {
  const listeners = new Map<string, Listener>();
  const self = { SHELL_BUILD: build, SHELL_FILES: files, location: { origin: ORIGIN }, skipped: 0,
    addEventListener: (type: string, run: Listener) => listeners.set(type, run), skipWaiting() { this.skipped += 1; return Promise.resolve(); } };
  const caches = {
    open: async (name: string) => { if (!stores.has(name)) stores.set(name, new FakeCache()); return stores.get(name) as FakeCache; },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (key: string) => { for (const store of stores.values()) { const found = await store.match(key); if (found) return found; } return undefined; },
  };
  const fetched: string[] = [];
  const fetch = async (input: string | Request) => { const path = keyOf(input); fetched.push(path); return network(path); };
  const script = readFileSync(join(__dirname, '../../../public/app-sw.js'), 'utf8');
  runInNewContext(script, { self, caches, fetch, URL, Response, console });
  const lifecycle = async (type: string, data?: unknown) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ data, waitUntil: (p: Promise<unknown>) => { done = p; } });
    await done;
  };
  /** The worker's answer to a GET, or undefined when it lets the request go to the network untouched. */
  const request = async (path: string, mode = 'no-cors', method = 'GET'): Promise<Response | undefined> => {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')?.({ request: { url: new URL(path, ORIGIN).href, method, mode }, respondWith: (p: Promise<Response>) => { answer = p; } });
    return answer;
  };
  return { self, stores, fetched, lifecycle, request };
}

const SHELL = ['/index.html', '/js/app.11111111.js'];
const online = (path: string) => new Response(`${path} v1`, { status: 200 });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

test('install precaches the app shell; a repeat visit is answered from the cache, offline too', async () => {
  let network: (path: string) => Response | Promise<Response> = online;
  const worker = loadWorker('b1', SHELL, (path) => network(path));
  await worker.lifecycle('install');
  network = offline;
  expect(await (await worker.request('/approvingFlow', 'navigate'))?.text()).toBe('/index.html v1');
  expect(await (await worker.request('/newFlowLaunch?id=model-leave', 'navigate'))?.text()).toBe('/index.html v1');
  expect(await (await worker.request('/js/app.11111111.js'))?.text()).toBe('/js/app.11111111.js v1');
});

test('a hashed chunk not in the shell is fetched once and answered from the cache after that', async () => {
  const worker = loadWorker('b1', SHELL, online);
  await worker.lifecycle('install');
  await worker.request('/js/page-launch.22222222.js');
  await worker.request('/js/page-launch.22222222.js');
  expect(worker.fetched.filter((p) => p === '/js/page-launch.22222222.js')).toHaveLength(1);
});

test('the backend\'s calls, file downloads and other methods are never answered by the worker', async () => {
  const worker = loadWorker('b1', SHELL, online);
  await worker.lifecycle('install');
  expect(await worker.request('/flow/workflow/instance/get_work_instances?kind=todo')).toBeUndefined();
  expect(await worker.request('/api/storage/get_file?id=1', 'navigate')).toBeUndefined();
  expect(await worker.request('/js/app.11111111.js', 'no-cors', 'POST')).toBeUndefined();
  expect(await worker.request('https://cdn.example.com/js/x.11111111.js')).toBeUndefined();
});

test('config.json comes from the network when there is one and from the last copy offline', async () => {
  let network: (path: string) => Response | Promise<Response> = online;
  const worker = loadWorker('b1', SHELL, (path) => network(path));
  await worker.lifecycle('install');
  expect(await (await worker.request('/config.json'))?.text()).toBe('/config.json v1');
  network = offline;
  expect(await (await worker.request('/config.json'))?.text()).toBe('/config.json v1');
});

test('a new build installs beside the old one, reuses its unchanged chunks, and deletes the old cache on activation', async () => {
  const stores = new Map<string, FakeCache>();
  const first = loadWorker('b1', SHELL, online, stores);
  await first.lifecycle('install');
  await first.lifecycle('activate');
  const second = loadWorker('b2', ['/index.html', '/js/app.11111111.js', '/js/app.33333333.js'], (path) => new Response(`${path} v2`), stores);
  await second.lifecycle('install');
  expect(second.fetched).not.toContain('/js/app.11111111.js');
  expect(second.fetched).toEqual(expect.arrayContaining(['/index.html', '/js/app.33333333.js']));
  expect(await (await (await stores.get('app-shell-b2')?.match('/index.html')))?.text()).toBe('/index.html v2');
  expect([...stores.keys()].sort()).toEqual(['app-shell-b1', 'app-shell-b2']);
  await second.lifecycle('message', { type: 'SKIP_WAITING' });
  expect(second.self.skipped).toBe(1);
  await second.lifecycle('activate');
  expect([...stores.keys()]).toEqual(['app-shell-b2']);
});
