// The live notify channel (issue 40) on the real server: /api/notify pushes each person only what concerns them,
// the unread count of their 消息中心 follows, and another site's page cannot open a socket.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startAppServer, type AppServer } from '../../server/node/app-server';
import { createLog } from '../../server/node/log';
import { readSettings } from '../../server/node/settings';
import { launchLeave, NotifyClient, signIn } from './notify-kit';

let app: AppServer;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'notify-'));
  app = await startAppServer(readSettings({ PORT: '0', DATA_DIR: dir, STATIC_DIR: dir, TIMER_INTERVAL_SECONDS: '3600' }), { seed: true, log: createLog('error', () => undefined) });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('/api/notify', () => {
  it('config.json points notifyUrl at it', async () => {
    const config = await (await fetch(`${app.url}/config.json`)).json();
    expect(config.notifyUrl).toBe(`${app.url.replace('http', 'ws')}/api/notify`);
  });

  it('a launch reaches the approver (instanceChanged taskCreated, then the unread count), nobody else', async () => {
    const applicant = await signIn(app.url, 'u-applicant');
    const approver = await signIn(app.url, 'u-hr-head');
    const other = await signIn(app.url, 'u-zhaoliu');
    const approverSocket = await NotifyClient.open(app.url, approver);
    const otherSocket = await NotifyClient.open(app.url, other);
    const before = (await approverSocket.next('unread')).payload.count as number;
    await otherSocket.next('unread');

    const id = await launchLeave(app.url, applicant);
    const pushed = await approverSocket.next('instanceChanged');
    expect(pushed.payload).toMatchObject({ reason: 'taskCreated', instanceId: id, userIds: ['u-hr-head'] });
    expect((await approverSocket.next('unread')).payload.count).toBe(before + 1);
    // The stored notice is there for the list (what a reconnecting client reads).
    const list = await (await fetch(`${app.url}/flow/workflow/inbox/list`, { headers: { cookie: approver } })).json();
    expect(list.data.list[0]).toMatchObject({ kind: 'newTask', instanceId: id, label: '新的待办' });

    // 全部已读: the person's sockets hear the new count.
    await fetch(`${app.url}/flow/workflow/inbox/read`, { method: 'POST', headers: { cookie: approver, 'content-type': 'application/json' }, body: '{}' });
    expect((await approverSocket.next('unread')).payload.count).toBe(0);
    expect(otherSocket.received.filter((m) => m.type === 'instanceChanged')).toEqual([]);
    approverSocket.close();
    otherSocket.close();
  });

  it('a page of another site cannot open a socket with the cookie', async () => {
    const cookie = await signIn(app.url, 'u-hr-head');
    const refused = await new Promise<string>((resolve) => {
      const socket = new WebSocket(`${app.url.replace('http', 'ws')}/api/notify`, { headers: { cookie, origin: 'http://evil.example' } });
      socket.on('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('error'));
    });
    expect(refused).toBe('403');
  });
});
