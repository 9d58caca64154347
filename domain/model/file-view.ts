/**
 * How the app shows an uploaded file (issue 18): never as a page of the app's own origin. Images are drawn
 * by an `<img>`, PDFs in a sandboxed frame, anything else is downloaded. The type a file is served with
 * comes from its extension through this allow-list, never from what the uploader claimed.
 */
import { extensionOf } from '../validation/upload-rules';

export type FileView = 'image' | 'pdf' | 'download';

/** Extensions a browser may render inline, with the only type each is served as. */
const INLINE_TYPES: ReadonlyMap<string, { type: string; view: Exclude<FileView, 'download'> }> = new Map([
  ['png', { type: 'image/png', view: 'image' }],
  ['jpg', { type: 'image/jpeg', view: 'image' }],
  ['jpeg', { type: 'image/jpeg', view: 'image' }],
  ['gif', { type: 'image/gif', view: 'image' }],
  ['bmp', { type: 'image/bmp', view: 'image' }],
  ['webp', { type: 'image/webp', view: 'image' }],
  ['pdf', { type: 'application/pdf', view: 'pdf' }],
]);

/** The type served for every other file: bytes to save, which no browser renders or sniffs into a page. */
export const DOWNLOAD_CONTENT_TYPE = 'application/octet-stream';

export function fileViewOf(name: string): FileView {
  return INLINE_TYPES.get(extensionOf(name))?.view ?? 'download';
}

/** The Content-Type a stored file is served with, chosen by its extension alone. */
export function contentTypeOf(name: string): string {
  return INLINE_TYPES.get(extensionOf(name))?.type ?? DOWNLOAD_CONTENT_TYPE;
}
