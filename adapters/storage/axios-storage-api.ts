import { inject, injectable } from 'inversify';
import { Observable } from 'rxjs';
import { ApiErrors } from '../../application/ports/api-errors';
import { isApiFailure } from '../../application/ports/api-failure';
import type { FileInfo, StorageApi, UploadEvent } from '../../application/ports/storage-api';
import { ApiMessages } from '../http/api-messages';
import { AxiosHttpClient, type Envelope } from '../http/axios-http-client';

const S = '/api/storage/';

@injectable()
export class AxiosStorageApi implements StorageApi {
  constructor(
    @inject(AxiosHttpClient) private readonly http: AxiosHttpClient,
    @inject(ApiErrors) private readonly errors: ApiErrors,
  ) {}

  /** add_file with no timeout; unsubscribing aborts the request. */
  upload(file: Blob, filename: string): Observable<UploadEvent> {
    return new Observable<UploadEvent>((subscriber) => {
      const abort = new AbortController();
      const body = new FormData();
      body.append('file', file, filename);
      body.append('filename', filename);
      this.http.post<Envelope<{ _id?: string }>>(`${S}add_file`, body, {
        upload: true,
        signal: abort.signal,
        onUploadProgress: (e) => {
          const total = e.total ?? file.size;
          subscriber.next({ type: 'progress', loaded: e.loaded, total, percent: total > 0 ? Math.min(100, Math.round((e.loaded / total) * 100)) : 0 });
        },
      }).then((response) => {
        const id = response.data?._id;
        if (typeof id !== 'string' || id === '') {
          this.errors.report({ level: 'error', code: 200, text: ApiMessages.uploadBadResult });
          subscriber.error({ config: { url: `${S}add_file`, method: 'POST' }, code: 200, data: response });
          return;
        }
        subscriber.next({ type: 'done', fileId: id });
        subscriber.complete();
      }, (error: unknown) => subscriber.error(error));
      return () => abort.abort();
    });
  }

  async uploadMany(files: ReadonlyArray<{ file: Blob; filename: string }>): Promise<string[]> {
    const body = new FormData();
    for (const { file, filename } of files) body.append('files', file, filename);
    return (await this.http.postData<{ ids: string[] }>(`${S}add_files`, body, { upload: true })).ids;
  }

  async getFiles(fileIds: string[]): Promise<FileInfo[]> {
    return (await this.http.postData<{ files: FileInfo[] }>(`${S}get_files`, { fileIds })).files;
  }

  /** Map by id; on failure the message 获取附件信息失败 (spec 8). */
  async getFileInfo(fileIds: string[]): Promise<Record<string, FileInfo>> {
    try {
      return await this.http.postData<Record<string, FileInfo>>(`${S}get_file_info`, { fileIds }, { silent: true });
    } catch (error) {
      if (isApiFailure(error)) this.errors.report({ level: 'error', code: error.code, text: ApiMessages.fileInfoFailed });
      throw error;
    }
  }

  getDownloadUrls(fileIds: string[]): Promise<Record<string, string>> {
    return this.http.postData(`${S}get_file_download_url`, { fileIds });
  }

  fileLink(fileId: string, addWatermark = false): string {
    const query = new URLSearchParams({ _id: fileId, ...(addWatermark ? { addWatermark: '1' } : {}) });
    return `${this.http.resolveUrl(`${S}get_file`)}?${query.toString()}`;
  }

  /** wangEditor's answer: errno '0' and data a list of urls; anything else is 上传图片失败. */
  async uploadEditorImages(files: Blob[]): Promise<string[]> {
    const body = new FormData();
    files.forEach((file, i) => body.append('files', file, (file as File).name ?? `image-${i + 1}`));
    let response: { errno?: unknown; data?: unknown };
    try {
      response = await this.http.post(`${S}editor_upload`, body, { upload: true, silent: true });
    } catch (error) {
      this.errors.report({ level: 'error', code: isApiFailure(error) ? error.code : 0, text: ApiMessages.uploadImageFailed });
      throw error;
    }
    if (String(response.errno) !== '0' || !Array.isArray(response.data)) {
      this.errors.report({ level: 'error', code: 200, text: ApiMessages.uploadImageFailed });
      throw { config: { url: `${S}editor_upload`, method: 'POST' }, code: 200, data: response };
    }
    return response.data.map(String);
  }
}
