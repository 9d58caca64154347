/**
 * The text of a failed call for places that show a result inline (batch rows, dialogs): the server's
 * msg / message / error when present, else the given fallback. The global toasts are the HTTP layer's.
 */
export function failureText(error: unknown, fallback: string): string {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as { data: unknown }).data : undefined;
  if (typeof data === 'object' && data !== null) {
    const record = data as Record<string, unknown>;
    for (const key of ['msg', 'message', 'error']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return fallback;
}
