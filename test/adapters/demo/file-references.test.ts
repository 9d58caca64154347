// Issue 38, finding 7 (files): a file referenced by a form or design was readable by anyone signed in, and the
// check scanned every instance. Now saving a record writes which uploads it references (fileRefs, in the same
// transaction), and get_file looks the file's references up by its id: a file is served to its uploader and to
// those who may see the instance, design version, form, data table or notice that references it; else 403.
import { approvalBackend } from './approval-kit';
import { leaveRange } from '../support/leave-dates';
import { DemoStore } from '../../../server/core/store/demo-store';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';
import { createSeedTables } from '../../../adapters/demo/seed/seed-state';

const ORIGIN = 'http://demo.test';
const S = '/api/storage/';
const W = '/flow/workflow/';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const leave = { leave_type: 1, leave_days: 2, leave_range: leaveRange(2), leave_reason: '家中有事', leave_phone: '13800138000' };
type Backend = Awaited<ReturnType<typeof approvalBackend>>;

async function upload(b: Backend, name: string, body: string, type = 'text/plain'): Promise<string> {
  const data = new FormData();
  data.append('file', new File([body], name, { type }));
  data.append('filename', name);
  const answer = await b.send(new Request(`${ORIGIN}${S}add_file`, { method: 'POST', body: data }));
  expect(answer.status).toBe(200);
  return answer.body.data._id as string;
}

async function readAs(b: Backend, userId: string, id: string): Promise<{ status: number; text: string }> {
  await b.as(userId);
  const response = await b.raw(new Request(`${ORIGIN}${S}get_file?_id=${encodeURIComponent(id)}`));
  return { status: response.status, text: await response.text() };
}

test('a file in a form design another employee cannot administer: 403 with nothing revealed; the flow\'s admins read it', async () => {
  const b = await approvalBackend();
  await b.as('u-hr-head');
  const id = await upload(b, '薪资标准.png', '内部薪资标准图');
  const design = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
  const picture = { id: 'leave_pic', moduleId: 13, config: { title: '薪资标准', required: false }, children: [
    { id: 1, value: '标准一', isDefault: false, imgURL: `/api/storage/get_file?_id=${id}` },
  ] };
  const saved = await b.post(`${W}save_model_design`, { ...design, form: { ...design.form, controls: [...design.form.controls, picture] } });
  expect(saved.body.msg).toBe('ok');
  // The reference was written with the design, found by the file's id.
  const refs = await b.store.read((tx) => tx.fileRefs.find({ index: 'fileId', equals: [id] }));
  expect(refs.map((r) => r.kind)).toContain('design');
  const refused = await readAs(b, 'u-sunqi', id);
  expect(refused.status).toBe(403);
  expect(refused.text).not.toContain('内部薪资标准图');
  expect((await readAs(b, 'u-hr-head', id)).status).toBe(200);
  expect((await readAs(b, 'u-ceo', id)).status).toBe(200);
});

test('an attachment and a comment attachment of an instance: its approver reads them, a stranger gets 403', async () => {
  const b = await approvalBackend();
  await b.as('u-zhaoliu');
  const attachment = await upload(b, '诊断书.txt', '诊断：需休息');
  const id = (await b.launch('model-leave', { ...leave, leave_attachment: { attachments: [attachment], fileList: ['诊断书.txt'] } })).body.data.id as string;
  const row = await b.store.read((tx) => tx.instances.get(id));
  const approver = row!.flowState!.tasks.find((task) => task.status === 'open')!.userId;
  await b.as(approver);
  const note = await upload(b, '说明.txt', '审批意见附件');
  expect((await b.act(id, 'approve', { comment: '同意，附说明', attachments: [note] })).body.msg).toBe('ok');
  for (const file of [attachment, note]) {
    expect((await readAs(b, approver, file)).status).toBe(200);
    expect((await readAs(b, 'u-zhaoliu', file)).status).toBe(200);
    expect((await readAs(b, 'u-sunqi', file)).status).toBe(403);
  }
});

test('a drawn signature image: those who may see the instance read it, a stranger gets 403', async () => {
  const b = await approvalBackend();
  await b.as('u-zhaoliu');
  const id = (await b.launch('model-leave', leave)).body.data.id as string;
  const row = await b.store.read((tx) => tx.instances.get(id));
  const approver = row!.flowState!.tasks.find((task) => task.status === 'open')!.userId;
  await b.as(approver);
  expect((await b.act(id, 'approve', { comment: '同意', signature: PNG })).body.msg).toBe('ok');
  const after = await b.store.read((tx) => tx.instances.get(id));
  const signature = after!.flowState!.history.find((entry) => entry.signature)!.signature!;
  expect(signature).toMatch(/^file:[0-9a-f]{32}$/);
  const fileId = signature.slice('file:'.length);
  expect((await readAs(b, 'u-zhaoliu', fileId)).status).toBe(200);
  expect((await readAs(b, 'u-sunqi', fileId)).status).toBe(403);
});

test('the references of stored data are computed when it is seeded or restored, never taken from the backup', async () => {
  const store = await DemoStore.open(new MemoryDemoDb(), createSeedTables);
  const seeded = await store.read((tx) => tx.fileRefs.find({ index: 'fileId', equals: ['seed-option-bank-card'] }));
  expect(seeded.map((r) => r.kind)).toContain('design');
  const backup = await store.exportAll();
  const forged = { ...backup, tables: { ...backup.tables, fileRefs: [{ id: 'x', fileId: 'seed-option-alipay', kind: 'notice', holderId: 'n-forged' }] } };
  await store.importAll(JSON.stringify(forged));
  const restored = await store.read((tx) => tx.fileRefs.find({ index: 'fileId', equals: ['seed-option-alipay'] }));
  expect(restored.map((r) => r.kind)).not.toContain('notice');
  expect(restored.map((r) => r.kind)).toContain('design');
});
