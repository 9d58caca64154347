import { Subject } from 'rxjs';
import type { DraftStore } from '../../../application/ports/draft-store';
import type { InstanceApi, NewInstance } from '../../../application/ports/instance-api';
import type { RemoteDataApi } from '../../../application/ports/remote-data-api';
import type { SessionEnd } from '../../../application/ports/api-errors';

/** InstanceApi.addInstance that remembers calls and creates one instance per idempotency key. */
export class FakeInstances implements Pick<InstanceApi, 'addInstance'> {
  readonly calls: Array<{ instance: NewInstance; key: string }> = [];
  readonly created = new Map<string, string>();
  fail = false;
  /** The refusal to answer instead (a backend that validates what it stores). */
  refusal: unknown;
  private release?: () => void;
  hold = false;
  async addInstance(instance: NewInstance, key: string): Promise<{ id: string }> {
    this.calls.push({ instance, key });
    if (this.hold) await new Promise<void>((resolve) => { this.release = resolve; });
    if (this.fail) throw { code: 500, config: {}, data: { msg: '服务器错误' } };
    if (this.refusal) throw this.refusal;
    const id = this.created.get(key) ?? `inst-${this.created.size + 1}`;
    this.created.set(key, id);
    return { id };
  }
  resume(): void { this.release?.(); }
}

export class MemoryDrafts implements DraftStore {
  readonly data = new Map<string, unknown>();
  saves = 0;
  async save(key: string, value: unknown): Promise<void> { this.saves++; this.data.set(key, JSON.parse(JSON.stringify(value))); }
  async load<T>(key: string): Promise<T | undefined> { return this.data.get(key) as T | undefined; }
  async clear(key: string): Promise<void> { this.data.delete(key); }
}

export class FakeRemote implements Pick<RemoteDataApi, 'fetchDays'> {
  readonly calls: Array<[string, string, string]> = [];
  answer: (begin: string, end: string) => Promise<number> = async () => 3;
  fetchDays(apiId: string, begin: string, end: string): Promise<number> {
    this.calls.push([apiId, begin, end]);
    return this.answer(begin, end);
  }
}

export class FakeApiErrors {
  readonly sessionEnded$ = new Subject<SessionEnd>();
  readonly reported: string[] = [];
  report(notice: { text: string }): void { this.reported.push(notice.text); }
}
