import type { DemoState, StoredFileMeta } from './demo-state';
import { DEMO_SCHEMA_VERSION } from './demo-state';
import type { DemoPersistence, StoredFile } from './demo-persistence';

/** A fault a handler can be told to answer with (spec 8 rules, exercised in jest and in the browser). */
export type DemoFault = '400' | '400-en' | '500' | '500-null-user' | '502' | '503' | '40000' | 'timeout' | 'network';
export const DEMO_FAULTS: readonly DemoFault[] = ['400', '400-en', '500', '500-null-user', '502', '503', '40000', 'timeout', 'network'];

/**
 * The demo backend's data. Handlers read `state` and change it through `mutate`, which persists the
 * new state (IndexedDB in the browser). Faults are kept in memory only: a reload clears them.
 */
export class DemoStore {
  private readonly faults = new Map<string, { fault: DemoFault; times: number }>();
  private pending: Promise<void> = Promise.resolve();

  private constructor(public state: DemoState, private readonly persistence: DemoPersistence, private readonly seed: () => DemoState) {}

  /** Loads the persisted state, or seeds a fresh one (also when the schema changed). */
  static async open(persistence: DemoPersistence, seed: () => DemoState): Promise<DemoStore> {
    const loaded = await persistence.loadState();
    const state = loaded && loaded.schemaVersion === DEMO_SCHEMA_VERSION ? loaded : seed();
    const store = new DemoStore(state, persistence, seed);
    if (!loaded) await persistence.saveState(state);
    return store;
  }

  /** Applies a change and persists it; resolves once saved. */
  async mutate<T>(change: (state: DemoState) => T): Promise<T> {
    const result = change(this.state);
    const snapshot = this.state;
    this.pending = this.pending.then(() => this.persistence.saveState(snapshot));
    await this.pending;
    return result;
  }

  /** A new id with a readable prefix (`inst-12`). */
  nextId(prefix: string): string {
    this.state.counter += 1;
    return `${prefix}-${this.state.counter}`;
  }

  async putFile(meta: StoredFileMeta, file: StoredFile): Promise<void> {
    await this.persistence.saveFile(meta.id, file);
    await this.mutate((s) => { s.files[meta.id] = meta; });
  }

  getFile(id: string): Promise<StoredFile | undefined> {
    return this.persistence.loadFile(id);
  }

  /** Back to the seed data (the demo's "reset" and test isolation). */
  async reset(): Promise<void> {
    this.faults.clear();
    await this.persistence.clear();
    this.state = this.seed();
    await this.persistence.saveState(this.state);
  }

  /** Makes requests whose path ends with `path` fail with `fault` (`times` requests, default all). */
  setFault(path: string, fault: DemoFault, times = Number.POSITIVE_INFINITY): void {
    this.faults.set(path, { fault, times });
  }

  clearFaults(): void {
    this.faults.clear();
  }

  /** The fault to answer for this path, consuming one use. */
  takeFault(pathname: string): DemoFault | undefined {
    for (const [path, entry] of this.faults) {
      if (!pathname.endsWith(path)) continue;
      entry.times -= 1;
      if (entry.times <= 0) this.faults.delete(path);
      return entry.fault;
    }
    return undefined;
  }
}
