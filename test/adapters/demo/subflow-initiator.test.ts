// Issue 38, finding 2: a 子流程 started "as" anyone. The child's initiator could come from a text control, so
// 赵六 typed u-ceo and a child appeared as 陈志远's own request, from a flow 周敏 does not administer. Now the
// initiator is the parent's initiator or a 成员 control's person (never a text control), and a design may name
// as a child only a flow its designer administers.
import { approvalBackend } from './approval-kit';

const W = '/flow/workflow/';
type Backend = Awaited<ReturnType<typeof approvalBackend>>;
const chain = (...nodes: Array<Record<string, unknown>>) => nodes.reduceRight<Record<string, unknown> | undefined>((next, node) => ({ ...node, ...(next ? { next } : {}) }), undefined);
const child = (spec: Record<string, unknown>) => ({ id: 'n-child', type: 'subflow', name: '采购', props: { subflow: { flowId: 'model-purchase', fieldMap: { purchase_item: 'leave_reason' }, initiator: 'initiator', wait: false, ...spec } } });
const ceo = { id: 'n-ceo', type: 'approver', name: '总经理', props: { assignee: { type: 'users', userIds: ['u-ceo'] } } };

async function leaveDesignWith(b: Backend, ...nodes: Array<Record<string, unknown>>) {
  const design = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
  return { ...design, flow: { ...design.flow, root: { ...design.flow.root, next: chain(...nodes) } } };
}

test('a design may name as a child only a flow its designer administers: 周敏 cannot name 报销', async () => {
  const b = await approvalBackend();
  await b.as('u-hr-head');
  const saved = await b.post(`${W}save_model_design`, await leaveDesignWith(b, child({ flowId: 'model-expense', fieldMap: {} }), ceo));
  expect(saved.status).toBe(403);
  expect(saved.body.msg).toBe('子流程只能选择你管理的流程：报销');
});

test('a text control cannot name the child\'s initiator: 赵六 typing u-ceo starts nothing as 陈志远', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  const design = await leaveDesignWith(b, child({ initiator: { controlId: 'leave_reason' } }), ceo);
  // Refused at save…
  const saved = await b.post(`${W}save_model_design`, design);
  expect(saved.status).toBe(400);
  expect(saved.body.msg).toContain('子流程发起人只能是发起人或成员控件');
  // …and, for a design stored before this check, never followed at run time.
  await b.store.write(async (tx) => {
    const version = design.version + 1;
    await tx.designs.put({ ...design, version });
    const model = (await tx.models.get('model-leave'))!;
    await tx.models.put({ ...model, publishedVersion: version });
  });
  await b.as('u-zhaoliu');
  const launched = await b.launch('model-leave', { leave_type: 1, leave_days: 1, leave_range: ['2026-12-01', '2026-12-01'], leave_reason: 'u-ceo', leave_phone: '13800138000' });
  expect(launched.status).toBe(200);
  const asCeo = await b.store.read(async (tx) => (await tx.instances.all()).filter((row) => row.modelId === 'model-purchase' && row.applicantId === 'u-ceo' && row.values.purchase_item === 'u-ceo'));
  expect(asCeo).toEqual([]);
});

test('a child started for the person a 成员 control names carries startedFor: 由 张三 通过「…」发起', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  const members = { id: 'leave_for', moduleId: 10, name: '多选框', config: { title: '代谁采购' }, props: { value: [] }, children: [{ id: 1, value: 'u-ceo' }] };
  const base = await leaveDesignWith(b, child({ initiator: { controlId: 'leave_for' } }), ceo);
  const design = { ...base, form: { ...base.form, controls: [...base.form.controls, members] } };
  const saved = await b.post(`${W}save_model_design`, design);
  expect(saved.status).toBe(200);
  expect((await b.post(`${W}apply`, { modelId: 'model-leave', version: saved.body.data.version })).status).toBe(200);
  await b.as('u-applicant');
  const launched = await b.launch('model-leave', { leave_type: 1, leave_days: 1, leave_range: ['2026-12-01', '2026-12-01'], leave_reason: '显示器', leave_phone: '13800138000', leave_for: [1] });
  expect(launched.status).toBe(200);
  const parent = await b.instance(launched.body.data.id);
  const childId = parent.history.find((h: { childInstanceId?: string }) => h.childInstanceId).childInstanceId as string;
  await b.as('u-ceo');
  const started = await b.instance(childId);
  expect(started.applicant.id).toBe('u-ceo');
  expect(started.startedFor).toEqual({ userId: 'u-applicant', name: '张三', parentInstanceId: parent.id, parentTitle: parent.title });
  expect((await b.mine()).find((row: { id: string }) => row.id === childId)?.startedFor?.name).toBe('张三');
});
