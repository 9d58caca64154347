// Pushes across server processes (issue 40): two servers on one PostgreSQL database; a change made through one
// reaches a socket of the other through LISTEN/NOTIFY. Without a PostgreSQL server (TEST_DATABASE_URL; CI starts
// one) only the in-process bus is tested here.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

if (TEST_DATABASE_URL) {
  describe('two servers on one PostgreSQL database', () => {
    const apps: AppServer[] = [];
    const dirs: string[] = [];
    let url = '';
    beforeAll(async () => {
      url = await freshDatabase();
      for (let i = 0; i < 2; i++) {
        const dir = await mkdtemp(join(tmpdir(), 'notify-pg-'));
        dirs.push(dir);
        const settings = readSettings({ PORT: '0', DATA_DIR: dir, STATIC_DIR: dir, TIMER_INTERVAL_SECONDS: '3600', DATABASE_URL: url });
        // One after the other: the first migrates and seeds, the second finds it done.
        apps.push(await startAppServer(settings, { seed: true, log: createLog('error', () => undefined) }));
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      const { Client } = await import('pg');
      const client = new Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)}`);
      await client.end();
    });

    it('a launch through the first reaches the approver connected to the second, and only them', async () => {
      const [first, second] = apps as [AppServer, AppServer];
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
