// Issue 37: an approval made 22 round trips to the database; the SQL store now keeps the organisation, flows and
// settings between transactions (under each table's version, so another process's change is seen at once),
// sends a transaction's writes as one statement, reads an instance's tasks and copies along with it, and on
// PostgreSQL sends its statements as named prepared statements. These tests hold the store to both on PGlite and PostgreSQL.
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGlitePool } from '../../server/stores/sql/pglite-pool';
import { SqlDemoDb } from '../../server/stores/sql/sql-demo-db';
import { SQL_MIGRATIONS } from '../../server/stores/sql/sql-migrations';
import { MemoryBlobs } from '../../server/stores/file-blobs';
import { openSqlDb } from '../../server/stores/sql/open-sql-db';
import { emptyTables, type DemoRows } from '../../server/core/store/demo-tables';
import { TEST_DATABASE_URL, freshPostgresLocation, requirePostgresInCi } from '../support/sql-test-db';

requirePostgresInCi();

/** Two stores on one database (as two server processes: each keeps its own answers), and the statements each sent. */
interface Home {
  readonly first: SqlDemoDb;
  readonly second: SqlDemoDb;
  /** The statements sent since the last `take()`, first's and second's together. */
  take(): string[];
  close(): Promise<void>;
}

async function openHome(kind: 'pglite' | 'postgres'): Promise<Home> {
  let statements: string[] = [];
  const log = (event: { level: string; query: { sql: string } }) => { if (event.level === 'query') statements.push(event.query.sql.replace(/\s+/g, ' ')); };
  const dbs: Kysely<any>[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (kind === 'pglite') {
    const pglite = new PGlite();
    await pglite.waitReady;
    // One PGlite runs one session: both stores go through one pool, each with its own kept answers.
    dbs.push(new Kysely({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) as never }), log }));
  } else {
    const location = await freshPostgresLocation();
    const { Pool } = await import('pg');
    for (let i = 0; i < 2; i++) dbs.push(new Kysely({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: (location as { url: string }).url, max: 2 }) }), log }));
  }
  // The schema named, as openSqlDb names it: the migrations' table of another schema must not pass for this one's.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(dbs[0]!);
  await new Migrator({ db: dbs[0]!, provider: { getMigrations: async () => SQL_MIGRATIONS }, migrationTableSchema: rows[0]!.schema }).migrateToLatest();
  const first = new SqlDemoDb(dbs[0]!, new MemoryBlobs());
  const second = new SqlDemoDb(dbs[1] ?? dbs[0]!, new MemoryBlobs());
  await first.replaceAll({ ...emptyTables(), users: [user('u-1', '张三'), user('u-2', '李四')], roles: [{ id: 'r-1', name: '财务', userIds: ['u-1'] } as never] });
  return {
    first, second,
    take: () => { const out = statements; statements = []; return out; },
    close: async () => { for (const db of dbs) await db.destroy(); },
  };
}

function user(id: string, name: string): DemoRows['users'] {
  return { id, name, departmentId: 'd-1' } as DemoRows['users'];
}

function task(id: string, instanceId: string, status = 'pending'): DemoRows['tasks'] {
  return { id, instanceId, userId: 'u-1', status, createdAt: '2026-11-28T00:00:00.000Z', nodeId: 'n' } as unknown as DemoRows['tasks'];
}

const HOMES = ['pglite', ...(TEST_DATABASE_URL ? ['postgres' as const] : [])] as const;

describe.each(HOMES)('the SQL store on %s', (kind) => {
  let home: Home;
  beforeAll(async () => { home = await openHome(kind); });
  afterAll(async () => { await home.close(); });

  test('the organisation is read from the database once per process, then from its kept answers (one version read)', async () => {
    await home.first.read(async (tx) => { await tx.users.all(); await tx.roles.all(); });
    home.take();
    const names = await home.first.read(async (tx) => (await tx.users.all()).map((u) => u.name));
    expect(names).toEqual(['张三', '李四']);
    const sent = home.take().filter((s) => !/^(start transaction|begin|commit)/i.test(s));
    expect(sent).toEqual(['SELECT name, version FROM table_versions']);
  });

  test("another process's change to a person is read by the next transaction, not the kept answer", async () => {
    await home.first.read((tx) => tx.users.get('u-2'));
    await home.second.write(async (tx) => tx.users.put(user('u-2', '李四（已改名）')));
    expect((await home.first.read((tx) => tx.users.get('u-2')))?.name).toBe('李四（已改名）');
    expect((await home.first.read((tx) => tx.users.all())).map((u) => u.name)).toEqual(['张三', '李四（已改名）']);
  });

  test('a transaction that was rolled back moves no version and keeps its change nowhere', async () => {
    await home.first.read((tx) => tx.roles.all());
    await expect(home.second.write(async (tx) => {
      await tx.roles.put({ id: 'r-2', name: '人事', userIds: [] } as never);
      await tx.users.get('u-1'); // something sent after the write, so the write went to the database
      await tx.roles.count();
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect((await home.first.read((tx) => tx.roles.all())).map((r) => r.id)).toEqual(['r-1']);
    expect((await home.second.read((tx) => tx.roles.all())).map((r) => r.id)).toEqual(['r-1']);
  });

  test("a transaction's writes to four tables go to the database as one statement", async () => {
    home.take();
    await home.first.write(async (tx) => {
      await tx.instances.put({ id: 'i-1', applicantId: 'u-1', createdAt: '2026-11-28T00:00:00.000Z', status: 'pending', modelId: 'm' } as never);
      await tx.tasks.putMany([task('t-1', 'i-1'), task('t-2', 'i-1')]);
      await tx.ccs.put({ id: 'c-1', instanceId: 'i-1', userId: 'u-2', createdAt: '2026-11-28T00:00:00.000Z' } as never);
      await tx.idempotency.put({ key: 'k-1', body: {} } as never);
    });
    const writes = home.take().filter((s) => /INSERT|UPDATE|DELETE/i.test(s));
    expect(writes).toHaveLength(1);
    expect(await home.second.read(async (tx) => [(await tx.tasks.find({ index: 'instanceId', equals: ['i-1'] })).length, (await tx.ccs.count()), (await tx.instances.get('i-1'))?.status])).toEqual([2, 1, 'pending']);
  });

  test("reads in a transaction see its own writes not yet sent: an instance's tasks without asking again, counts and ranges after sending them", async () => {
    const seen = await home.first.write(async (tx) => {
      const before = await tx.tasks.find({ index: 'instanceId', equals: ['i-2'] });
      await tx.tasks.putMany([task('t-22', 'i-2'), task('t-21', 'i-2')]);
      home.take();
      const maintained = (await tx.tasks.find({ index: 'instanceId', equals: ['i-2'] })).map((t) => t.id);
      const askedAgain = home.take().length;
      await tx.tasks.put(task('t-21', 'i-2', 'approved'));
      const afterChange = (await tx.tasks.find({ index: 'instanceId', equals: ['i-2'] })).map((t) => `${t.id}:${t.status}`);
      await tx.tasks.delete('t-22');
      const afterDelete = (await tx.tasks.find({ index: 'instanceId', equals: ['i-2'] })).map((t) => t.id);
      const deleted = await tx.tasks.get('t-22');
      const counted = await tx.tasks.count({ index: 'instanceId', equals: ['i-2'] });
      const open = (await tx.tasks.find({ index: '[userId+status+createdAt]', equals: ['u-1', 'pending'] })).map((t) => t.id);
      return { before: before.length, maintained, askedAgain, afterChange, afterDelete, deleted, counted, open };
    });
    expect(seen).toEqual({
      before: 0, maintained: ['t-21', 't-22'], askedAgain: 0, afterChange: ['t-21:approved', 't-22:pending'],
      afterDelete: ['t-21'], deleted: undefined, counted: 1, open: ['t-1', 't-2'],
    });
    expect(await home.second.read(async (tx) => (await tx.tasks.find({ index: 'instanceId', equals: ['i-2'] })).map((t) => `${t.id}:${t.status}`))).toEqual(['t-21:approved']);
  });

  test("an instance's tasks and copies come with the instance in one statement, and a task written just before is not missed", async () => {
    await home.first.write(async (tx) => {
      await tx.instances.put({ id: 'i-3', applicantId: 'u-1', createdAt: '2026-11-28T00:00:00.000Z', status: 'pending', modelId: 'm' } as never);
      await tx.tasks.putMany([task('t-32', 'i-3'), task('t-31', 'i-3')]);
    });
    home.take();
    const read = await home.second.read(async (tx) => {
      const instance = await tx.instances.get('i-3');
      const tasks = await tx.tasks.find({ index: 'instanceId', equals: ['i-3'] });
      const copies = await tx.ccs.find({ index: 'instanceId', equals: ['i-3'] });
      return [instance?.id, tasks.map((t) => t.id), copies.length];
    });
    expect(read).toEqual(['i-3', ['t-31', 't-32'], 0]);
    expect(home.take().filter((s) => !/^(start transaction|begin|commit)/i.test(s))).toHaveLength(1);
    const afterWrite = await home.second.write(async (tx) => {
      await tx.tasks.put(task('t-33', 'i-3'));
      await tx.instances.get('i-3');
      return (await tx.tasks.find({ index: 'instanceId', equals: ['i-3'] })).map((t) => t.id);
    });
    expect(afterWrite).toEqual(['t-31', 't-32', 't-33']);
  });
});

if (TEST_DATABASE_URL) test('on PostgreSQL each connection prepares a statement text once and runs it again by name', async () => {
  process.env['DATABASE_POOL_SIZE'] = '1';
  const opened = await openSqlDb(await freshPostgresLocation(), new MemoryBlobs());
  delete process.env['DATABASE_POOL_SIZE'];
  try {
    await opened.store.replaceAll({ ...emptyTables(), tasks: [task('t-1', 'i-1'), task('t-2', 'i-2')] });
    for (const id of ['i-1', 'i-2', 'i-1']) await opened.store.read((tx) => tx.tasks.find({ index: 'instanceId', equals: [id] }));
    // The one connection's own view of what it prepared: the tasks read once, whatever the instance.
    const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements WHERE name LIKE 's%'`.execute(opened.db);
    expect(rows.filter((row) => /FROM "tasks" WHERE .*"instance_id" = \$1/.test(row.statement))).toHaveLength(1);
    expect((await opened.store.read((tx) => tx.tasks.find({ index: 'instanceId', equals: ['i-2'] }))).map((t) => t.id)).toEqual(['t-2']);
  } finally {
    await opened.store.closed();
  }
});
