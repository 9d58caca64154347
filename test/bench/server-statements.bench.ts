/**
 * `npm run bench:server-statements`: the SQL statements one request makes, counted in-process on PGlite seeded with
 * `createLargeSeed(N)` (default 2,000): a launch, an approval, a 待我审批 page, get_instance, and a page after 2 s
 * (when requests look for due timers). V=1 prints each statement.
 */
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGlitePool } from '../../server/stores/sql/pglite-pool';
import { SqlDemoDb } from '../../server/stores/sql/sql-demo-db';
import { SQL_MIGRATIONS } from '../../server/stores/sql/sql-migrations';
import { MemoryBlobs } from '../../server/stores/file-blobs';
import { DemoStore } from '../../server/core/store/demo-store';
import { createBackend } from '../../server/http/routes';
import { createLargeSeed } from '../../adapters/demo/seed/large-seed';
import { leaveRange } from '../adapters/support/leave-dates';

const W = 'http://x/flow/workflow/';
async function main() {
  const pglite = new PGlite();
  await pglite.waitReady;
  let log: string[] | undefined;
  const db = new Kysely<any>( // eslint-disable-line @typescript-eslint/no-explicit-any
    { dialect: new PostgresDialect({ pool: new PGlitePool(pglite) as never }), log: (e) => { if (log && e.level === 'query') log.push(`${e.queryDurationMillis.toFixed(1).padStart(6)} ms  ${e.query.sql.replace(/\s+/g, ' ').slice(0, 160)}`); } });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => SQL_MIGRATIONS } });
  await migrator.migrateToLatest();
  const sqlDb = new SqlDemoDb(db, new MemoryBlobs());
  const size = Number(process.env['N'] ?? 2000);
  const store = await DemoStore.open(sqlDb, () => createLargeSeed(size));
  const backend = createBackend(store);
  const call = async (userId: string, method: string, path: string, body?: unknown) => {
    const res = await backend(new Request(W + path, method === 'GET' ? {} : { method, headers: { 'content-type': 'application/json', 'idempotency-key': `k${Math.random()}` }, body: JSON.stringify(body) }), { userId });
    return JSON.parse(await res!.text());
  };
  const values = { leave_type: 1, leave_days: 2, leave_range: leaveRange(2), leave_reason: '压测', leave_phone: '13800138000' };
  const first = (await call('u-applicant', 'POST', 'add_instance', { modelId: 'model-leave', values })).data.id;
  const approver = (await call('u-applicant', 'GET', `get_instance?id=${first}`)).data.currentNodes[0].userIds[0];
  await new Promise((r) => setTimeout(r, 2100));
  const measure = async (name: string, f: () => Promise<unknown>) => {
    log = [];
    const t = performance.now();
    const out = await f();
    const took = performance.now() - t;
    console.log(`\n== ${name}: ${log.length} statements, ${took.toFixed(1)} ms`);
    if (process.env['V']) for (const s of log) console.log('  ' + s);
    log = undefined;
    return out;
  };
  const launched = await measure('add_instance', () => call('u-applicant', 'POST', 'add_instance', { modelId: 'model-leave', values })) as { data: { id: string } };
  await measure('approve', () => call(approver, 'POST', 'instance/action', { instanceId: launched.data.id, action: 'approve' }));
  await measure('todo page', () => call(approver, 'GET', 'instance/get_work_instances?kind=todo&page=0&pageSize=20'));
  await measure('get_instance', () => call(approver, 'GET', `get_instance?id=${launched.data.id}`));
  await new Promise((r) => setTimeout(r, 2100));
  await measure('todo page + tick', () => call(approver, 'GET', 'instance/get_work_instances?kind=todo&page=0&pageSize=20'));
  await db.destroy();
}
void main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
