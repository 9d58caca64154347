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

  /** The connection once open: a save while the page is being hidden must issue its put synchronously. */
  private connection: IDBDatabase | undefined;

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const request = this.factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => { this.connection = request.result; resolve(request.result); };
      request.onerror = () => reject(request.error);
    });
    return this.db;
  }

  /**
   * Issue 18 (item 5): on a reload right after typing, the save runs in `pagehide` and the page is gone a
   * moment later. With the connection open, the put is issued before the handler returns (no await first)
   * and committed at once (`commit()`), instead of waiting for the transaction to auto-commit.
   */
  private run(mode: IDBTransactionMode, action: (s: IDBObjectStore) => IDBRequest): Promise<unknown> {
    const start = (db: IDBDatabase) => new Promise<unknown>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = action(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
      if (mode === 'readwrite' && typeof tx.commit === 'function') tx.commit();
    });
    return this.connection ? start(this.connection) : this.open().then(start);
  }
}
