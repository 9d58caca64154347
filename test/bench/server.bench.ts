/**
 * `npm run bench:server`: the real server (a server process as `npm start` runs it) under 50 concurrent clients on
 * loopback — approvals per second with p50 / p95 latency, and the 待我审批 list page's p50 / p95 — with 10k and
 * 100k stored instances, on PGlite and on PostgreSQL, printed beside `pgbench -T 20` (TPC-B) on the same cluster.
 * Settings: SIZES (default 10000,100000), HOMES (pglite,postgres), CLIENTS (50), SECONDS (15), PGBENCH_SECONDS (20);
 * WORKERS (1): server processes on PostgreSQL (the server's WORKERS setting; PGlite always runs one);
 * CPU_PROFILE_DIR writes the server process's CPU profile there (`--cpu-prof`), to see where an approval's time goes.
 * PostgreSQL: TEST_DATABASE_URL, else a throw-away cluster started by .ci/start-postgres.sh.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createLargeSeed } from '../../adapters/demo/seed/large-seed';
import { MemoryBlobs } from '../../server/stores/file-blobs';
import { openSqlDb, type SqlLocation } from '../../server/stores/sql/open-sql-db';
import { ServerClient, W, startServerProcess, tempDataDir } from '../server/server-process';
import { BenchClient } from './bench-client';
import { freshPostgresLocation } from '../support/sql-test-db';
import { leaveRange } from '../adapters/support/leave-dates';

const SIZES = (process.env['SIZES'] ?? '10000,100000').split(',').map(Number);
const HOMES = (process.env['HOMES'] ?? 'pglite,postgres').split(',');
const CLIENTS = Number(process.env['CLIENTS'] ?? 50);
const SECONDS = Number(process.env['SECONDS'] ?? 15);
const PGBENCH_SECONDS = Number(process.env['PGBENCH_SECONDS'] ?? 20);
const WORKERS = Number(process.env['WORKERS'] ?? 1);
const root = join(__dirname, '../..');

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : NaN);
const ms = (n: number) => `${n.toFixed(1)} ms`;

interface Figures { approvalsPerSecond: number; approveP50: number; approveP95: number; listP50: number; listP95: number; retries?: number; failures: number }

function postgresUrl(): string {
  if (process.env['TEST_DATABASE_URL']) return process.env['TEST_DATABASE_URL'];
  const url = execFileSync('bash', [join(root, '.ci/start-postgres.sh')], { encoding: 'utf8' }).trim();
  process.env['TEST_DATABASE_URL'] = url;
  return url;
}

function pgbenchTps(url: string): number {
  const bin = readdirSync('/usr/lib/postgresql').sort().map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`).filter(existsSync).pop() ?? 'pgbench';
  const target = new URL(url);
  // A Unix socket's folder comes as `?host=/tmp` (and its port as `?port=`): pgbench then talks over the same socket.
  const host = target.searchParams.get('host') ?? target.hostname;
  const port = target.searchParams.get('port') ?? (target.port || '5432');
  const base = ['-h', host, '-p', port, '-U', target.username || 'postgres'];
  const psql = (sql: string) => spawnSync('psql', [...base, '-d', 'postgres', '-c', sql], { encoding: 'utf8' });
  psql('DROP DATABASE IF EXISTS bench_pgbench');
  psql('CREATE DATABASE bench_pgbench');
  execFileSync(bin, [...base, '-i', '-q', '-s', '10', 'bench_pgbench'], { stdio: 'ignore' });
  const out = execFileSync(bin, [...base, '-T', String(PGBENCH_SECONDS), '-c', '10', '-j', '2', 'bench_pgbench'], { encoding: 'utf8' });
  return Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
}

/** Runs `work` on CLIENTS clients until `until` passes or it answers false; every call's latency is kept. */
async function loop<C>(clients: C[], until: number, work: (client: C) => Promise<boolean>): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(clients.map(async (client) => {
    while (Date.now() < until) {
      const started = performance.now();
      const more = await work(client);
      latencies.push(performance.now() - started);
      if (!more) return;
    }
  }));
  return latencies.sort((a, b) => a - b);
}

async function measure(home: string, size: number): Promise<Figures> {
  const dataDir = tempDataDir();
  const location: SqlLocation = home === 'pglite' ? { pgliteDir: join(dataDir, 'db') } : await freshPostgresLocation();
  process.stdout.write(`  ${home} ${size}: seeding… `);
  const seeding = Date.now();
  const opened = await openSqlDb(location, new MemoryBlobs());
  await opened.store.replaceAll(createLargeSeed(size));
  await opened.store.closed();
  process.stdout.write(`${((Date.now() - seeding) / 1000).toFixed(0)} s; `);
  const profiling = process.env['CPU_PROFILE_DIR'] ? ['--cpu-prof', `--cpu-prof-dir=${process.env['CPU_PROFILE_DIR']}`] : [];
  const server = await startServerProcess({ DATA_DIR: dataDir, ...('url' in location ? { DATABASE_URL: location.url, WORKERS: String(WORKERS) } : {}) }, [], profiling);
  try {
    const at = () => server.url;
    const applicant = await new ServerClient(at).signInAs('u-applicant');
    // A 2-day leave waits at 张三's 直属主管: one approval each finishes it.
    const first = (await applicant.post(`${W}add_instance`, { modelId: 'model-leave', values: leave() })).body.data;
    const approver = (await applicant.get(`${W}get_instance?id=${first.id}`)).body.data.currentNodes[0].userIds[0] as string;
    const launchers = await Promise.all(Array.from({ length: CLIENTS }, () => new BenchClient(server.url).signInAs('u-applicant')));
    const queue: string[] = [first.id];
    const target = home === 'pglite' ? 3000 : 8000;
    const launchUntil = Date.now() + 120_000;
    await loop(launchers, launchUntil, async (client) => {
      const answer = await client.call('POST', `${W}add_instance`, { modelId: 'model-leave', values: leave() });
      if (answer.body.code === 0) queue.push(answer.body.data.id);
      return queue.length < target;
    });
    process.stdout.write(`${queue.length} launched; `);
    for (const client of launchers) client.close();
    const approvers = await Promise.all(Array.from({ length: CLIENTS }, () => new BenchClient(server.url).signInAs(approver)));
    let failures = 0;
    let approved = 0;
    const started = Date.now();
    const approveLatencies = await loop(approvers, started + SECONDS * 1000, async (client) => {
      const id = queue.pop();
      if (!id) return false;
      const answer = await client.call('POST', `${W}instance/action`, { instanceId: id, action: 'approve' });
      if (answer.body.code === 0) approved++; else failures++;
      return true;
    });
    const elapsed = (Date.now() - started) / 1000;
    const listLatencies = await loop(approvers, Date.now() + (SECONDS * 1000) / 2, async (client) => {
      const answer = await client.call('GET', `${W}instance/get_work_instances?kind=todo&page=0&pageSize=20`);
      if (answer.body.code !== 0) failures++;
      return true;
    });
    for (const client of approvers) client.close();
    process.stdout.write('done\n');
    return {
      approvalsPerSecond: approved / elapsed, approveP50: percentile(approveLatencies, 0.5), approveP95: percentile(approveLatencies, 0.95),
      listP50: percentile(listLatencies, 0.5), listP95: percentile(listLatencies, 0.95), failures,
    };
  } catch (error) {
    // The server's own last words say why a run broke off (a crash, an out-of-memory).
    console.error(`\n${home} ${size}: the run broke off (server exit ${server.child.exitCode}, signal ${server.child.signalCode}); its last log lines:\n${server.lines.slice(-15).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
  }
}

function leave() {
  return { leave_type: 1, leave_days: 2, leave_range: leaveRange(2), leave_reason: '压测', leave_phone: '13800138000' };
}

async function main(): Promise<void> {
  console.log(`bench:server — ${CLIENTS} clients, ${SECONDS} s of approvals per run, ${WORKERS} server process(es) on PostgreSQL, load average at start ${loadavg()[0]!.toFixed(1)}`);
  const rows: string[] = [];
  let tps: number | undefined;
  for (const home of HOMES) {
    if (home === 'postgres') {
      const url = postgresUrl();
      tps = pgbenchTps(url);
      console.log(`  pgbench -T ${PGBENCH_SECONDS} -c 10 (TPC-B, scale 10) on the same cluster: ${tps.toFixed(0)} tps`);
    }
    const bySize: Figures[] = [];
    for (const size of SIZES) {
      const figures = await measure(home, size);
      bySize.push(figures);
      const share = home === 'postgres' && tps ? ` (${((figures.approvalsPerSecond / tps) * 100).toFixed(0)} % of pgbench)` : '';
      rows.push(`| ${home} | ${size.toLocaleString('en')} | ${figures.approvalsPerSecond.toFixed(0)}/s${share} | ${ms(figures.approveP50)} / ${ms(figures.approveP95)} | ${ms(figures.listP50)} / ${ms(figures.listP95)} | ${figures.failures} |`);
      // Printed at once too: a later run that breaks off does not take this one's figures with it.
      console.log(`  ${rows[rows.length - 1]!} (load average ${loadavg()[0]!.toFixed(1)})`);
    }
    if (bySize.length > 1) {
      const growth = (f: (x: Figures) => number) => (f(bySize[bySize.length - 1]!) / f(bySize[0]!)).toFixed(2);
      rows.push(`| ${home} growth ${SIZES[0]}→${SIZES[SIZES.length - 1]} | | ${growth((x) => 1 / x.approvalsPerSecond)}× time per approval | p95 ${growth((x) => x.approveP95)}× | p95 ${growth((x) => x.listP95)}× | |`);
    }
  }
  console.log('\n| home | instances | approvals | approve p50 / p95 | list page p50 / p95 | failed calls |\n|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\nload average at the end: ${loadavg().map((x) => x.toFixed(1)).join(' / ')}`);
}

void main().then(() => process.exit(0), (error: unknown) => { console.error(error); process.exit(1); });
