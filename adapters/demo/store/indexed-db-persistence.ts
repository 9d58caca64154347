import type { DemoState } from './demo-state';
import type { DemoPersistence, StoredFile } from './demo-persistence';

const DB_NAME = 'approval-demo-backend';
const STATE = 'state';
const FILES = 'files';

/** The demo backend's state in IndexedDB: one record for the state, one per uploaded file (bytes). */
export class IndexedDbDemoPersistence implements DemoPersistence {
  private db: Promise<IDBDatabase> | undefined;

  constructor(private readonly factory: IDBFactory = indexedDB, private readonly name = DB_NAME) {}

  async loadState(): Promise<DemoState | undefined> {
    return (await this.run<DemoState | undefined>(STATE, 'readonly', (s) => s.get('state'))) ?? undefined;
  }

  async saveState(state: DemoState): Promise<void> {
    await this.run(STATE, 'readwrite', (s) => s.put(state, 'state'));
  }

  async loadFile(id: string): Promise<StoredFile | undefined> {
    return (await this.run<StoredFile | undefined>(FILES, 'readonly', (s) => s.get(id))) ?? undefined;
  }

  async saveFile(id: string, file: StoredFile): Promise<void> {
    await this.run(FILES, 'readwrite', (s) => s.put(file, id));
  }

  async clear(): Promise<void> {
    await this.run(STATE, 'readwrite', (s) => s.clear());
    await this.run(FILES, 'readwrite', (s) => s.clear());
  }

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const request = this.factory.open(this.name, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(STATE);
        request.result.createObjectStore(FILES);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return this.db;
  }

  private async run<T>(store: string, mode: IDBTransactionMode, action: (s: IDBObjectStore) => IDBRequest): Promise<T> {
    const db = await this.open();
    return new Promise<T>((resolve, reject) => {
      const tx = db.transaction(store, mode);
      const request = action(tx.objectStore(store));
      tx.oncomplete = () => resolve(request.result as T);
      tx.onerror = () => reject(tx.error);
    });
  }
}
