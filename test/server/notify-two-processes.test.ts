// Pushes across server processes (issue 40): this process and `npm run server` in a child process on one PostgreSQL
// database; a change made through one reaches a socket of the other through LISTEN/NOTIFY. Without a PostgreSQL server (TEST_DATABASE_URL; CI starts
// one) only the in-process bus is tested here.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { startAppServer, type AppServer } from '../../server/node/app-server';
import { createLog } from '../../server/node/log';
import { inProcessBus, type BusEvent } from '../../server/node/notify-bus';
import { readSettings } from '../../server/node/settings';
import { TEST_DATABASE_URL, requirePostgresInCi } from '../support/sql-test-db';
import { launchLeave, NotifyClient, signIn } from './notify-kit';

requirePostgresInCi();

it('the in-process bus hands every event to every listener of the process', () => {
  const bus = inProcessBus();
  const heard: BusEvent[] = [];
  bus.onEvent((event) => heard.push(event));
  bus.send({ type: 'inboxRead', userId: 'u-1' });
  expect(heard).toEqual([{ type: 'inboxRead', userId: 'u-1' }]);
});

/**
 * A database of its own (not a schema: kysely's Migrator looks for its tables in every schema of the cluster, and
 * the test cluster holds other runs' schemas).
 */
async function freshDatabase(): Promise<string> {
  const name = `notify_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const { Client } = await import('pg');
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `npm run server` (server/node/main.ts) in a child process on a free port; resolves once /readyz answers. */
async function startServerProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, ['-r', '@swc/register', 'server/node/main.ts'], {
    cwd: join(__dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), TIMER_INTERVAL_SECONDS: '3600', LOG_LEVEL: 'error', ...env },
  });
  let output = '';
  child.stdout!.on('data', (d) => { output += d; });
  child.stderr!.on('data', (d) => { output += d; });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited: ${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, child };
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) { child.kill(); throw new Error(`the server process did not start: ${output}`); }
    await new Promise((r) => setTimeout(r, 250));
  }
}

if (TEST_DATABASE_URL) {
  describe('two server processes on one PostgreSQL database', () => {
    let first: AppServer;
    let second: { url: string; child: ChildProcess };
    const dirs: string[] = [];
    let url = '';
    beforeAll(async () => {
      url = await freshDatabase();
      for (let i = 0; i < 2; i++) dirs.push(await mkdtemp(join(tmpdir(), 'notify-pg-')));
      // This process migrates and seeds; the other is `npm run server` in a process of its own.
      first = await startAppServer(readSettings({ PORT: '0', DATA_DIR: dirs[0], STATIC_DIR: dirs[0], TIMER_INTERVAL_SECONDS: '3600', DATABASE_URL: url }), { seed: true, log: createLog('error', () => undefined) });
      second = await startServerProcess({ DATABASE_URL: url, DATA_DIR: dirs[1]!, STATIC_DIR: dirs[1]! });
    });
    afterAll(async () => {
      await new Promise((resolve) => { second?.child.once('exit', resolve); second?.child.kill('SIGTERM'); });
      await first?.close();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      const { Client } = await import('pg');
      const client = new Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)}`);
      await client.end();
    });

    it('a launch through one process reaches the approver connected to the other, and only them', async () => {
      const approver = await NotifyClient.open(second.url, await signIn(second.url, 'u-hr-head'));
      const other = await NotifyClient.open(second.url, await signIn(second.url, 'u-zhaoliu'));
      const before = (await approver.next('unread')).payload.count as number;
      const id = await launchLeave(first.url, await signIn(first.url, 'u-applicant'));
      expect((await approver.next('instanceChanged')).payload).toMatchObject({ reason: 'taskCreated', instanceId: id });
      expect((await approver.next('unread')).payload.count).toBe(before + 1);
      expect(other.received.filter((m) => m.type === 'instanceChanged')).toEqual([]);
      approver.close();
      other.close();
    });
  });
}
