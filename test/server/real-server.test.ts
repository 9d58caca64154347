// Issue 37: the real server as `npm start` runs it — a leave request from launch to 已通过 over HTTP across three
// people, then a restart that finds everything again; on the embedded PGlite and on a PostgreSQL server.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { TEST_DATABASE_URL, freshPostgresLocation, requirePostgresInCi } from '../support/sql-test-db';
import { ServerClient, W, leaveValues, startServerProcess, tempDataDir, type ServerProcess } from './server-process';

requirePostgresInCi();

async function postgresEnv(): Promise<Record<string, string>> {
  const location = await freshPostgresLocation();
  return { DATABASE_URL: (location as { url: string }).url, DATA_DIR: tempDataDir() };
}

const homes: Array<[string, () => Promise<Record<string, string>>]> = [
  ['PGlite (the embedded default)', async () => ({ DATA_DIR: tempDataDir() })],
  ...(TEST_DATABASE_URL ? [['PostgreSQL', postgresEnv] as [string, () => Promise<Record<string, string>>]] : []),
];

describe.each(homes)('the real server on %s', (_name, envOf) => {
  let server: ServerProcess | undefined;
  afterEach(async () => { await server?.kill(); server = undefined; });

  it('a leave request goes from launch to 已通过 across three people, and a restart finds it all', async () => {
    const env = await envOf();
    server = await startServerProcess(env);
    const at = () => server!.url;
    expect(await (await fetch(`${at()}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${at()}/readyz`)).json()).toEqual({ status: 'ready' });

    const zhangsan = await new ServerClient(at).signInAs('u-applicant');
    const zhoumin = await new ServerClient(at).signInAs('u-hr-head');
    const hr = await new ServerClient(at).signInAs('u-hr-1');
    const launched = await zhangsan.post(`${W}add_instance`, { modelId: 'model-leave', values: leaveValues(5) });
    expect(launched.body.msg).toBe('ok');
    const id = launched.body.data.id as string;

    const todo = async (client: ServerClient) => (await client.get(`${W}instance/get_work_instances?kind=todo`)).body.data.list.map((i: { id: string }) => i.id);
    expect(await todo(zhoumin)).toContain(id);
    expect((await zhoumin.post(`${W}instance/action`, { instanceId: id, action: 'approve', comment: '同意' })).body.msg).toBe('ok');
    expect(await todo(hr)).toContain(id);
    expect((await hr.post(`${W}instance/action`, { instanceId: id, action: 'approve' })).body.msg).toBe('ok');
    const done = (await zhangsan.get(`${W}get_instance?id=${id}`)).body.data;
    expect(done.status).toBe('approved');

    // A graceful stop, then a start on the same data: everything is there.
    expect(await server.stop()).toBe(0);
    server = await startServerProcess(env);
    const again = await new ServerClient(at).signInAs('u-applicant');
    const found = (await again.get(`${W}get_instance?id=${id}`)).body.data;
    expect(found.status).toBe('approved');
    expect(found.history.map((h: { action: string }) => h.action)).toEqual(done.history.map((h: { action: string }) => h.action));
    const mine = (await again.get(`${W}instance/get_my_instances`)).body.data.list.map((i: { id: string }) => i.id);
    expect(mine).toContain(id);
    expect(await todo(await new ServerClient(at).signInAs('u-hr-head'))).not.toContain(id);
  });
});

test('a wrong setting stops the server with a sentence naming it', async () => {
  await expect(startServerProcess({ DATA_DIR: tempDataDir(), DATABASE_URL: 'mysql://x' })).rejects.toThrow(/DATABASE_URL 无效：应以 postgres:\/\//);
  await expect(startServerProcess({ DATA_DIR: tempDataDir(), PORT: 'eighty' })).rejects.toThrow(/PORT=eighty 无效/);
});

test('WORKERS above 1 without DATABASE_URL is refused: PGlite is opened by one process only', async () => {
  await expect(startServerProcess({ DATA_DIR: tempDataDir(), WORKERS: '2' })).rejects.toThrow(/WORKERS=2 无效：内置的 PGlite 只能由一个进程打开，多个服务进程需要设置 DATABASE_URL/);
});

/** The ids of the processes whose parent is `pid` (Linux's /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).filter((name) => {
    try { return Number(readFileSync(`/proc/${name}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1]) === pid; } catch { return false; }
  }).map(Number);
}

if (TEST_DATABASE_URL) test('WORKERS=2 on PostgreSQL: two server processes on one port take a leave to 已通过, and SIGTERM stops them all', async () => {
  const server = await startServerProcess({ ...(await postgresEnv()), WORKERS: '2' });
  try {
    const at = () => server.url;
    for (let i = 0; i < 100 && childrenOf(server.child.pid!).length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    const workers = childrenOf(server.child.pid!);
    expect(workers).toHaveLength(2);
    const zhangsan = await new ServerClient(at).signInAs('u-applicant');
    const id = (await zhangsan.post(`${W}add_instance`, { modelId: 'model-leave', values: leaveValues(5) })).body.data.id as string;
    for (const userId of ['u-hr-head', 'u-hr-1']) {
      expect((await (await new ServerClient(at).signInAs(userId)).post(`${W}instance/action`, { instanceId: id, action: 'approve' })).body.msg).toBe('ok');
    }
    expect((await zhangsan.get(`${W}get_instance?id=${id}`)).body.data.status).toBe('approved');
    expect(await server.stop()).toBe(0);
    expect(workers.filter((pid) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z '))).toEqual([]);
  } finally {
    await server.kill();
  }
});
