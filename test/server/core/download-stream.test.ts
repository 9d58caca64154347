// Issue 37: downloads stream. On the SQL store the bytes live in Blobs (files under DATA_DIR/files); get_file
// answers them as a stream opened on the blob, with their length, never reading the file whole into memory — and
// the Node server passes such an answer on as it is read.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSeedTables } from '../../../adapters/demo/seed/seed-state';
import type { Blobs } from '../../../server/core/blobs';
import { DemoStore } from '../../../server/core/store/demo-store';
import { createBackend } from '../../../server/http/routes';
import { send } from '../../../server/node/node-http-kit';
import { MemoryBlobs } from '../../../server/stores/file-blobs';
import { openSqlDb } from '../../../server/stores/sql/open-sql-db';

const S = 'http://x/api/storage/';

/** Blobs that count how the bytes were asked for: whole (`get`) or as a stream (`open`). */
class CountingBlobs implements Blobs {
  readonly inner = new MemoryBlobs();
  wholeReads = 0;
  streams = 0;
  put(bytes: ArrayBuffer) { return this.inner.put(bytes); }
  get(hash: string) { this.wholeReads++; return this.inner.get(hash); }
  open(hash: string) { this.streams++; return this.inner.open(hash); }
}

test('get_file on the SQL store streams the upload from Blobs with its length, never reading it whole', async () => {
  const blobs = new CountingBlobs();
  const opened = await openSqlDb({ memory: true }, blobs);
  try {
    const store = await DemoStore.open(opened.store, createSeedTables);
    const backend = createBackend(store);
    const bytes = new Uint8Array(1024 * 1024).map((_, i) => i % 251);
    const form = new FormData();
    form.append('file', new File([bytes], '扫描件.pdf', { type: 'application/pdf' }));
    const added = await (await backend(new Request(`${S}add_file`, { method: 'POST', body: form }), { userId: 'u-applicant' }))!.json();
    blobs.wholeReads = 0;
    const answer = (await backend(new Request(`${S}get_file?_id=${added.data._id}&download=1`), { userId: 'u-applicant' }))!;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes);
    expect([blobs.streams, blobs.wholeReads]).toEqual([1, 0]);
    // Someone the file is not shared with gets 403 and no stream is opened.
    expect((await backend(new Request(`${S}get_file?_id=${added.data._id}`), { userId: 'u-sunqi' }))!.status).toBe(403);
    expect(blobs.streams).toBe(1);
  } finally {
    await opened.db.destroy();
  }
});

test('the Node server passes a response that states its length on as a stream', async () => {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(7);
  const server = createServer((_req, res) => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ === 16) controller.close(); else controller.enqueue(chunk);
      },
    });
    void send(res, new Response(body, { headers: { 'Content-Length': String(16 * chunk.byteLength) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(answer.headers.get('content-length')).toBe(String(16 * chunk.byteLength));
    expect((await answer.arrayBuffer()).byteLength).toBe(16 * chunk.byteLength);
  } finally {
    server.close();
  }
});
