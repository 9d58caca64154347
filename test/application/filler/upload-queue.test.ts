import { Subject } from 'rxjs';
import { UploadQueue, type PickedFile } from '../../../application/filler/upload-queue';
import type { UploadEvent } from '../../../application/ports/storage-api';
import { checkAttachmentFile } from '../../../domain/validation/upload-rules';
import { control } from './forms';

const file = (name: string, size = 10): PickedFile => ({ file: new Blob(['x']), name, size, type: '' });

function setup(limits: Record<string, unknown> = {}) {
  const uploads: Array<{ name: string; events: Subject<UploadEvent> }> = [];
  const storage = { upload: (_: Blob, name: string) => { const events = new Subject<UploadEvent>(); uploads.push({ name, events }); return events; } };
  const attachment = control(11, 'files', { props: limits });
  const done: string[] = [];
  const errors: string[] = [];
  const queue = new UploadQueue(storage, {
    check: (files, existing) => files.map((f, i) => checkAttachmentFile(attachment, f, existing + i)).find(Boolean),
    currentCount: () => done.length,
    onUploaded: (id) => done.push(id),
    onError: (m) => errors.push(m),
  });
  return { queue, uploads, done, errors };
}

test('attachment upload: per-file progress, then the file joins the value', () => {
  const { queue, uploads, done } = setup();
  queue.add([file('a.pdf'), file('b.pdf')]);
  expect(queue.snapshot.map((i) => i.percent)).toEqual([0, 0]);
  uploads[0].events.next({ type: 'progress', loaded: 5, total: 10, percent: 50 });
  expect(queue.snapshot[0].percent).toBe(50);
  uploads[0].events.next({ type: 'done', fileId: 'f1' });
  expect(done).toEqual(['f1']);
  expect(queue.snapshot.map((i) => i.name)).toEqual(['b.pdf']);
});

test('a failed file is removed from the list with a message', () => {
  const { queue, uploads, errors, done } = setup();
  queue.add([file('a.pdf')]);
  uploads[0].events.error(new Error('500'));
  expect(queue.snapshot).toEqual([]);
  expect(done).toEqual([]);
  expect(errors).toEqual(['a.pdf 上传失败']);
});

test('type, size and count limits are checked before any byte is sent (spec 5 attachments)', () => {
  const type = setup({ accept: '.pdf' });
  expect(type.queue.add([file('a.exe')])).toBe('不支持上传该类型附件');
  const size = setup({ limitFileSize: 1 });
  expect(size.queue.add([file('a.pdf', 2 * 1024 * 1024)])).toBe('上传文件大小不能超过 1MB!');
  const count = setup({ maxNum: 1 });
  expect(count.queue.add([file('a.pdf'), file('b.pdf')])).toBe('最多只能上传 1 个附件!');
  expect([...type.uploads, ...size.uploads, ...count.uploads]).toHaveLength(0);
});
