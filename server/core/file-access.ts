/**
 * Who may read an upload (issue 38: ids were file-N from a counter and anyone read anyone's salary.txt):
 * - a new upload's id is 128 random bits (`newFileId`), never a counter;
 * - its uploader may read it; so may whoever may see something that references it: an instance they may view
 *   (its values, history, signatures), or a form, design, announcement or data table (the app's shared
 *   records, which every signed-in person reads); nobody else.
 */
import { mayViewInstanceRow } from './instance-visibility';
import type { DemoTx } from './store/demo-db';
import type { UploadRow } from './store/demo-tables';

/** A new upload's id: 128 random bits as 32 hex digits. */
export function newFileId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a record names the file (its id as a whole word: `file-1` is not named by `file-10`). */
function referencer(fileId: string): (record: unknown) => boolean {
  const word = new RegExp(`(^|[^\\w-])${escaped(fileId)}(?![\\w-])`);
  return (record) => word.test(JSON.stringify(record ?? null));
}

/** Whether `userId` may read `file`. */
export async function mayReadFile(tx: DemoTx, file: UploadRow, userId: string): Promise<boolean> {
  if (file.ownerId === userId) return true;
  const names = referencer(file.id);
  const shared = await Promise.all([tx.designs.all(), tx.forms.all(), tx.notices.all(), tx.dataTables.all()]);
  if (shared.some((rows) => rows.some(names))) return true;
  for (const row of await tx.instances.all()) {
    if (names(row) && await mayViewInstanceRow(tx, row, userId)) return true;
  }
  return false;
}
