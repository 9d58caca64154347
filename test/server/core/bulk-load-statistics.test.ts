// Issue 37: after a bulk load (a seed, an import, a restore) the SQL store takes the loaded tables' planner
// statistics afresh — PGlite runs no autovacuum, and a plan made for an empty table read a 待我审批 page of a
// 100,000-instance database four times slower.
import { sql } from 'kysely';
import { createLargeSeed } from '../../../adapters/demo/seed/large-seed';
import { MemoryBlobs } from '../../../server/stores/file-blobs';
import { openSqlDb } from '../../../server/stores/sql/open-sql-db';

test('replaceAll with thousands of rows leaves the planner knowing how many there are', async () => {
  const opened = await openSqlDb({ memory: true }, new MemoryBlobs());
  try {
    const tables = createLargeSeed(2000);
    await opened.store.replaceAll(tables);
    const { rows } = await sql<{ relname: string; reltuples: number }>`SELECT relname, reltuples FROM pg_class WHERE relname IN ('tasks', 'instances') ORDER BY relname`.execute(opened.db);
    expect(rows.map((row) => [row.relname, Number(row.reltuples)])).toEqual([
      ['instances', tables.instances.length],
      ['tasks', tables.tasks.length],
    ]);
  } finally {
    await opened.db.destroy();
  }
});
