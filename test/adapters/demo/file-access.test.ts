// Issue 38, finding 7: any upload was readable by anyone — ids were file-N from a counter, and 孙七 read 陈志远's
// salary.txt with get_file?_id=file-103. Ids are now 128 random bits, and a file is served only to its uploader
// and to those who may see what references it (an instance, a form or design); anyone else gets 403, nothing else.
import { approvalBackend } from './approval-kit';

const ORIGIN = 'http://demo.test';
const S = '/api/storage/';
const W = '/flow/workflow/';
type Backend = Awaited<ReturnType<typeof approvalBackend>>;

async function upload(b: Backend, name: string, text: string): Promise<string> {
  const data = new FormData();
  data.append('file', new File([text], name, { type: 'text/plain' }));
  data.append('filename', name);
  const answer = await b.send(new Request(`${ORIGIN}${S}add_file`, { method: 'POST', body: data }));
  expect(answer.status).toBe(200);
  return answer.body.data._id as string;
}

async function download(b: Backend, id: string): Promise<{ status: number; text: string }> {
  // get_file answers bytes, not the JSON envelope: read it raw.
  const response = await b.raw(new Request(`${ORIGIN}${S}get_file?_id=${encodeURIComponent(id)}`));
  return { status: response.status, text: await response.text() };
}

test('an upload has an unguessable id and only its uploader reads it: 孙七 gets 403 and no content', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  const id = await upload(b, 'salary.txt', '陈志远 月薪 88000');
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect((await download(b, id)).status).toBe(200);
  await b.as('u-sunqi');
  const read = await download(b, id);
  expect(read.status).toBe(403);
  expect(read.text).not.toContain('88000');
  // Nor its name through the metadata calls.
  const info = await b.post(`${S}get_files`, { fileIds: [id] });
  expect(JSON.stringify(info.body)).not.toContain('salary.txt');
});

test('a file attached to an instance is served to those who may see the instance, not to others', async () => {
  const b = await approvalBackend();
  await b.as('u-applicant');
  const id = await upload(b, '诊断书.txt', '诊断：需休息五天');
  const launched = await b.launch('model-leave', {
    leave_type: 1, leave_days: 5, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '病假', leave_phone: '13800138000',
    leave_attachment: { attachments: [id], fileList: ['诊断书.txt'] },
  });
  expect(launched.status).toBe(200);
  await b.as('u-hr-head');
  expect((await download(b, id)).status).toBe(200);
  await b.as('u-sunqi');
  expect((await download(b, id)).status).toBe(403);
  expect((await b.get(`${W}get_instance?id=${launched.body.data.id}`)).status).toBe(403);
});
