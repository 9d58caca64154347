import type { DemoDb, OpenedUpload } from './demo-db';

/** An upload whose bytes live in its record (IndexedDB, memory): its description, and those bytes as a stream. */
export async function uploadFromRecord(db: DemoDb, id: string): Promise<OpenedUpload | undefined> {
  const row = await db.read((tx) => tx.uploads.get(id));
  if (!row) return undefined;
  const { bytes, ...meta } = row;
  return { meta, open: async () => new Blob([bytes]).stream() };
}

/** The upload as `db` opens it: streamed from where its bytes live when the store keeps them apart, else from its record. */
export function openUploadIn(db: DemoDb, id: string): Promise<OpenedUpload | undefined> {
  return db.openUpload ? db.openUpload(id) : uploadFromRecord(db, id);
}
