import { callerSummary, type Caller } from '../core/caller';
import type { DemoStore } from '../core/store/demo-store';
import { fileResponseHeaders } from './file-response-headers';
import { jsonBody, notFound, ok, query, refuse, route } from './handler-kit';
import { mayReadFile, newFileId } from '../core/file-access';

const FILE_REFUSED = '你没有查看该文件的权限';

const S = '/api/storage/';

/** Storage: uploads kept as bytes in the store, so preview and download of a demo upload work. */
export function storageHandlers(store: DemoStore) {
  const save = async (file: Blob, name: string, caller: Caller): Promise<string> => {
    // Read the bytes first: a transaction cannot wait for anything but the database.
    const bytes = await file.arrayBuffer();
    return store.write(async (tx) => {
      const id = newFileId();
      await tx.uploads.put({ id, name, type: file.type || 'application/octet-stream', size: file.size, bytes, ownerId: caller.userId });
      return id;
    });
  };
  const link = (request: Request, id: string) => `${new URL(request.url).origin}${S}get_file?_id=${encodeURIComponent(id)}`;
  // Only the files the caller may read are named at all (issue 38).
  const metas = (ids: unknown, caller: Caller) => store.read(async (tx) => {
    const me = await callerSummary(tx, caller);
    const rows = (await tx.uploads.getMany((Array.isArray(ids) ? ids : []).map(String))).filter((m) => m !== undefined);
    const readable = await Promise.all(rows.map((row) => mayReadFile(tx, row, me.id)));
    return rows.filter((_, i) => readable[i]).map(({ bytes: _b, ownerId: _o, ...meta }) => meta);
  });
  return [
    route(store, 'post', `${S}add_file`, async ({ request, caller }) => {
      const data = await request.formData();
      const file = data.get('file');
      if (!(file instanceof Blob)) return refuse(400, '请选择要上传的文件');
      const name = String(data.get('filename') ?? (file as File).name ?? 'file');
      return ok({ _id: await save(file, name, caller) });
    }),
    route(store, 'post', `${S}add_files`, async ({ request, caller }) => {
      const files = (await request.formData()).getAll('files').filter((f): f is File => f instanceof Blob);
      if (files.length === 0) return refuse(400, '请选择要上传的文件');
      const ids: string[] = [];
      for (const file of files) ids.push(await save(file, file.name || 'file', caller));
      return ok({ ids });
    }),
    route(store, 'post', `${S}get_files`, async ({ request, caller }) => {
      const { fileIds } = await jsonBody<{ fileIds: string[] }>(request);
      return ok({ files: (await metas(fileIds, caller)).map((m) => ({ id: m.id, name: m.name, type: m.type, url: link(request, m.id) })) });
    }),
    route(store, 'post', `${S}get_file_info`, async ({ request, caller }) => {
      const { fileIds } = await jsonBody<{ fileIds: string[] }>(request);
      return ok(Object.fromEntries((await metas(fileIds, caller)).map((m) => [m.id, { id: m.id, name: m.name, type: m.type }])));
    }),
    route(store, 'post', `${S}get_file_download_url`, async ({ request, caller }) => {
      const { fileIds } = await jsonBody<{ fileIds: string[] }>(request);
      return ok(Object.fromEntries((await metas(fileIds, caller)).map((m) => [m.id, `${link(request, m.id)}&download=1`])));
    }),
    route(store, 'get', `${S}get_file`, async ({ request, caller }) => {
      const q = query(request);
      // The bytes stream from where they are kept (a file under DATA_DIR/files on the Node server): a large
      // download is never held whole in the server's memory.
      const file = await store.openUpload(q.get('_id') ?? '');
      if (!file) return notFound('文件');
      if (!(await store.read((tx) => mayReadFile(tx, file.meta, caller.userId)))) return refuse(403, FILE_REFUSED);
      const bytes = await file.open();
      if (!bytes) return notFound('文件');
      return new Response(bytes, {
        headers: {
          ...fileResponseHeaders(file.meta.name, q.get('download') === '1'),
          'Content-Length': String(file.meta.size),
          // The demo cannot draw a watermark; it says whether one was asked for.
          'X-Watermark': q.get('addWatermark') === '1' ? 'applied' : 'none',
        },
      });
    }),
    // Rich-text editor upload: answers wangEditor's shape {errno: '0', data: [urls]}.
    route(store, 'post', `${S}editor_upload`, async ({ request, caller }) => {
      const files = (await request.formData()).getAll('files').filter((f): f is File => f instanceof Blob);
      if (files.length === 0) return Response.json({ errno: '1', message: '请选择图片' });
      const urls: string[] = [];
      for (const file of files) urls.push(link(request, await save(file, file.name || 'image', caller)));
      return Response.json({ errno: '0', data: urls });
    }),
  ];
}
