// Issue 31: a deploy of a new build is picked up. The live build's worker installs it in the background; the page
// learns that a newer build waits (发现新版本，刷新) and 刷新 switches to it and reloads, once.
import { firstValueFrom } from 'rxjs';
import { ServiceWorkerAppUpdates, SHELL_WORKER_URL, type ShellWorkerHost } from '../../../adapters/shell-worker/service-worker-app-updates';

class FakeEvents {
  private readonly listeners = new Map<string, (() => void)[]>();
  addEventListener(type: string, run: () => void): void { this.listeners.set(type, [...(this.listeners.get(type) ?? []), run]); }
  emit(type: string): void { for (const run of this.listeners.get(type) ?? []) run(); }
}

class FakeWorker extends FakeEvents {
  state = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown): void { this.messages.push(message); }
}

class FakeRegistration extends FakeEvents {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  updates = 0;
  async update(): Promise<void> { this.updates += 1; }
}

function setUp({ controlled, waiting }: { controlled: boolean; waiting?: boolean }) {
  const registration = new FakeRegistration();
  if (waiting) registration.waiting = new FakeWorker();
  const container = Object.assign(new FakeEvents(), {
    controller: controlled ? {} : null,
    registered: [] as string[],
    async register(url: string) { this.registered.push(url); return registration; },
  });
  const visible: (() => void)[] = [];
  const host: ShellWorkerHost & { reloads: number } = {
    serviceWorker: container as unknown as ServiceWorkerContainer,
    afterLoad: (run) => run(),
    onVisible: (run) => visible.push(run),
    reloads: 0,
    reload() { this.reloads += 1; },
  };
  const updates = new ServiceWorkerAppUpdates(host);
  return { updates, registration, container, host, visible };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.useFakeTimers({ doNotFake: ['setTimeout', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

test('the app-shell worker is registered after the page has loaded', async () => {
  const { container } = setUp({ controlled: false });
  await flush();
  expect(container.registered).toEqual([SHELL_WORKER_URL]);
});

test('a first install is not an update: no 发现新版本 on a first visit', async () => {
  const { updates, registration } = setUp({ controlled: false });
  await flush();
  const worker = new FakeWorker();
  registration.installing = worker;
  registration.emit('updatefound');
  worker.state = 'installed';
  worker.emit('statechange');
  expect(await firstValueFrom(updates.updateReady$)).toBe(false);
});

test('a new build installed while this one runs is reported as ready (the update prompt)', async () => {
  const { updates, registration } = setUp({ controlled: true });
  await flush();
  const worker = new FakeWorker();
  registration.installing = worker;
  registration.emit('updatefound');
  expect(await firstValueFrom(updates.updateReady$)).toBe(false);
  worker.state = 'installed';
  worker.emit('statechange');
  expect(await firstValueFrom(updates.updateReady$)).toBe(true);
});

test('a new build already waiting when the page opens is reported at once', async () => {
  const { updates } = setUp({ controlled: true, waiting: true });
  await flush();
  expect(await firstValueFrom(updates.updateReady$)).toBe(true);
});

test('刷新 tells the waiting build to take over and reloads once it controls the page (never twice)', async () => {
  const { updates, registration, container, host } = setUp({ controlled: true, waiting: true });
  await flush();
  updates.applyUpdate();
  expect(registration.waiting?.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  expect(host.reloads).toBe(0);
  container.emit('controllerchange');
  container.emit('controllerchange');
  expect(host.reloads).toBe(1);
});

test('a tab that comes back, or stays open for half an hour, checks for a deploy', async () => {
  const { registration, visible } = setUp({ controlled: true });
  await flush();
  visible.forEach((run) => run());
  expect(registration.updates).toBe(1);
  jest.advanceTimersByTime(30 * 60 * 1000);
  expect(registration.updates).toBe(2);
});

test('without service workers (an old browser, http) nothing is registered and no update is offered', async () => {
  const host: ShellWorkerHost = { serviceWorker: undefined, afterLoad: (run) => run(), onVisible: () => undefined, reload: () => undefined };
  const updates = new ServiceWorkerAppUpdates(host);
  expect(await firstValueFrom(updates.updateReady$)).toBe(false);
});
