/**
 * `npm run bench:server-concurrency`: how approvals through one real server process on PostgreSQL scale with
 * concurrent clients (1, 5, 50 by default: CLIENTS=1,5,50) — 200 launched 2-day leaves approved by 张三's 直属主管
 * as fast as the clients go; approvals per second and the calls refused after every retry. It found that
 * SERIALIZABLE writes refused each other over shared index pages (docs/PERFORMANCE.md, issue 37).
 * PostgreSQL: TEST_DATABASE_URL, else a throw-away cluster started by .ci/start-postgres.sh.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createLargeSeed } from '../../adapters/demo/seed/large-seed';
import { MemoryBlobs } from '../../server/stores/file-blobs';
import { openSqlDb } from '../../server/stores/sql/open-sql-db';
import { ServerClient, W, startServerProcess, tempDataDir } from '../server/server-process';
import { freshPostgresLocation } from '../support/sql-test-db';
import { leaveRange } from '../adapters/support/leave-dates';

const CLIENTS = (process.env['CLIENTS'] ?? '1,5,50').split(',').map(Number);
const APPROVALS = 200;

async function run(clients: number): Promise<string> {
  const location = await freshPostgresLocation() as { url: string };
  const opened = await openSqlDb(location, new MemoryBlobs());
  await opened.store.replaceAll(createLargeSeed(10_000));
  await opened.store.closed();
  const server = await startServerProcess({ DATA_DIR: tempDataDir(), DATABASE_URL: location.url });
  try {
    const values = { leave_type: 1, leave_days: 2, leave_range: leaveRange(2), leave_reason: '压测', leave_phone: '13800138000' };
    const applicant = await new ServerClient(() => server.url).signInAs('u-applicant');
    const ids: string[] = [];
    for (let i = 0; i < APPROVALS; i++) ids.push((await applicant.post(`${W}add_instance`, { modelId: 'model-leave', values })).body.data.id);
    const approver = (await applicant.get(`${W}get_instance?id=${ids[0]}`)).body.data.currentNodes[0].userIds[0] as string;
    const approvers = await Promise.all(Array.from({ length: clients }, () => new ServerClient(() => server.url).signInAs(approver)));
    let refused = 0;
    const started = performance.now();
    await Promise.all(approvers.map(async (client) => {
      for (let id = ids.pop(); id; id = ids.pop()) {
        if ((await client.post(`${W}instance/action`, { instanceId: id, action: 'approve' })).body.code !== 0) refused++;
      }
    }));
    const perSecond = APPROVALS / ((performance.now() - started) / 1000);
    return `| ${clients} | ${perSecond.toFixed(0)}/s | ${refused} of ${APPROVALS} |`;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (!process.env['TEST_DATABASE_URL']) {
    process.env['TEST_DATABASE_URL'] = execFileSync('bash', [join(__dirname, '../../.ci/start-postgres.sh')], { encoding: 'utf8' }).trim();
  }
  const rows: string[] = [];
  for (const clients of CLIENTS) rows.push(await run(clients));
  console.log('\n| clients | approvals | refused after every retry |\n|---|---|---|');
  for (const row of rows) console.log(row);
}

void main().then(() => process.exit(0), (error: unknown) => { console.error(error); process.exit(1); });
