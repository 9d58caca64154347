/**
 * 常用意见 (issue 42): the signed-in person's saved phrases, offered in every comment box. Read once when a box
 * first asks, then kept; adding checks the domain's rules before anything is sent (at most 20, no repeats).
 */
import { inject, injectable, optional } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { addPhrase } from '../../domain/flow/comments/common-phrases';
import { PhraseApi } from '../ports/phrase-api';
import { failureText } from '../shared/failure-text';

export interface CommonPhrasesState {
  readonly phrases: readonly string[];
  readonly loaded: boolean;
  readonly busy: boolean;
}

export type PhraseChange = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

export const phraseWords = {
  added: '已加入常用意见',
  removed: '已删除',
  failed: '常用意见保存失败',
} as const;

@injectable()
export class CommonPhrases {
  private readonly state = new BehaviorSubject<CommonPhrasesState>({ phrases: [], loaded: false, busy: false });
  readonly state$: Observable<CommonPhrasesState> = this.state.asObservable();
  private loading: Promise<void> | undefined;

  // Optional: a host without the phrase service (an embedding, a test container) shows the menu empty.
  constructor(@inject(PhraseApi) @optional() private readonly api?: PhraseApi) {}

  getSnapshot(): CommonPhrasesState {
    return this.state.value;
  }

  /** Reads the person's phrases once (again after `forget`, when another person signs in). */
  load(): Promise<void> {
    const api = this.api;
    if (!api) return Promise.resolve();
    this.loading ??= api.list().then(
      (phrases) => this.state.next({ ...this.state.value, phrases, loaded: true }),
      () => { this.loading = undefined; },
    );
    return this.loading;
  }

  /** Saves `text` as a phrase; refused before sending when the rules say no. */
  async add(text: string): Promise<PhraseChange> {
    const checked = addPhrase(this.state.value.phrases, text);
    if (!checked.ok) return checked;
    return this.change((api) => api.add(text.trim()), phraseWords.added);
  }

  remove(text: string): Promise<PhraseChange> {
    return this.change((api) => api.remove(text), phraseWords.removed);
  }

  /** Drops what was read (a change of person). */
  forget(): void {
    this.loading = undefined;
    this.state.next({ phrases: [], loaded: false, busy: false });
  }

  private async change(call: (api: PhraseApi) => Promise<string[]>, done: string): Promise<PhraseChange> {
    if (!this.api) return { ok: false, message: phraseWords.failed };
    this.state.next({ ...this.state.value, busy: true });
    try {
      const phrases = await call(this.api);
      this.state.next({ phrases, loaded: true, busy: false });
      return { ok: true, message: done };
    } catch (error) {
      this.state.next({ ...this.state.value, busy: false });
      return { ok: false, message: failureText(error, phraseWords.failed) };
    }
  }
}
