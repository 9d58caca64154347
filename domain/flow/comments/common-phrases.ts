/**
 * 常用意见: the phrases a person keeps for their comment boxes (审批意见, 拒绝理由, 评论…), stored by the backend per
 * person. At most 20; each is trimmed, not empty, at most 200 characters and not there already. The backend and
 * the screens check with these same rules. Entry points: `addPhrase`, `removePhrase`, `readPhrases`.
 */
export const MAX_PHRASES = 20;
export const MAX_PHRASE_LENGTH = 200;

export const phraseMessages = {
  empty: '请先输入意见内容',
  tooLong: `常用意见不能超过 ${MAX_PHRASE_LENGTH} 个字`,
  tooMany: `常用意见最多保存 ${MAX_PHRASES} 条，请先删除不用的`,
  duplicate: '该意见已在常用意见中',
} as const;

export type PhraseResult = { readonly ok: true; readonly phrases: string[] } | { readonly ok: false; readonly message: string };

/** A stored list read loosely: the strings of it, at most 20 (anything else is dropped). */
export function readPhrases(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, MAX_PHRASES) : [];
}

/** `phrases` with `text` added at the end, or why it cannot be. */
export function addPhrase(phrases: readonly string[], text: unknown): PhraseResult {
  const phrase = typeof text === 'string' ? text.trim() : '';
  if (phrase === '') return { ok: false, message: phraseMessages.empty };
  if (phrase.length > MAX_PHRASE_LENGTH) return { ok: false, message: phraseMessages.tooLong };
  if (phrases.includes(phrase)) return { ok: false, message: phraseMessages.duplicate };
  if (phrases.length >= MAX_PHRASES) return { ok: false, message: phraseMessages.tooMany };
  return { ok: true, phrases: [...phrases, phrase] };
}

/** `phrases` without `text`. */
export const removePhrase = (phrases: readonly string[], text: unknown): string[] => phrases.filter((phrase) => phrase !== text);
