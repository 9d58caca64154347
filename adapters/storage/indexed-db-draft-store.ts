import { injectable } from 'inversify';
import type { DraftStore } from '../../application/ports/draft-store';

const DB_NAME = 'approval-drafts';
const STORE = 'drafts';

/** DraftStore in IndexedDB: a draft survives a reload and a closed tab. */
@injectable()
export class IndexedDbDraftStore implements DraftStore {
  private db: Promise<IDBDatabase> | undefined;
  /** Overridable for tests (fake-indexeddb). */
  factory: IDBFactory = globalThis.indexedDB;

  async save(key: string, value: unknown): Promise<void> {
    await this.run('readwrite', (s) => s.put(value, key));
  }

  async load<T = unknown>(key: string): Promise<T | undefined> {
    return ((await this.run('readonly', (s) => s.get(key))) as T | undefined) ?? undefined;
  }

  async clear(key: string): Promise<void> {
    await this.run('readwrite', (s) => s.delete(key));
  }

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const request = this.factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return this.db;
  }

  private async run(mode: IDBTransactionMode, action: (s: IDBObjectStore) => IDBRequest): Promise<unknown> {
    const db = await this.open();
    return new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = action(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
    });
  }
}
