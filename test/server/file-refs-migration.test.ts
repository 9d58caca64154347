// Issue 38 (files): migration 0004 creates the file references table and computes the references of what a
// database holds already — an upload attached to a stored instance is found by its id afterwards.
import { sql } from 'kysely';
import { MemoryBlobs } from '../../server/stores/file-blobs';
import { openSqlDb } from '../../server/stores/sql/open-sql-db';
import { SQL_MIGRATIONS } from '../../server/stores/sql/sql-migrations';
import { createSeedTables } from '../../adapters/demo/seed/seed-state';

test('migration 0004_file_refs computes the references of stored instances and designs', async () => {
  const opened = await openSqlDb({ memory: true }, new MemoryBlobs());
  try {
    const tables = createSeedTables();
    const instance = { ...tables.instances[0]!, id: 'inst-900', values: { ...tables.instances[0]!.values, leave_attachment: { attachments: ['file-old-1'], fileList: ['证明.txt'] } } };
    // Written as a database from before the migration held them: straight into the tables, no reference recorded.
    await opened.store.write(async (tx) => {
      await tx.uploads.putMany([...tables.uploads, { id: 'file-old-1', name: '证明.txt', type: 'text/plain', size: 3, bytes: new Uint8Array([1, 2, 3]).buffer }]);
      await tx.instances.put(instance);
      await tx.designs.putMany(tables.designs);
    });
    await sql`DROP TABLE file_refs`.execute(opened.db);
    await SQL_MIGRATIONS['0004_file_refs']!.up(opened.db);
    const refs = await opened.store.read(async (tx) => [
      ...(await tx.fileRefs.find({ index: 'fileId', equals: ['file-old-1'] })),
      ...(await tx.fileRefs.find({ index: 'fileId', equals: ['seed-option-bank-card'] })),
    ]);
    expect(refs.map((r) => [r.fileId, r.kind])).toEqual([['file-old-1', 'instance'], ['seed-option-bank-card', 'design']]);
  } finally {
    await opened.db.destroy();
  }
});
