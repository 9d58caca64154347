import { lastValueFrom, toArray } from 'rxjs';
import { AxiosStorageApi } from '../../../adapters/storage/axios-storage-api';
import type { UploadEvent } from '../../../application/ports/storage-api';
import { createHarness, DEMO_ORIGIN, lastRequest, resetHarness, type Harness } from '../support/demo-harness';

let h: Harness & { close(): void };
let storage: AxiosStorageApi;
beforeAll(async () => { h = await createHarness(); storage = new AxiosStorageApi(h.http, h.errors); });
afterEach(async () => { await resetHarness(h); });
afterAll(() => h.close());

const blob = (text: string, type = 'text/plain') => new Blob([text], { type });

describe('AxiosStorageApi contract', () => {
  it('add_file: multipart file + filename, progress events, then done with _id; the bytes can be downloaded', async () => {
    const events = await lastValueFrom(storage.upload(blob('你好，附件'), '说明.txt').pipe(toArray()));
    const done = events.at(-1) as Extract<UploadEvent, { type: 'done' }>;
    expect(done.type).toBe('done');
    expect(events.slice(0, -1).every((e) => e.type === 'progress')).toBe(true);
    const sent = lastRequest(h, '/api/storage/add_file');
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(sent.body).toContain('name="filename"');
    expect(sent.body).toContain('name="file"');
    const link = storage.fileLink(done.fileId, true);
    expect(link).toBe(`${DEMO_ORIGIN}/api/storage/get_file?_id=${done.fileId}&addWatermark=1`);
    const response = await fetch(link);
    expect(await response.text()).toBe('你好，附件');
    expect(response.headers.get('x-watermark')).toBe('applied');
  });

  it('the upload has no timeout and unsubscribing cancels it (nothing shown)', async () => {
    const subscription = storage.upload(blob('x'.repeat(10)), 'a.txt').subscribe();
    subscription.unsubscribe();
    await new Promise((r) => setTimeout(r, 50));
    expect(h.notices).toEqual([]);
  });

  it('get_file_info maps by id; get_file_download_url maps id to url; add_files / get_files', async () => {
    const ids = await storage.uploadMany([{ file: blob('a'), filename: 'a.txt' }, { file: blob('bb'), filename: 'b.txt' }]);
    expect(ids).toHaveLength(2);
    const info = await storage.getFileInfo(ids);
    expect(JSON.parse(lastRequest(h, '/get_file_info').body)).toEqual({ fileIds: ids });
    expect(info[ids[0]!]).toEqual({ id: ids[0], name: 'a.txt', type: 'text/plain' });
    const urls = await storage.getDownloadUrls(ids);
    expect(await (await fetch(urls[ids[1]!]!)).text()).toBe('bb');
    expect((await storage.getFiles(ids)).map((f) => f.name)).toEqual(['a.txt', 'b.txt']);
  });

  it('a failed get_file_info shows 获取附件信息失败', async () => {
    h.store.setFault('/get_file_info', '500');
    await expect(storage.getFileInfo(['x'])).rejects.toMatchObject({ code: 500 });
    expect(h.notices).toEqual([{ level: 'error', code: 500, text: '获取附件信息失败' }]);
  });

  it("editor upload: errno '0' and a data list of urls", async () => {
    const urls = await storage.uploadEditorImages([new File(['png'], 'a.png', { type: 'image/png' })]);
    expect(urls).toHaveLength(1);
    expect(await (await fetch(urls[0]!)).text()).toBe('png');
  });

  it('editor upload: any other answer shows 上传图片失败', async () => {
    h.store.setFault('/editor_upload', '502');
    await expect(storage.uploadEditorImages([blob('x', 'image/png')])).rejects.toBeDefined();
    expect(h.notices.map((n) => n.text)).toEqual(['上传图片失败']);
  });
});
