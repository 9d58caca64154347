import { sql } from 'kysely';
import type { DemoDb } from '../../server/core/store/demo-db';
import { emptyTables } from '../../server/core/store/demo-tables';
import { MemoryBlobs } from '../../server/stores/file-blobs';
import { openSqlDb, type OpenedSqlDb, type SqlLocation } from '../../server/stores/sql/open-sql-db';

/**
 * The PostgreSQL the tests run on: `TEST_DATABASE_URL` (CI starts a throw-away cluster on loopback and sets it),
 * else none — the suites that need a server say so. PGlite needs nothing.
 */
export const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'];

/** Under CI a missing PostgreSQL fails the run instead of leaving its suites out. */
export function requirePostgresInCi(): void {
  if (process.env['CI'] === 'true' && !TEST_DATABASE_URL) throw new Error('CI=true 时需要 TEST_DATABASE_URL（.ci/run 会启动一个临时 PostgreSQL）');
}

/** A fresh, empty schema of its own on the test server (tests of several files run at once). */
export async function freshPostgresLocation(): Promise<SqlLocation> {
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const { Client } = await import('pg');
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  // `%20`, not `+`: the pg client decodes the options with decodeURIComponent.
  const separator = TEST_DATABASE_URL!.includes('?') ? '&' : '?';
  return { url: `${TEST_DATABASE_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}` };
}

/**
 * One SQL database per test file, emptied for each test: `create()` hands it out as a DemoDb whose close()
 * leaves it open (opening PGlite costs seconds); `closeAll()` after the file.
 */
export function sharedSqlDb(location: () => Promise<SqlLocation>): { create: () => Promise<DemoDb>; closeAll: () => Promise<void> } {
  let opened: Promise<OpenedSqlDb> | undefined;
  return {
    async create() {
      opened ??= location().then((at) => openSqlDb(at, new MemoryBlobs()));
      const { store, db } = await opened;
      await store.replaceAll(emptyTables());
      await sql`SELECT 1`.execute(db);
      return Object.assign(Object.create(store) as DemoDb, { close: () => undefined });
    },
    async closeAll() {
      if (opened) await (await opened).store.closed();
    },
  };
}
