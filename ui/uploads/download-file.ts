import type { StorageApi } from '../../application/ports/storage-api';

/** Only web links are followed: a download URL from the server is never a javascript: or data: page. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Clicks a hidden `<a download>`: a save, never a page. */
function saveLink(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener noreferrer';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The file's bytes as a blob typed application/octet-stream (never rendered, whatever the server claimed);
 * 'refused' when the server answered with an error (nothing to save); 'unreachable' when they cannot be read
 * here (a storage on another origin without CORS).
 */
async function fetchBytes(url: string): Promise<Blob | 'refused' | 'unreachable'> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch {
    return 'unreachable';
  }
  if (!response.ok) return 'refused';
  return new Blob([await response.arrayBuffer()], { type: 'application/octet-stream' });
}

/**
 * Saves a stored file instead of opening it (issue 18): a file the browser could render as a page (HTML,
 * SVG, XML, …) never becomes a page of the app's origin. The link is the storage's download URL
 * (get_file_download_url, served as an attachment). The bytes are fetched by the page and saved from a blob
 * (issue 14, item 2): a link followed by the browser is a navigation, which the demo's service worker does not
 * answer, so a `.txt` saved the app's index.html (or opened 审批中心 in a new tab). Only when the bytes cannot
 * be fetched (another origin without CORS) is the link itself saved. A failed lookup is already reported by
 * the API error handler.
 */
export async function downloadStoredFile(storage: StorageApi, file: { id: string; name: string }): Promise<void> {
  const urls = await storage.getDownloadUrls([file.id]).catch(() => undefined);
  const url = urls && Object.hasOwn(urls, file.id) ? urls[file.id] : undefined;
  if (typeof url !== 'string' || !isWebUrl(url)) return;
  const bytes = await fetchBytes(url);
  if (bytes === 'refused') return;
  if (bytes === 'unreachable') {
    saveLink(url, file.name);
    return;
  }
  const blobUrl = URL.createObjectURL(bytes);
  saveLink(blobUrl, file.name);
  // The save has started from the click; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}
