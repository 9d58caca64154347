import type { Observable } from 'rxjs';

/** File info (spec 3): id, name, type, url. */
export interface FileInfo {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly url?: string;
}

/** Events of one upload: progress, then `done` with the stored file id (the `_id` of add_file). */
export type UploadEvent =
  | { readonly type: 'progress'; readonly loaded: number; readonly total: number; readonly percent: number }
  | { readonly type: 'done'; readonly fileId: string };

/**
 * The storage service (spec 7, /api/storage/…). Uploads have no timeout; unsubscribing cancels one.
 */
export const StorageApi = Symbol('StorageApi');
export interface StorageApi {
  /** POST add_file (multipart `file` + `filename`): progress events, then done with `_id`. */
  upload(file: Blob, filename: string): Observable<UploadEvent>;
  /** POST add_files (multipart `files`): ids in the order given. */
  uploadMany(files: ReadonlyArray<{ file: Blob; filename: string }>): Promise<string[]>;
  /** POST get_files {fileIds} */
  getFiles(fileIds: string[]): Promise<FileInfo[]>;
  /** POST get_file_info {fileIds}: map by id (failure message 获取附件信息失败). */
  getFileInfo(fileIds: string[]): Promise<Record<string, FileInfo>>;
  /** POST get_file_download_url {fileIds}: map id → url. */
  getDownloadUrls(fileIds: string[]): Promise<Record<string, string>>;
  /** The GET get_file link of a file (no request is made). */
  fileLink(fileId: string, addWatermark?: boolean): string;
  /**
   * Editor upload (rich text): POST editor_upload, expects errno '0' and `data` a list of urls.
   * Failure message 上传图片失败.
   */
  uploadEditorImages(files: Blob[]): Promise<string[]>;
}
