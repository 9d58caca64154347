import type Dexie from 'dexie';
import type { DemoState } from '../core/store/demo-state';
import { DEMO_TABLE_SCHEMA, TABLE_NAMES, type InstanceRow, type TableName } from '../core/store/demo-tables';
import { dueAtOf } from '../core/store/instance-due-time';
import { fileReferenceRows } from '../core/file-references';
import { tablesFromSingleRecord, type SingleRecordFile } from '../core/store/single-record-migration';

/**
 * Every schema version of the demo database, oldest first. Keep old versions declared: a browser may still
 * hold any of them, and Dexie runs each upgrade in turn in one versionchange transaction (all or nothing).
 * A new version: copy the last `stores`, change it, add an `upgrade` that moves the data, raise
 * DEMO_DB_VERSION, and add a test that opens a database of the previous version.
 */
export function declareDemoVersions(db: Dexie): void {
  // 1: the whole state in one record (`state`/`state`), file bytes keyed by id (hand-written IDB, issue 5).
  db.version(1).stores({ state: '', files: '' });

  // 2: one record per thing (DEMO_TABLE_SCHEMA); the single record is split into the tables, then dropped.
  db.version(2).stores({ ...DEMO_TABLE_SCHEMA, state: null, files: null }).upgrade(async (tx) => {
    const state = (await tx.table('state').get('state')) as DemoState | undefined;
    if (!state) return; // a fresh database: the store seeds it
    const files: SingleRecordFile[] = [];
    await tx.table('files').toCollection().each((value: { bytes: ArrayBuffer; type: string }, cursor) => {
      files.push({ id: String(cursor.primaryKey), bytes: value.bytes, type: value.type });
    });
    const tables = tablesFromSingleRecord(state, files);
    for (const name of TABLE_NAMES as TableName[]) await tx.table(name).bulkPut(tables[name] as unknown[]);
  });

  // 3: 消息中心 and its sends (issue 40), new tables; nothing to move.
  db.version(3).stores({ inbox: DEMO_TABLE_SCHEMA.inbox, deliveries: DEMO_TABLE_SCHEMA.deliveries });

  // 4: which record references an upload (issue 38); computed from what the database holds.
  db.version(4).stores({ fileRefs: DEMO_TABLE_SCHEMA.fileRefs }).upgrade(async (tx) => {
    const uploads = (await tx.table('uploads').toCollection().primaryKeys()).map((id) => ({ id: String(id) }));
    const rows = async (name: string): Promise<never[]> => (await tx.table(name).toArray()) as never[];
    await tx.table('fileRefs').bulkPut(fileReferenceRows({
      uploads, instances: await rows('instances'), designs: await rows('designs'), forms: await rows('forms'),
      notices: await rows('notices'), dataTables: await rows('dataTables'),
    }));
  });

  // 5: instances keep their next timer's due time, indexed (issue 37): the timer clock reads only what is due.
  db.version(5).stores({ instances: DEMO_TABLE_SCHEMA.instances }).upgrade(async (tx) => {
    await tx.table('instances').toCollection().modify((row: InstanceRow) => {
      const dueAt = dueAtOf(row);
      if (dueAt !== undefined) row.dueAt = dueAt;
    });
  });
}
