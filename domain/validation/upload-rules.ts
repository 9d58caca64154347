/**
 * Upload checks (spec 5 "Attachments", "Image upload", "Editor image upload"; spec 9 limits), run by the UI
 * before a file is sent and by validateForm on a submitted attachment value.
 * Entry points: `checkAttachmentFile`, `checkAttachmentValue`, `checkImageUpload`, `checkEditorImages`,
 * `checkEditorTableSize`, `checkPastedFile`.
 */
import type { Control } from '../model/control';
import { validationMessages as m } from '../messages';

/** Spec 9 "Recognised image extensions"; attachments taking part in printing must have one of them. */
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'psd', 'tif'];
/** Spec 5 "Editor image upload". */
export const EDITOR_IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'bmp', 'gif', 'webp'];
export const EDITOR_IMAGE_MAX_BYTES = 5_242_880;
export const EDITOR_IMAGE_MAX_COUNT = 10_000;
export const IMAGE_UPLOAD_DEFAULT_MAX_MB = 15;
const MB = 1024 * 1024;

export interface FileInfo {
  name: string;
  /** Bytes; unknown sizes are not checked. */
  size?: number;
  /** MIME type, when the browser knows it. */
  type?: string;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Extensions allowed by an `accept` text such as ".doc,.xls" (image/* means the image formats); undefined: any. */
export function acceptedExtensions(accept: unknown): Set<string> | undefined {
  if (typeof accept !== 'string' || accept.trim() === '') return undefined;
  const extensions = new Set<string>();
  for (const part of accept.split(/[,，、\s]+/)) {
    const item = part.trim().toLowerCase();
    if (item === '') continue;
    if (item === 'image/*') IMAGE_EXTENSIONS.forEach((ext) => extensions.add(ext));
    else extensions.add(item.replace(/^\./, ''));
  }
  return extensions.size > 0 ? extensions : undefined;
}

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** The attachment count limit of a control (props.maxNum, else props.max); undefined: no limit. */
export function attachmentCountLimit(control: Control): number | undefined {
  return positive(control.props?.maxNum) ?? positive(control.props?.max);
}

function checkTypeAndSize(control: Control, file: FileInfo): string | undefined {
  const accepted = acceptedExtensions(control.props?.accept);
  if (accepted && !accepted.has(extensionOf(file.name))) return m.attachmentType;
  const limitMb = positive(control.props?.limitFileSize);
  if (limitMb !== undefined && typeof file.size === 'number' && file.size >= limitMb * MB) return m.attachmentSize(limitMb);
  return undefined;
}

function checkPrintFormat(control: Control, file: FileInfo): string | undefined {
  if (control.config?.isPrint === true && !IMAGE_EXTENSIONS.includes(extensionOf(file.name))) {
    return m.attachmentPrintFormats(IMAGE_EXTENSIONS);
  }
  return undefined;
}

/** One file about to be added to an attachment control that already holds `currentCount` files. */
export function checkAttachmentFile(control: Control, file: FileInfo, currentCount = 0): string | undefined {
  const message = checkTypeAndSize(control, file);
  if (message) return message;
  const maxCount = attachmentCountLimit(control);
  if (maxCount !== undefined && currentCount + 1 > maxCount) return m.attachmentCount(maxCount);
  return checkPrintFormat(control, file);
}

function fileInfoOf(item: unknown): FileInfo | undefined {
  if (typeof item === 'string') return { name: item };
  if (item && typeof item === 'object' && typeof (item as FileInfo).name === 'string') return item as FileInfo;
  return undefined;
}

/** A submitted attachment value `{attachments, fileList}`: types, sizes, count and print formats. */
export function checkAttachmentValue(control: Control, value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { attachments, fileList } = value as { attachments?: unknown; fileList?: unknown };
  const files: FileInfo[] = [];
  if (Array.isArray(fileList)) for (const item of fileList) { const info = fileInfoOf(item); if (info) files.push(info); }
  for (const file of files) {
    const message = checkTypeAndSize(control, file);
    if (message) return message;
  }
  const count = Math.max(Array.isArray(attachments) ? attachments.length : 0, files.length);
  const maxCount = attachmentCountLimit(control);
  if (maxCount !== undefined && count > maxCount) return m.attachmentCount(maxCount);
  for (const file of files) {
    const message = checkPrintFormat(control, file);
    if (message) return message;
  }
  return undefined;
}

export interface ImageUploadLimits {
  /** Per-file maximum in MB (default 15). */
  maxSizeMb?: number;
  /** Most images in one selection. */
  batchLimit?: number;
  /** Most images in total. */
  totalLimit?: number;
}

/** Images selected in one go, added to `existingCount` images already uploaded. */
export function checkImageUpload(files: readonly FileInfo[], existingCount: number, limits: ImageUploadLimits = {}): string | undefined {
  const batchLimit = positive(limits.batchLimit);
  if (batchLimit !== undefined && files.length > batchLimit) return m.imageBatchCount(batchLimit);
  const totalLimit = positive(limits.totalLimit);
  if (totalLimit !== undefined && existingCount + files.length > totalLimit) return m.imageTotalCount(totalLimit);
  const maxSizeMb = positive(limits.maxSizeMb) ?? IMAGE_UPLOAD_DEFAULT_MAX_MB;
  for (const file of files) {
    if (typeof file.size === 'number' && file.size > maxSizeMb * MB) return m.imageSize(maxSizeMb);
  }
  return undefined;
}

/** Rich-text editor image upload: image extensions, at most 5 MB each, at most 10000 per upload. */
export function checkEditorImages(
  files: readonly FileInfo[],
  maxBytes = EDITOR_IMAGE_MAX_BYTES,
  maxCount = EDITOR_IMAGE_MAX_COUNT,
): string | undefined {
  if (files.length > maxCount) return m.editorTooManyImages(maxCount);
  for (const file of files) {
    if (!EDITOR_IMAGE_EXTENSIONS.includes(extensionOf(file.name))) return m.editorNotImage(file.name);
    if (typeof file.size === 'number' && file.size > maxBytes) return m.editorImageTooLarge(file.name, maxBytes / MB);
  }
  return undefined;
}

/** Editor table insert: rows and columns must be positive whole numbers. */
export function checkEditorTableSize(rows: number, columns: number): string | undefined {
  const ok = (n: number) => Number.isInteger(n) && n > 0;
  return ok(rows) && ok(columns) ? undefined : m.editorTableSize;
}

/** A file pasted into the textarea-with-upload must be an image. */
export function checkPastedFile(file: FileInfo): string | undefined {
  const isImage = file.type ? file.type.startsWith('image/') : IMAGE_EXTENSIONS.includes(extensionOf(file.name)) || extensionOf(file.name) === 'webp';
  return isImage ? undefined : m.pasteNotImage;
}
