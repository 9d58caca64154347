// Issue 33, item 2: the demo backend (the browser's and demo-server's) validates what it stores with the same
// domain rules as the page and the CLI, and refuses with the field errors, changing nothing.
import { approvalBackend } from './approval-kit';
import { dayFromToday, leaveRange } from '../support/leave-dates';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
let b: Backend;
beforeEach(async () => { b = await approvalBackend(); });

const W = '/flow/workflow/';
const leave = { leave_type: 1, leave_days: 5, leave_range: leaveRange(5), leave_reason: '家中有事', leave_phone: '13800138000' };
const instanceCount = () => b.store.read((tx) => tx.instances.count());

async function launched(values: Record<string, unknown> = leave): Promise<string> {
  await b.as('u-applicant');
  const res = await b.launch('model-leave', values);
  expect(res.body.msg).toBe('ok');
  return res.body.data.id as string;
}

describe('add_instance validates the submission against the published form', () => {
  it.each([
    ['required fields empty (values: {})', {}, '提交的内容不正确：请假类型：必填项（共 3 处）', 'leave_type'],
    ['a wrong type (an object for 请假天数)', { ...leave, leave_days: { days: 5 } }, '提交的内容不正确：请假天数：应为数字或数字文本', 'leave_days'],
    ['an unknown option id', { ...leave, leave_type: 99 }, '提交的内容不正确：请假类型：选项不存在：99', 'leave_type'],
    ['an extra key', { ...leave, salary: 1 }, '提交的内容不正确：salary：表单中没有这个 id 的控件', 'salary'],
    ['a __proto__ key', JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(leave).slice(1)}`), '提交的内容不正确：__proto__：表单中没有这个 id 的控件', '__proto__'],
  ])('refuses %s with the field errors and stores nothing', async (_name, values, msg, controlId) => {
    const before = await instanceCount();
    await b.as('u-applicant');
    const res = await b.launch('model-leave', values as Record<string, unknown>);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
    expect(res.body.data.errors[0]).toMatchObject({ controlId });
    expect(await instanceCount()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('values that are not an object are refused', async () => {
    await b.as('u-applicant');
    expect((await b.launch('model-leave', [1, 2] as unknown as Record<string, unknown>)).status).toBe(400);
  });

  it('a field hidden at the start node is not required (hidden fields are not validated)', async () => {
    await b.as('u-ceo'); // 陈志远, 系统管理员: designs and publishes
    const design = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
    const flow = { ...design.flow, root: { ...design.flow.root, props: { ...design.flow.root.props, fieldPerms: { leave_reason: 'hidden' } } } };
    expect((await b.post(`${W}save_model_design`, { ...design, flow })).body.msg).toBe('ok');
    expect((await b.post(`${W}apply`, { modelId: 'model-leave', version: design.version + 1 })).body.msg).toBe('ok');
    const { leave_reason: _hidden, ...withoutReason } = leave;
    await launched(withoutReason);
  });
});

describe('重新提交 and an approver\'s edits are validated too', () => {
  it('重新提交 with a key not in the form, or an emptied required field, is refused and the instance is unchanged', async () => {
    const id = await launched();
    await b.as('u-hr-head');
    expect((await b.act(id, 'return', { nodeId: 'start', comment: '请补充证明' })).body.msg).toBe('ok');
    await b.as('u-applicant');
    const before = await b.instance(id);
    const extra = await b.act(id, 'resubmit', { values: { leave_days: 2, bonus: 1000 } });
    expect(extra).toMatchObject({ status: 400, body: { msg: '提交的内容不正确：bonus：表单中没有这个 id 的控件' } });
    const emptied = await b.act(id, 'resubmit', { values: { leave_reason: '' } });
    expect(emptied).toMatchObject({ status: 400, body: { msg: '提交的内容不正确：请假事由：必填项', data: { errors: [{ controlId: 'leave_reason', message: '必填项' }] } } });
    expect(await b.instance(id)).toEqual(before);
    expect((await b.act(id, 'resubmit', { values: { leave_days: 2 } })).body.msg).toBe('ok');
  });

  it('an approver\'s edit of the field their node makes editable is checked: "abc" days refused, 3 days stored', async () => {
    const id = await launched();
    await b.as('u-hr-head');
    expect((await b.act(id, 'approve')).body.msg).toBe('ok');
    await b.as('u-hr-1'); // 人事专员: 请假天数 editable, 请假事由 hidden
    const before = await b.instance(id);
    const bad = await b.act(id, 'approve', { values: { leave_days: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([expect.objectContaining({ controlId: 'leave_days' })]);
    expect(await b.instance(id)).toEqual(before);
    const good = await b.act(id, 'approve', { values: { leave_days: 3 } });
    expect(good.body.msg).toBe('ok');
    expect(good.body.data.values.leave_days).toBe(3);
  });
});

describe('forms with reserved control ids are refused by save and publish', () => {
  beforeEach(async () => { await b.as('u-ceo'); }); // 陈志远, 系统管理员: saves and publishes forms
  const reservedForm = (id: string) => ({ id: 'f-x', name: '保留 id', controls: [{ id, moduleId: 1, config: { title: '姓名' }, props: {} }] });

  it.each(['__proto__', 'constructor', 'toString'])('%s: add_form, upd_form and save_model_design refuse it', async (id) => {
    const msg = `控件 id 不能使用保留名称：${id}（与 JavaScript 对象的内置属性同名，请换一个 id）`;
    expect((await b.post(`${W}add_form`, reservedForm(id))).body).toMatchObject({ code: 400, msg });
    expect((await b.post(`${W}upd_form`, { ...reservedForm(id), id: 'form-leave' })).body).toMatchObject({ code: 400, msg });
    const design = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
    expect((await b.post(`${W}save_model_design`, { ...design, form: reservedForm(id) })).body).toMatchObject({ code: 400, msg });
    expect((await b.get(`${W}get_model_design?modelId=model-leave`)).body.data.version).toBe(design.version);
  });

  it('a table column with a reserved id is refused as well', async () => {
    const form = { id: 'f-t', name: '表格', controls: [{ id: 't', moduleId: 15, config: { title: '明细' }, props: {}, children: [{ id: 'valueOf', moduleId: 1, config: { title: '列' }, props: {} }] }] };
    expect((await b.post(`${W}add_form`, form)).body.msg).toContain('valueOf');
  });

  it('publishing a stored design that holds one is refused', async () => {
    const design = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
    await b.store.write(async (tx) => { await tx.designs.put({ ...design, version: design.version + 1, form: reservedForm('hasOwnProperty') }); });
    const res = await b.post(`${W}apply`, { modelId: 'model-leave', version: design.version + 1 });
    expect(res.body).toMatchObject({ code: 400, msg: expect.stringContaining('hasOwnProperty') });
  });
});

describe('issue 43 #16: the seeded 请假 form', () => {
  const today = dayFromToday(0);
  it.each([
    ['a leave starting today (请至少提前一天提交)', { ...leave, leave_range: [today, dayFromToday(1)] }, '提交的内容不正确：请假时间：', 'leave_range'],
    ['a leave in the past', { ...leave, leave_range: [dayFromToday(-3), dayFromToday(-3)] }, '提交的内容不正确：请假时间：', 'leave_range'],
    ['a leave of 0 days', { ...leave, leave_days: 0 }, '提交的内容不正确：请假天数：天数必须大于 0', 'leave_days'],
  ])('issue 43 #16: refuses %s', async (_name, values, msg, controlId) => {
    await b.as('u-applicant');
    const res = await b.launch('model-leave', values as Record<string, unknown>);
    expect(res.status).toBe(400);
    expect(res.body.msg.startsWith(msg)).toBe(true);
    expect(res.body.data.errors.map((e: { controlId: string }) => e.controlId)).toEqual([controlId]);
  });

  it('issue 43 #16: takes a leave from tomorrow of more than 0 days', async () => {
    await launched({ ...leave, leave_range: [dayFromToday(1), dayFromToday(2)], leave_days: 1.5 });
  });
});
