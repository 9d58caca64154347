// Issue 38, finding 8: 标题规则 revealed a hidden field. `{initiator}请假：{leave_reason}` published without a word,
// and 刘洋, for whom 请假事由 is 隐藏, read 张三请假：私事-回老家探亲 in 待我审批 and in get_instance. Such a rule is now
// refused at save and at publish, and a title is made without the hidden control.
import { approvalBackend } from './approval-kit';

const W = '/flow/workflow/';
const RULE = '{initiator}请假：{leave_reason}';
const REFUSAL = '标题规则不能使用在某些节点隐藏的字段「请假事由」';
const leave = { leave_type: 1, leave_days: 5, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '私事-回老家探亲', leave_phone: '13800138000' };
type Backend = Awaited<ReturnType<typeof approvalBackend>>;

async function design(b: Backend) {
  return (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
}
const withRule = <T extends { flow: { settings?: object } }>(d: T): T => ({ ...d, flow: { ...d.flow, settings: { ...d.flow.settings, titleRule: RULE } } });

test('save_model_design refuses a 标题规则 naming a field hidden at some node', async () => {
  const b = await approvalBackend();
  await b.as('u-hr-head');
  const saved = await b.post(`${W}save_model_design`, withRule(await design(b)));
  expect(saved.status).toBe(400);
  expect(saved.body.msg).toContain(REFUSAL);
});

test('apply refuses it too (a design stored before the check), and a title never shows the hidden field', async () => {
  const b = await approvalBackend();
  await b.as('u-hr-head');
  const current = await design(b);
  // Stored as an older build would have stored it, past the save check.
  await b.store.write(async (tx) => { await tx.designs.put({ ...withRule(current), version: current.version + 1 }); });
  const applied = await b.post(`${W}apply`, { modelId: 'model-leave', version: current.version + 1 });
  expect(applied.status).toBe(400);
  expect(applied.body.msg).toContain(REFUSAL);
  // Even published (the rule went live before this check), the title is made without it.
  await b.store.write(async (tx) => { const m = (await tx.models.get('model-leave'))!; await tx.models.put({ ...m, publishedVersion: current.version + 1 }); });
  await b.as('u-applicant');
  const id = (await b.launch('model-leave', leave)).body.data.id as string;
  await b.as('u-hr-head');
  expect((await b.instance(id)).title).toBe('张三请假：');
  // A title stored by an older build (the hidden reason in it) is shown rebuilt without it, in get_instance and
  // in 刘洋's 待我审批 once the instance reaches him.
  await b.store.write(async (tx) => { const row = (await tx.instances.get(id))!; await tx.instances.put({ ...row, title: '张三请假：私事-回老家探亲' }); });
  expect((await b.instance(id)).title).toBe('张三请假：');
  expect((await b.act(id, 'approve')).status).toBe(200);
  await b.as('u-hr-1');
  const todo = (await b.get(`${W}instance/get_work_instances?kind=todo`)).body.data.list as Array<{ id: string; title: string }>;
  expect(todo.find((row) => row.id === id)?.title).toBe('张三请假：');
  expect(JSON.stringify((await b.get(`${W}get_instance?id=${id}`)).body)).not.toContain('回老家探亲');
});
