/**
 * Which image URLs a form may show (issue 18, item 8): http(s) links and paths on the app's own hosts (the
 * storage's get_file links). `javascript:`, `data:text/html`, `vbscript:`, `blob:` and anything the URL
 * parser reads as another scheme (`java\tscript:` included) are refused, so an option image can never
 * become script or a page, whether drawn, previewed or opened.
 */
const BASE = 'https://app.invalid/';

export function isSafeImageUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), BASE);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:';
}

/** The URL when it may be shown, else undefined (the card shows its blank placeholder). */
export function safeImageUrl(url: unknown): string | undefined {
  return isSafeImageUrl(url) ? url.trim() : undefined;
}
