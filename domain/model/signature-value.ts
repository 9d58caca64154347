/**
 * A drawn signature as the engine and the forms take it: a PNG data URL (as drawn, from the CLI or a client that
 * sends it) or a reference to the stored image file, `file:<id>` (what the app sends after uploading it).
 */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
const FILE_REFERENCE = /^file:[^\s]+$/;

export const isPngDataUrl = (value: unknown): value is string => typeof value === 'string' && PNG_DATA_URL.test(value);

/** The stored file's id of a `file:<id>` reference, else undefined. */
export const signatureFileId = (value: unknown): string | undefined =>
  typeof value === 'string' && FILE_REFERENCE.test(value) ? value.slice('file:'.length) : undefined;

export const isSignature = (value: unknown): value is string => isPngDataUrl(value) || signatureFileId(value) !== undefined;
