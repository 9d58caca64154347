// Issue 38, finding 9: upd_model took any field. 周敏 set formId: form-expense on the leave flow (then overwrote the
// 财务 form by saving) and {publishedVersion: 3} published a draft without apply's checks or a 版本记录 entry.
// upd_model now takes only its documented fields (name, categoryId, description, icon, status); anything else
// is 400; publishing is apply alone.
import { approvalBackend } from './approval-kit';

const W = '/flow/workflow/';

test('upd_model refuses undocumented fields (formId, publishedVersion…) with 400 and changes nothing', async () => {
  const b = await approvalBackend();
  await b.as('u-hr-head');
  const before = (await b.get(`${W}get_model?id=model-leave`)).body.data;
  for (const extra of [{ formId: 'form-expense' }, { publishedVersion: 3 }, { publishedAt: '2020-01-01' }, { createdBy: 'u-ceo' }]) {
    const answer = await b.post(`${W}upd_model`, { id: 'model-leave', ...extra });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/^不能修改的字段：/);
  }
  expect((await b.get(`${W}get_model?id=model-leave`)).body.data).toEqual(before);
});

test('upd_model still changes the documented fields', async () => {
  const b = await approvalBackend();
  await b.as('u-hr-head');
  const answer = await b.post(`${W}upd_model`, { id: 'model-leave', name: '请假（新）', description: '说明' });
  expect(answer.status).toBe(200);
  expect((await b.get(`${W}get_model?id=model-leave`)).body.data).toMatchObject({ name: '请假（新）', description: '说明' });
});
