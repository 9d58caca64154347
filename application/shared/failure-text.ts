/**
 * The server's own words of a failure, for a message shown inline (issue 18, item 4): only when they are
 * Chinese (spec 8 applies this to 400; the same holds for every inline text). "Network Error", "timeout of
 * 20000ms exceeded", "Internal Server Error", "Bad Request: invalid parameter" are never shown: the caller's
 * Chinese fallback is.
 */
const CHINESE = /[\u4e00-\u9fff]/;

export function chineseFailureMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  for (const key of ['msg', 'message', 'error']) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && CHINESE.test(value)) return value.trim();
  }
  return undefined;
}

/**
 * The text of a failed call for places that show a result inline (batch rows, dialogs, pages): the server's
 * msg / message / error when it is Chinese, else the given fallback (issue 18: never English).
 * The global toasts are the HTTP layer's.
 */
export function failureText(error: unknown, fallback: string): string {
  return chineseFailureMessage(error) ?? fallback;
}
