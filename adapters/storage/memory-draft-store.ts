import { injectable } from 'inversify';
import type { DraftStore } from '../../application/ports/draft-store';

/** DraftStore in memory (tests, and browsers without IndexedDB). Values are cloned like IndexedDB does. */
@injectable()
export class MemoryDraftStore implements DraftStore {
  private readonly drafts = new Map<string, unknown>();

  async save(key: string, value: unknown): Promise<void> {
    this.drafts.set(key, structuredClone(value));
  }

  async load<T = unknown>(key: string): Promise<T | undefined> {
    return this.drafts.has(key) ? (structuredClone(this.drafts.get(key)) as T) : undefined;
  }

  async clear(key: string): Promise<void> {
    this.drafts.delete(key);
  }
}
