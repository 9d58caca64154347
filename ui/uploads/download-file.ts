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

/**
 * Saves a stored file instead of opening it (issue 18): a file the browser could render as a page (HTML,
 * SVG, XML, …) never becomes a page of the app's origin. The link is the storage's download URL
 * (get_file_download_url, served as an attachment) and the `download` attribute asks for a save even where the
 * server would have answered inline. A failed lookup is already reported by the API error handler.
 */
export async function downloadStoredFile(storage: StorageApi, file: { id: string; name: string }): Promise<void> {
  const urls = await storage.getDownloadUrls([file.id]).catch(() => undefined);
  const url = urls && Object.hasOwn(urls, file.id) ? urls[file.id] : undefined;
  if (typeof url !== 'string' || !isWebUrl(url)) return;
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener noreferrer';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
