// Approvals that follow the flow (issue 17), through the demo backend as each person would act: launch runs
// the flow engine, every action goes through it, and each refusal answers a Chinese message.
import { approvalBackend } from './approval-kit';
import type { InstanceChanged } from '../../../application/ports/instance-changed';
import { DEMO_CHANGE_CHANNEL, type DemoChangeMessage } from '../../../server/stores/demo-change-channel';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
let b: Backend;
beforeEach(async () => { b = await approvalBackend(); });

const W = '/flow/workflow/';
const leave = (days: number) => ({ leave_type: 1, leave_days: days, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事', leave_phone: '13800138000' });
const expense = (amount: number) => ({ expense_title: '差旅', expense_items: [[1, String(amount), '']], expense_total: amount.toFixed(2), expense_advance: 0 });

async function launchAs(userId: string, modelId: string, values: Record<string, unknown>, selected?: Record<string, string[]>) {
  await b.as(userId);
  const res = await b.launch(modelId, values, selected);
  expect(res.body.msg).toBe('ok');
  return res.body.data.id as string;
}

describe('launch', () => {
  it('runs the flow: a 5-day leave waits at the department head, who sees it in 待我审批', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    const mine = (await b.mine()).find((i: { id: string }) => i.id === id);
    expect(mine.currentNodes).toEqual([{ nodeId: 'n-dept-head', nodeName: '部门负责人', userIds: ['u-hr-head'], userNames: ['周敏'] }]);
    await b.as('u-hr-head');
    expect(await b.todo()).toContain(id);
  });

  it('a route error blocks the launch: 发起人自选 not picked', async () => {
    await b.as('u-applicant');
    const res = await b.launch('model-trip', { trip_start: '2025-04-01', trip_end: '2025-04-03', trip_region: ['上海市', '上海市', '浦东新区'] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('请为「工作交接人」选择审批人');
  });

  it('the instance keeps the flow version it was started with', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    // An administrator (陈志远, 系统管理员) saves a new design whose flow goes straight to 陈志远.
    await b.as('u-ceo');
    const design = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
    const flow = { ...design.flow, root: { ...design.flow.root, next: { id: 'n-ceo', type: 'approver', name: '总经理', props: { assignee: { type: 'users', userIds: ['u-ceo'] } } } } };
    expect((await b.post(`${W}save_model_design`, { ...design, flow })).body.msg).toBe('ok');
    await b.as('u-hr-head');
    expect((await b.act(id, 'approve')).body.msg).toBe('ok');
    expect((await b.instance(id)).currentNodes[0].nodeName).toBe('人事专员');
  });

  it('a stopped flow cannot be started', async () => {
    await b.as('u-ceo');
    await b.post(`${W}upd_model`, { id: 'model-leave', status: 'stopped' });
    await b.as('u-applicant');
    expect((await b.launch('model-leave', leave(1))).body.msg).toBe('该流程已停用，无法发起');
  });
});

describe('the journeys of the issue', () => {
  it('a 5-day leave goes 部门负责人 → 人事专员 → approved, and the cc sees it', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    expect((await b.act(id, 'approve', { comment: '同意' })).body.data.currentNodes[0].userNames).toEqual(['刘洋']);
    expect(await b.done()).toContain(id);
    await b.as('u-hr-1');
    expect(await b.todo()).toContain(id);
    const after = (await b.act(id, 'approve')).body.data;
    expect(after.status).toBe('approved');
    await b.as('u-admin-1');
    expect(await b.cc()).toContain(id);
    const seen = await b.instance(id);
    expect(seen.history.map((h: { action: string }) => h.action)).toEqual(['submit', 'approve', 'approve', 'cc']);
  });

  it('a 2-day leave goes to the direct supervisor', async () => {
    const id = await launchAs('u-zhaoliu', 'model-leave', leave(2));
    await b.as('u-fe-head');
    expect(await b.todo()).toContain(id);
    expect((await b.act(id, 'approve')).body.data.status).toBe('approved');
  });

  it('a reimbursement of 8000 waits at the countersign until both approve', async () => {
    const id = await launchAs('u-applicant', 'model-expense', expense(8000));
    await b.as('u-hr-head');
    await b.act(id, 'approve');
    await b.as('u-fin-1');
    const atBoss = (await b.act(id, 'approve')).body.data;
    expect(atBoss.currentNodes).toEqual([{ nodeId: 'n-boss', nodeName: '总经理会签', userIds: ['u-ceo', 'u-approver'], userNames: ['陈志远', '李四'] }]);
    await b.as('u-ceo');
    const one = (await b.act(id, 'approve')).body.data;
    expect(one.status).toBe('pending');
    expect(one.currentNodes[0].userNames).toEqual(['李四']);
    await b.as('u-approver');
    expect((await b.act(id, 'approve')).body.data.status).toBe('approved');
  });

  it('退回 to the applicant, who edits and resubmits; the flow runs again from the start', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    const mine = await b.instance(id);
    expect(mine.viewer.returnTargets).toEqual([{ nodeId: 'start', name: '发起人' }]);
    expect((await b.act(id, 'return', { nodeId: 'start', comment: '请补充证明' })).body.msg).toBe('ok');
    await b.as('u-applicant');
    const back = await b.instance(id);
    expect(back.viewer).toMatchObject({ taskKind: 'resubmit' });
    expect(back.viewer.editableControlIds).toContain('leave_days');
    const resubmitted = (await b.act(id, 'resubmit', { values: { leave_days: 2 } })).body.data;
    expect(resubmitted.values.leave_days).toBe(2);
    // Two days now: the default branch, the direct supervisor (周敏 again, as 张三's supervisor).
    expect(resubmitted.currentNodes[0].nodeId).toBe('n-supervisor');
  });

  it('get_instance sends viewer.actions: what the viewer may do now, each with its label and what it needs', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    const actions = (await b.instance(id)).viewer.actions as Array<{ name: string; label: string; needs: Record<string, unknown> }>;
    expect(actions.map((a) => a.label)).toEqual(['退回', '转交', '加签', '评论', '拒绝', '同意']);
    expect(actions[0]?.needs.targetNode).toEqual([{ nodeId: 'start', name: '发起人' }]);
    await b.as('u-applicant');
    expect(((await b.instance(id)).viewer.actions as Array<{ name: string }>).map((a) => a.name)).toEqual(['comment', 'urge', 'withdraw']);
  });

  it('the older instance/approve call is an alias of the one action call instance/action', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    const approved = await b.post(`${W}instance/approve`, { instanceId: id, action: 'approve', comment: '同意' });
    expect(approved.body.data.history.at(-1)).toMatchObject({ action: 'approve', userId: 'u-hr-head', comment: '同意' });
  });

  it('退回 to an earlier node: 人事专员 sends it back to 部门负责人', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    await b.act(id, 'approve');
    await b.as('u-hr-1');
    expect((await b.instance(id)).viewer.returnTargets.map((t: { nodeId: string }) => t.nodeId)).toEqual(['start', 'n-dept-head']);
    expect((await b.act(id, 'return', { nodeId: 'n-dept-head' })).body.data.currentNodes[0].nodeId).toBe('n-dept-head');
  });

  it('转交: the task goes to another person, who decides in my place', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    await b.act(id, 'transfer', { to: 'u-hr-2', comment: '我出差，请黄婷处理' });
    expect(await b.todo()).not.toContain(id);
    await b.as('u-hr-2');
    expect(await b.todo()).toContain(id);
    expect((await b.act(id, 'approve')).body.data.currentNodes[0].nodeId).toBe('n-hr');
  });

  it('加签 before me: the added person decides first, then the task comes back to me', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    await b.act(id, 'addSigner', { to: 'u-ceo', position: 'before' });
    expect(await b.todo()).not.toContain(id);
    await b.as('u-ceo');
    await b.act(id, 'approve');
    await b.as('u-hr-head');
    expect(await b.todo()).toContain(id);
    expect((await b.act(id, 'approve')).body.data.currentNodes[0].nodeId).toBe('n-hr');
  });

  it('加签 after me: my approval counts and the added person decides next', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    const after = (await b.act(id, 'addSigner', { to: 'u-ceo', position: 'after' })).body.data;
    expect(after.currentNodes[0]).toMatchObject({ nodeId: 'n-dept-head', userIds: ['u-ceo'] });
  });

  it('撤回 while pending; the approver task disappears', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    expect((await b.instance(id)).viewer.canWithdraw).toBe(true);
    expect((await b.act(id, 'withdraw')).body.data.status).toBe('withdrawn');
    await b.as('u-hr-head');
    expect(await b.todo()).not.toContain(id);
  });

  it('an editable field changed by the approver is in the final values; other fields are not changed', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    await b.act(id, 'approve');
    await b.as('u-hr-1');
    const done = (await b.act(id, 'approve', { values: { leave_days: 4.5, leave_type: 3 } })).body.data;
    expect(done.status).toBe('approved');
    await b.as('u-applicant');
    expect((await b.instance(id)).values).toMatchObject({ leave_days: 4.5, leave_type: 1 });
  });

  it('a hidden field is absent from what the approver receives (get_instance and get_task_form_design)', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    await b.act(id, 'approve');
    await b.as('u-hr-1');
    const seen = await b.get(`${W}get_instance?id=${id}`);
    expect(JSON.stringify(seen.body)).not.toContain('家中有事');
    expect(seen.body.data.form.controls.map((c: { id: string }) => c.id)).not.toContain('leave_reason');
    expect(seen.body.data.viewer.editableControlIds).toEqual(['leave_days']);
    const design = (await b.get(`${W}get_task_form_design?modelId=model-leave&taskId=n-hr&instanceId=${id}`)).body.data;
    expect(design.form.controls.map((c: { id: string }) => c.id)).not.toContain('leave_reason');
    expect(design).toMatchObject({ editableControlIds: ['leave_days'], hiddenControlIds: ['leave_reason'] });
    // The department head and the applicant see the reason.
    await b.as('u-hr-head');
    expect((await b.instance(id)).values.leave_reason).toBe('家中有事');
  });

  it('purchase: 财务复核 and IT 管理员 both decide before 行政采购', async () => {
    const id = await launchAs('u-wangwu', 'model-purchase', { purchase_item: '显示器' });
    await b.as('u-it-1');
    expect((await b.act(id, 'approve')).body.data.currentNodes.map((n: { nodeId: string }) => n.nodeId)).toEqual(['n-fin']);
    await b.as('u-fin-1');
    expect((await b.act(id, 'approve')).body.data.currentNodes.map((n: { nodeId: string }) => n.nodeId)).toEqual(['n-purchase']);
  });
});

describe('refusals', () => {
  it('someone without an open task cannot approve, reject, return, transfer or add a signer', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-ceo');
    for (const action of ['approve', 'reject', 'return', 'transfer', 'addSigner']) {
      const res = await b.act(id, action, { comment: '不行', nodeId: 'start', to: 'u-hr-2', position: 'before' });
      expect([action, res.status, res.body.msg]).toEqual([action, 400, '你没有该审批的待处理任务，不能操作']);
    }
  });

  it('拒绝 needs a comment when the flow says so', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    expect((await b.act(id, 'reject', { comment: ' ' })).body.msg).toBe('请填写拒绝理由');
    expect((await b.act(id, 'reject', { comment: '人手不足' })).body.data.status).toBe('rejected');
  });

  it('a finished instance takes no more actions', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.act(id, 'withdraw');
    expect((await b.act(id, 'withdraw')).body.msg).toBe('该审批已结束，不能再操作');
  });

  it('only the applicant withdraws', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    expect((await b.act(id, 'withdraw')).body.msg).toBe('只有发起人可以撤回');
  });

  it('退回 only to an earlier node or the applicant', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    expect((await b.act(id, 'return', { nodeId: 'n-hr' })).body.msg).toBe('只能退回到已经审批过的节点或发起人');
  });

  it('转交 to nobody, to myself or to someone already deciding here is refused', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    expect((await b.act(id, 'transfer', { to: 'u-nobody' })).body.msg).toBe('转交对象不存在');
    expect((await b.act(id, 'transfer', { to: 'u-hr-head' })).body.msg).toBe('不能转交给自己');
  });

  it('加签 needs a known person and a position', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    await b.as('u-hr-head');
    expect((await b.act(id, 'addSigner', { to: 'u-nobody', position: 'before' })).body.msg).toBe('加签对象不存在');
    expect((await b.act(id, 'addSigner', { to: 'u-ceo', position: 'sideways' })).body.msg).toBe('加签方式必须是 before（前加签）或 after（后加签）');
    expect((await b.act(id, 'addSigner', { to: 'u-hr-head', position: 'after' })).body.msg).toBe('该成员已在当前节点审批');
  });

  it('评论: empty text, or someone not involved, is refused; a comment keeps its images', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    expect((await b.act(id, 'comment', { comment: '  ' })).body.msg).toBe('请填写评论内容');
    const commented = (await b.act(id, 'comment', { comment: '附上病历', images: ['/files/a.png'] })).body.data;
    expect(commented.history.at(-1)).toMatchObject({ action: 'comment', comment: '附上病历', images: ['/files/a.png'], userName: '张三' });
    await b.as('u-ceo');
    expect((await b.act(id, 'comment', { comment: '路过' })).body.msg).toBe('你没有参与该审批，不能评论');
  });

  it('an unknown action and an instance from before flows are refused', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    expect((await b.act(id, 'explode')).body.msg).toBe('未知的操作：explode');
    expect((await b.act('inst-nope', 'approve')).status).toBe(404);
  });

  it('催办: the applicant reminds the current approvers, at most once per 10 minutes', async () => {
    const id = await launchAs('u-applicant', 'model-leave', leave(5));
    const first = await b.post(`${W}instance/urge`, { instanceId: id });
    expect(first.body.data).toEqual({ notified: ['u-hr-head'] });
    expect((await b.instance(id)).viewer.canUrge).toBe(false);
    // Issue 32: the view says it was just used, so 催办 stays in sight, disabled (10 分钟内已催办过).
    expect((await b.instance(id)).viewer.urgedRecently).toBe(true);
    const again = await b.post(`${W}instance/urge`, { instanceId: id });
    expect([again.status, again.body.msg]).toEqual([429, '10 分钟内只能催办一次，请稍后再试']);
    await b.as('u-hr-head');
    expect((await b.post(`${W}instance/urge`, { instanceId: id })).body.msg).toBe('只有发起人可以催办');
  });

  it('流程查询 is for flow admins', async () => {
    await b.as('u-applicant');
    expect((await b.get(`${W}instance/query_instances`)).status).toBe(403);
    await b.as('u-hr-head');
    expect((await b.get(`${W}instance/query_instances`)).body.data.total).toBeGreaterThan(0);
  });
});

describe('live updates', () => {
  it('the people concerned are told after the change: the next approver, the copied, the applicant', async () => {
    const heard: InstanceChanged[] = [];
    const channel = new BroadcastChannel(DEMO_CHANGE_CHANNEL);
    channel.onmessage = (event: MessageEvent) => heard.push((event.data as DemoChangeMessage).change);
    try {
      const id = await launchAs('u-zhaoliu', 'model-leave', leave(2));
      await b.as('u-fe-head');
      await b.act(id, 'approve');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const about = heard.filter((n) => n.instanceId === id).map((n) => `${n.reason}:${(n.userIds ?? []).join('+')}`);
      expect(about).toEqual(expect.arrayContaining(['taskCreated:u-fe-head', 'ccSent:u-admin-1', 'instanceFinished:u-zhaoliu']));
    } finally {
      channel.close();
    }
  });
});

describe('roles', () => {
  it('deleting a role that a flow uses is refused with the flows named; an unused role goes', async () => {
    await b.as('u-ceo');
    const refused = await b.post(`${W}assignee_role/remove`, { id: 'role-fin-review' });
    expect([refused.status, refused.body.msg]).toEqual([400, '该角色正在被流程使用：报销、采购，请先在流程中换掉它再删除']);
    const added = await b.post(`${W}assignee_role/add`, { name: '法务', description: '', userIds: [] });
    expect((await b.post(`${W}assignee_role/remove`, { id: added.body.data.id })).body.msg).toBe('ok');
  });
});

describe('batch approval', () => {
  it('approves each selected task through the same rules: a countersign stays pending until everyone approved', async () => {
    const { BatchApprove } = await import('../../../application/approvals/batch-approve');
    const { InstanceChanges } = await import('../../../application/approvals/instance-changes');
    const { FakeNotify, FakeSession } = await import('../../application/approvals/fakes');
    const api = {
      act: async (decision: { instanceId: string; action: string; comment: string }) => {
        const res = await b.post(`${W}instance/action`, decision);
        if (res.status !== 200) throw { code: res.status, config: {}, data: res.body };
        return res.body.data;
      },
    };
    // 赵六's 8000 reimbursement (inst-3) waits at the 会签 of 陈志远 and 李四; 周敏's leave (inst-6) at 陈志远 alone.
    await b.as('u-ceo');
    const batch = new BatchApprove(api as never, new InstanceChanges(new FakeNotify(), new FakeSession()));
    const rows = [{ id: 'inst-3', title: '赵六的报销', modelName: '报销' }, { id: 'inst-6', title: '周敏的请假', modelName: '请假' }, { id: 'inst-1', title: '张三的请假', modelName: '请假' }];
    const results = await batch.run(rows as never, 'approve', '同意');
    expect(results.map((r) => [r.instanceId, r.status, r.message])).toEqual([
      ['inst-3', 'succeeded', '已同意，等待 李四 审批'],
      ['inst-6', 'succeeded', '已同意'],
      ['inst-1', 'failed', '你没有该审批的待处理任务，不能操作'],
    ]);
  });
});
