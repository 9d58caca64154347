// Issue 42: attachments on a comment through the demo backend — stored files under the comment rules (at most 9,
// their types), recorded with the entry and named in the history the timeline and the printed record read.
import { approvalBackend } from './approval-kit';
import { approvalRecordRow } from '../../../domain/print/approval-record';

const leave = { leave_type: 1, leave_days: 5, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事', leave_phone: '13800138000' };

async function stored(b: Awaited<ReturnType<typeof approvalBackend>>, name: string, size = 1000): Promise<string> {
  const id = `f-${name}`;
  await b.store.write((tx) => tx.uploads.put({ id, name, type: 'application/octet-stream', size, bytes: new ArrayBuffer(0) }));
  return id;
}

it('同意 with a photo and a file: the entry keeps their ids and names; the printed record lists them', async () => {
  const b = await approvalBackend();
  await b.as('u-applicant');
  const id = (await b.launch('model-leave', leave)).body.data.id;
  const files = [await stored(b, '现场.jpg'), await stored(b, '发票.pdf')];
  await b.as('u-hr-head');
  expect((await b.act(id, 'approve', { comment: '附上照片', attachments: files })).body.msg).toBe('ok');
  await b.as('u-applicant');
  const entry = (await b.instance(id)).history.find((h: { action: string }) => h.action === 'approve');
  expect(entry).toMatchObject({ attachments: files, attachmentNames: ['现场.jpg', '发票.pdf'], comment: '附上照片' });
  expect(approvalRecordRow(entry).comment).toBe('附上照片；附件：现场.jpg、发票.pdf');
});

it('refuses a file that is not stored, and under the attachment control\'s rules a kind it does not take, a file too big and a tenth file', async () => {
  const b = await approvalBackend();
  await b.as('u-applicant');
  const id = (await b.launch('model-leave', leave)).body.data.id;
  const bad = await stored(b, 'tool.exe');
  const big = await stored(b, '录像.zip', 20 * 1024 * 1024);
  const nine = await Promise.all(Array.from({ length: 10 }, (_, i) => stored(b, `p${i}.png`)));
  await b.as('u-hr-head');
  expect((await b.act(id, 'approve', { attachments: ['f-nowhere'] })).body.msg).toBe('附件不存在，请重新上传');
  expect((await b.act(id, 'approve', { attachments: [bad] })).body).toMatchObject({ msg: '不支持上传该类型附件' });
  expect((await b.act(id, 'approve', { attachments: [big] })).body).toMatchObject({ msg: '上传文件大小不能超过 20MB!' });
  const ten = await b.act(id, 'comment', { comment: '十个', attachments: nine });
  expect(ten.status).toBe(400);
  expect(ten.body.msg).toBe('最多只能上传 9 个附件!');
  expect((await b.act(id, 'comment', { comment: '九个', attachments: nine.slice(0, 9) })).body.msg).toBe('ok');
});
