/** Unsent form drafts of the filler, kept on this device. */
export const DraftStore = Symbol('DraftStore');
export interface DraftStore {
  save(key: string, value: unknown): Promise<void>;
  /** undefined when there is no draft under that key. */
  load<T = unknown>(key: string): Promise<T | undefined>;
  clear(key: string): Promise<void>;
}
