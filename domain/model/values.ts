/** Values held by controls (spec 3 "Values"). Unknown fields from the backend are kept. */

/** Value of an attachment upload (moduleId 11): file ids and their names, index-aligned. */
export interface AttachmentValue {
  attachments: string[];
  fileList: string[];
  [unknownField: string]: unknown;
}

/** File info as the storage service returns it. */
export interface FileInfo {
  id: string;
  name: string;
  type: string;
  url: string;
  [unknownField: string]: unknown;
}

/** One chosen image of an image-choice control (moduleId 13). */
export interface ImageChoiceItem {
  file_id: string;
  name: string;
  [unknownField: string]: unknown;
}

/** Value of an image-choice control. */
export interface ImageChoiceValue {
  images: ImageChoiceItem[];
  [unknownField: string]: unknown;
}

/** An uploaded image. */
export interface UploadedImage {
  name: string;
  url: string;
  [unknownField: string]: unknown;
}

/** Value of a text-with-upload field: a message and its images. */
export interface TextWithUploadValue {
  msg: string;
  images: UploadedImage[];
  [unknownField: string]: unknown;
}

/** A table value: rows, each an array of cells in column order. */
export type TableValue = unknown[][];

export function emptyAttachmentValue(): AttachmentValue {
  return { attachments: [], fileList: [] };
}

/** Empty attachments count as missing for the required rule (spec 5). */
export function isAttachmentValueEmpty(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  const attachments = (value as Partial<AttachmentValue>).attachments;
  return !Array.isArray(attachments) || attachments.length === 0;
}
