// Issue 41 through the demo backend: a launch refuses 成员 / 部门 ids the organisation does not have and links to
// instances the applicant may not see; the link lets the people of the linking instance read what it links.
import { approvalBackend } from './approval-kit';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
let b: Backend;
beforeEach(async () => { b = await approvalBackend(); });

const W = '/flow/workflow/';
const leave = { leave_type: 1, leave_days: 1, leave_range: ['2026-12-01', '2026-12-01'], leave_reason: '家中有事', leave_phone: '13800138000' };

async function launchAs(userId: string, modelId: string, values: Record<string, unknown>) {
  await b.as(userId);
  const res = await b.launch(modelId, values);
  expect(res.body.msg).toBe('ok');
  return res.body.data.id as string;
}

test('成员: an id not in the organisation is refused (人员不存在：{id}); 部门: 部门不存在：{id}', async () => {
  await b.as('u-applicant');
  const people = await b.launch('model-purchase', { purchase_item: '显示器', purchase_users: ['u-nobody'] });
  expect(people.status).toBe(400);
  expect(people.body.msg).toBe('提交的内容不正确：使用人：人员不存在：u-nobody');
  const dept = await b.launch('model-purchase', { purchase_item: '显示器', purchase_dept: ['d-nowhere'] });
  expect(dept.body.msg).toBe('提交的内容不正确：使用部门：部门不存在：d-nowhere');
  expect((await b.launch('model-purchase', { purchase_item: '显示器', purchase_users: ['u-applicant'], purchase_dept: ['d-tech'] })).body.msg).toBe('ok');
});

test('关联审批单: an instance the applicant may not see → 无权关联该审批单; their own is linked', async () => {
  const others = await launchAs('u-wangwu', 'model-leave', leave);
  const own = await launchAs('u-applicant', 'model-leave', leave);
  const refused = await b.launch('model-purchase', { purchase_item: '显示器', purchase_related: [others] });
  expect(refused.status).toBe(400);
  expect(refused.body.msg).toBe('提交的内容不正确：关联审批单：无权关联该审批单');
  expect((await b.launch('model-purchase', { purchase_item: '显示器', purchase_related: [own] })).body.msg).toBe('ok');
});

test('关联审批单 of another flow than the control allows → 只能关联「…」的审批单', async () => {
  await b.as('u-ceo');
  const design = (await b.get(`${W}get_model_design?modelId=model-purchase`)).body.data;
  const controls = design.form.controls.map((c: { id: string; props: object }) => (c.id === 'purchase_related' ? { ...c, props: { ...c.props, modelIds: ['model-expense'] } } : c));
  expect((await b.post(`${W}save_model_design`, { ...design, form: { ...design.form, controls } })).body.msg).toBe('ok');
  const saved = (await b.get(`${W}get_model_design?modelId=model-purchase`)).body.data;
  expect((await b.post(`${W}apply`, { modelId: 'model-purchase', version: saved.version })).body.msg).toBe('ok');
  const own = await launchAs('u-applicant', 'model-leave', leave);
  const refused = await b.launch('model-purchase', { purchase_item: '显示器', purchase_related: [own] });
  expect(refused.body.msg).toBe('提交的内容不正确：关联审批单：只能关联「报销」的审批单');
});

test('the approver of the linking instance reads the linked one through it (via), not otherwise', async () => {
  const own = await launchAs('u-applicant', 'model-leave', leave);
  const purchase = await launchAs('u-applicant', 'model-purchase', { purchase_item: '显示器', purchase_related: [own] });
  const approverId = (await b.instance(purchase)).currentNodes[0].userIds[0] as string;
  await b.as(approverId);
  expect((await b.get(`${W}get_instance?id=${own}`)).status).toBe(403);
  const through = await b.get(`${W}get_instance?id=${own}&via=${purchase}`);
  expect(through.status).toBe(200);
  expect(through.body.data.values.leave_reason).toBe('家中有事');
  expect(through.body.data.viewer).toBeUndefined();
  // A `via` that does not link it opens nothing.
  const unrelated = await launchAs('u-applicant', 'model-purchase', { purchase_item: '键盘' });
  await b.as(approverId);
  expect((await b.get(`${W}get_instance?id=${own}&via=${unrelated}`)).status).toBe(403);
});

test('export_instances names each linked instance by title and 审批编号 (issue 41), for an approver who could not see it otherwise', async () => {
  const own = await launchAs('u-applicant', 'model-leave', leave);
  const linked = await b.instance(own);
  const purchase = await launchAs('u-applicant', 'model-purchase', { purchase_item: '显示器', purchase_related: [own] });
  const plain = await launchAs('u-applicant', 'model-purchase', { purchase_item: '键盘' });
  const approverId = (await b.instance(purchase)).currentNodes[0].userIds[0] as string;
  await b.as(approverId);
  const exported = (await b.post(`${W}instance/export_instances`, { ids: [purchase, plain] })).body.data as Array<{ id: string; linkedTitles?: unknown }>;
  expect(exported.find((i) => i.id === purchase)?.linkedTitles).toEqual({ [own]: { title: linked.title, ...(linked.serialNo ? { serialNo: linked.serialNo } : {}) } });
  // Nothing linked: nothing named.
  expect(exported.find((i) => i.id === plain)?.linkedTitles).toBeUndefined();
});
