/**
 * A drawn signature sent with 同意 (a PNG data URL) is kept as an image file in the uploads table, the storage
 * the attachments use, in the same transaction as the action; the history then names the file (`file:<id>`),
 * so the timeline and print show it by its link and the instance does not carry the picture's bytes.
 */
import type { Caller } from './caller';
import { isPngDataUrl, type HistoryEntry } from '../../domain/flow';
import type { DemoTx } from './store/demo-db';
import { newFileId } from './file-access';

function pngBytes(dataUrl: string): ArrayBuffer {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
}

/** The history entries with every new data-URL signature stored as a file; `from` is where the new entries start. */
export async function storeSignatures(tx: DemoTx, caller: Caller, history: readonly HistoryEntry[], from: number): Promise<HistoryEntry[]> {
  const stored: HistoryEntry[] = [...history];
  for (let i = from; i < stored.length; i++) {
    const signature = stored[i].signature;
    if (!isPngDataUrl(signature)) continue;
    const bytes = pngBytes(signature);
    const id = newFileId();
    await tx.uploads.put({ id, name: '签名.png', type: 'image/png', size: bytes.byteLength, bytes, ownerId: caller.userId });
    stored[i] = { ...stored[i], signature: `file:${id}` };
  }
  return stored;
}
