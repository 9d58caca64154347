/**
 * Which records reference an upload (issue 38: a file is served to its uploader and to whoever may see what
 * references it). A reference is written when the record naming the file is saved, in the same transaction
 * (`fileReferencingTx`), and looked up by the file's id (an index), so reading a file scans nothing.
 *
 * A record names a file by its id as a whole string (an attachment's `attachments`, an image's `file_id`), in a
 * storage link (`…get_file?_id=<id>`) or as a stored signature (`file:<id>`); only ids of stored uploads count.
 * References are kept when a record later drops the file: who could see it once keeps it, as the history does.
 */
import type { DemoTx } from './store/demo-db';
import type { DemoRows, DemoTables, FileRefRow, FileHolderKind } from './store/demo-tables';

/** The tables whose records may reference a file, the kind each is, and the id of the thing it guards. */
export const FILE_HOLDERS = {
  instances: { kind: 'instance', holderId: (row: DemoRows['instances']) => row.id },
  designs: { kind: 'design', holderId: (row: DemoRows['designs']) => `${row.modelId}@${row.version}` },
  forms: { kind: 'form', holderId: (row: DemoRows['forms']) => row.id },
  notices: { kind: 'notice', holderId: (row: DemoRows['notices']) => row.id },
  dataTables: { kind: 'dataTable', holderId: (row: DemoRows['dataTables']) => row.id },
} as const satisfies { [K in keyof DemoRows]?: { kind: FileHolderKind; holderId: (row: DemoRows[K]) => string } };

export type FileHolderTable = keyof typeof FILE_HOLDERS;
export const isFileHolderTable = (name: string): name is FileHolderTable => Object.hasOwn(FILE_HOLDERS, name);

const ID_SHAPE = /^[\w.-]{1,128}$/;
const LINKED_ID = /[?&]_id=([^&#"\s]+)/g;

/** Every string of a record that could be a file's id (whole strings, storage links, `file:` signatures). */
export function candidateFileIds(record: unknown): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const bare = value.startsWith('file:') ? value.slice(5) : value;
      if (ID_SHAPE.test(bare)) found.add(bare);
      for (const match of value.matchAll(LINKED_ID)) {
        try { found.add(decodeURIComponent(match[1]!)); } catch { /* a malformed link names nothing */ }
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object' && !(value instanceof ArrayBuffer)) Object.values(value).forEach(visit);
  };
  visit(record);
  return found;
}

export const fileRefKey = (fileId: string, kind: FileHolderKind, holderId: string): string => `${fileId}|${kind}:${holderId}`;

const refOf = (fileId: string, kind: FileHolderKind, holderId: string): FileRefRow => ({ id: fileRefKey(fileId, kind, holderId), fileId, kind, holderId });

/** Records the files `rows` of `table` name (in the transaction that saves them); existing references stay. */
export async function recordFileReferences<T extends FileHolderTable>(tx: DemoTx, table: T, rows: ReadonlyArray<DemoRows[T]>): Promise<void> {
  const holder = FILE_HOLDERS[table] as { kind: FileHolderKind; holderId: (row: DemoRows[T]) => string };
  const wanted = new Map<string, FileRefRow>();
  const candidates = new Set<string>();
  const perRow = rows.map((row) => ({ holderId: holder.holderId(row), ids: candidateFileIds(row) }));
  for (const { ids } of perRow) for (const id of ids) candidates.add(id);
  if (candidates.size === 0) return;
  const list = [...candidates];
  const uploads = await tx.uploads.getMany(list);
  const stored = new Set(list.filter((_, i) => uploads[i] !== undefined));
  for (const { holderId, ids } of perRow) {
    for (const id of ids) if (stored.has(id)) wanted.set(fileRefKey(id, holder.kind, holderId), refOf(id, holder.kind, holderId));
  }
  if (wanted.size === 0) return;
  const keys = [...wanted.keys()];
  const existing = await tx.fileRefs.getMany(keys);
  const missing = keys.filter((_, i) => existing[i] === undefined).map((key) => wanted.get(key)!);
  if (missing.length > 0) await tx.fileRefs.putMany(missing);
}

/** The references of whole tables (a seed, a restored backup, a migrated database): computed, never trusted. */
export function fileReferenceRows(tables: Pick<DemoTables, FileHolderTable> & { uploads: ReadonlyArray<{ id: string }> }): FileRefRow[] {
  const uploads = new Set(tables.uploads.map((u) => u.id));
  const refs = new Map<string, FileRefRow>();
  for (const table of Object.keys(FILE_HOLDERS) as FileHolderTable[]) {
    const holder = FILE_HOLDERS[table] as { kind: FileHolderKind; holderId: (row: unknown) => string };
    for (const row of tables[table] as unknown[]) {
      for (const id of candidateFileIds(row)) {
        if (uploads.has(id)) refs.set(fileRefKey(id, holder.kind, holder.holderId(row)), refOf(id, holder.kind, holder.holderId(row)));
      }
    }
  }
  return [...refs.values()];
}

/** `tables` with their file references recomputed (whatever a backup said). */
export function withFileReferences(tables: DemoTables): DemoTables {
  return { ...tables, fileRefs: fileReferenceRows(tables) };
}
