// Issue 19: the demo backend's get_instance answers only the people an instance concerns (domain/flow's
// mayViewInstance): anyone else gets 403 (the print view's 403 page), an unknown id 404. 流程查询 lists the same
// instances a flow admin may open. Seed: inst-5 is 王五's 1-day leave, approved by 蒋涛, copied to 陈静 (行政);
// the leave flow's admin is 周敏, 李四 administers the reimbursement flow, 陈志远 is 系统管理员.
import { approvalBackend } from './approval-kit';
import { ApprovalMessages } from '../../../server/http/approval-handlers';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
let b: Backend;
beforeEach(async () => { b = await approvalBackend(); });

const W = '/flow/workflow/';
const statusAs = async (userId: string, id: string) => {
  await b.as(userId);
  return (await b.get(`${W}get_instance?id=${id}`)).status;
};

describe('get_instance: who may see an instance', () => {
  it('applicantRule: the applicant (王五) sees his leave', async () => {
    expect(await statusAs('u-wangwu', 'inst-5')).toBe(200);
  });

  it('participantRule: the approver who decided it (蒋涛) sees it', async () => {
    expect(await statusAs('u-east-head', 'inst-5')).toBe(200);
  });

  it('participantRule: 转交 — the one who handed the task on and the one who got it both see it', async () => {
    await b.as('u-applicant');
    const id = (await b.launch('model-leave', { leave_type: 1, leave_days: 5, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事', leave_phone: '13800138000' })).body.data.id as string;
    await b.as('u-hr-head');
    expect((await b.act(id, 'transfer', { to: 'u-hr-2' })).body.msg).toBe('ok');
    // 周敏 is also the leave flow's admin: the stranger check below is what proves 黄婷 sees it as a participant.
    expect(await statusAs('u-hr-2', id)).toBe(200);
    expect(await statusAs('u-sunqi', id)).toBe(403);
  });

  it('ccRecipientRule: the person it was copied to (陈静) sees it', async () => {
    expect(await statusAs('u-admin-1', 'inst-5')).toBe(200);
  });

  it('flowAdminRule: the leave flow\'s admin (周敏) sees it; the reimbursement flow\'s admin (李四) does not', async () => {
    expect(await statusAs('u-hr-head', 'inst-5')).toBe(200);
    expect(await statusAs('u-approver', 'inst-5')).toBe(403);
  });

  it('systemAdminRule: a member of 系统管理员 (陈志远) sees it', async () => {
    expect(await statusAs('u-ceo', 'inst-5')).toBe(200);
  });

  it('anyone else (张三) gets 403 with a Chinese message and no instance; an unknown id gets 404', async () => {
    await b.as('u-applicant');
    const refused = await b.get(`${W}get_instance?id=inst-5`);
    expect([refused.status, refused.body.msg, refused.body.data]).toEqual([403, ApprovalMessages.notVisible, null]);
    expect((await b.get(`${W}get_instance?id=no-such-instance`)).status).toBe(404);
  });
});

describe('流程查询 (全部审批) lists what its user may open', () => {
  const flowsListed = async (userId: string) => {
    await b.as(userId);
    const res = await b.get(`${W}instance/query_instances?page=0&pageSize=100`);
    return new Set((res.body.data.list as Array<{ modelId: string }>).map((i) => i.modelId));
  };

  it('a flow admin sees the instances of the flows they administer only', async () => {
    expect([...await flowsListed('u-approver')]).toEqual(['model-expense']);
  });

  it('a system admin sees the instances of every flow', async () => {
    expect((await flowsListed('u-ceo')).size).toBeGreaterThan(2);
  });
});
