/**
 * Rich text shows only images the app itself stores (issue 32, item 15): an `<img src="https://…">` in a
 * description would make every viewer's browser fetch a third-party URL — a beacon telling its owner who opened
 * which approval, and when. Images from the app's storage (`…/api/storage/…`, what the editor's upload returns)
 * and raster data: URLs (pasted into the editor) stay; any other image becomes a link the reader may follow.
 */

/** The storage path on the page's own origin; the storage host of the runtime config is added at boot. */
const STORAGE_PATH = '/api/storage/';
/** Raster images only: an SVG data URL is a document of its own. */
const EDITOR_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,/i;

let storagePrefixes: string[] = [];

/** Called once at boot with the storage link prefix of the configured host (it may be another origin). */
export function trustStoredImagesFrom(prefixes: readonly string[]): void {
  storagePrefixes = prefixes.filter((prefix) => /^https?:\/\//i.test(prefix));
}

export function isOwnImageSource(src: string): boolean {
  const trimmed = src.trim();
  if (EDITOR_DATA_URL.test(trimmed)) return true;
  let url: URL;
  try {
    url = new URL(trimmed, window.location.href);
  } catch {
    return false;
  }
  const absolute = url.href;
  if (url.origin === window.location.origin && url.pathname.startsWith(STORAGE_PATH)) return true;
  return storagePrefixes.some((prefix) => absolute.startsWith(prefix));
}

/** Replaces a foreign `<img>` by a link to it, named by its alt text (or 外部图片), so nothing is fetched. */
export function linkForeignImage(img: Element): void {
  const src = img.getAttribute('src') ?? '';
  if (src === '' || isOwnImageSource(src)) return;
  const link = img.ownerDocument.createElement('a');
  link.setAttribute('href', src);
  link.setAttribute('rel', 'noopener noreferrer nofollow');
  link.textContent = `[外部图片] ${img.getAttribute('alt')?.trim() || src}`;
  img.replaceWith(link);
}
