import type { DemoState } from './demo-state';

export interface StoredFile {
  bytes: ArrayBuffer;
  type: string;
}

/** Where the demo store keeps its state: IndexedDB in the browser, nothing (memory) in tests. */
export interface DemoPersistence {
  loadState(): Promise<DemoState | undefined>;
  saveState(state: DemoState): Promise<void>;
  loadFile(id: string): Promise<StoredFile | undefined>;
  saveFile(id: string, file: StoredFile): Promise<void>;
  clear(): Promise<void>;
}

export class MemoryDemoPersistence implements DemoPersistence {
  private state: DemoState | undefined;
  private readonly files = new Map<string, StoredFile>();

  async loadState(): Promise<DemoState | undefined> {
    return this.state ? structuredClone(this.state) : undefined;
  }

  async saveState(state: DemoState): Promise<void> {
    this.state = structuredClone(state);
  }

  async loadFile(id: string): Promise<StoredFile | undefined> {
    return this.files.get(id);
  }

  async saveFile(id: string, file: StoredFile): Promise<void> {
    this.files.set(id, file);
  }

  async clear(): Promise<void> {
    this.state = undefined;
    this.files.clear();
  }
}
