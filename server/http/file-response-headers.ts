import { contentTypeOf, fileViewOf } from '../../domain/model/file-view';

/**
 * Headers of a stored file's response (issue 18): the type comes from the extension's allow-list (an
 * uploaded `invoice.pdf` sent as text/html is served as a PDF or as bytes, never as HTML), only images and
 * PDFs may be shown inline, `nosniff` stops the browser guessing a page out of the bytes, and the sandbox CSP
 * makes even a file opened directly run no script and own no origin.
 */
export const FILE_RESPONSE_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

export function fileResponseHeaders(name: string, download: boolean): Record<string, string> {
  const inline = !download && fileViewOf(name) !== 'download';
  return {
    'Content-Type': contentTypeOf(name),
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_RESPONSE_CSP,
    'Cache-Control': 'private, no-store',
  };
}
