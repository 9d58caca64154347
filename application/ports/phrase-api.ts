/**
 * 常用意见 (issue 42): the signed-in person's saved phrases, kept by the backend per person (at most 20; the
 * rules in domain/flow/comments/common-phrases.ts). Not in the spec: named under the workflow prefix
 * (`/flow/workflow/phrase/…`, docs/API.md). Each call answers the person's whole list as it now is.
 */
export const PhraseApi = Symbol('PhraseApi');
export interface PhraseApi {
  /** GET phrase/list */
  list(): Promise<string[]>;
  /** POST phrase/add { text }: 400 with the reason (最多保存 20 条, 已在常用意见中…). */
  add(text: string): Promise<string[]>;
  /** POST phrase/remove { text } */
  remove(text: string): Promise<string[]>;
}
