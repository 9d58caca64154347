// Issue 30: 流程统计's figures, drill-down and export batches from the demo backend (statistics-handlers.ts).
// Seed: 周敏 (u-hr-head) administers 请假 and 出差; 张三 (u-applicant) administers nothing; 陈志远 (u-ceo) is
// 系统管理员; inst-5 is 王五's leave, copied to 陈静 (u-admin-1), whose cc node hides 请假事由 (leave_reason).
import { approvalBackend } from './approval-kit';
import { ApprovalMessages } from '../../../server/http/approval-handlers';
import { timeoutHoursOf } from '../../../server/core/statistics-records';
import { leaveRange } from '../support/leave-dates';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
let b: Backend;
beforeEach(async () => { b = await approvalBackend(); });

const W = '/flow/workflow/';

describe('instance/statistics', () => {
  it('statistics count exactly the instances 流程查询 lists for a flow admin, per flow and status', async () => {
    await b.as('u-hr-head');
    const figures = (await b.get(`${W}instance/statistics`)).body.data.figures;
    const listed = (await b.get(`${W}instance/query_instances?page=0&pageSize=1000`)).body.data.list as Array<{ modelId: string; status: string }>;
    expect(figures.total).toBe(listed.length);
    for (const flow of figures.flows) {
      const mine = listed.filter((i) => i.modelId === flow.modelId);
      expect(flow.total).toBe(mine.length);
      expect(flow.byStatus.approved ?? 0).toBe(mine.filter((i) => i.status === 'approved').length);
    }
    expect(figures.weeks.reduce((n: number, w: { submitted: number }) => n + w.submitted, 0)).toBe(figures.total);
  });

  it('statistics are refused (403) to someone who administers no flow', async () => {
    await b.as('u-applicant');
    const refused = await b.get(`${W}instance/statistics`);
    expect([refused.status, refused.body.msg]).toEqual([403, ApprovalMessages.notFlowAdmin]);
  });

  it('statistics filter by date range, status and department', async () => {
    await b.as('u-ceo');
    const all = (await b.get(`${W}instance/statistics`)).body.data.figures;
    expect((await b.get(`${W}instance/statistics?from=2099-01-01`)).body.data.figures.total).toBe(0);
    const approved = (await b.get(`${W}instance/statistics?status=approved`)).body.data.figures;
    expect(approved.total).toBe(all.byStatus.approved);
    const nowhere = (await b.get(`${W}instance/statistics?departmentId=no-such-department`)).body.data.figures;
    expect(nowhere.total).toBe(0);
  });

  it('a new instance waits at its node: it is running, among the slowest and an open task of its approver', async () => {
    await b.as('u-applicant');
    const id = (await b.launch('model-leave', { leave_type: 1, leave_days: 5, leave_range: leaveRange(5), leave_reason: '家中有事', leave_phone: '13800138000' })).body.data.id as string;
    await b.as('u-ceo');
    const figures = (await b.get(`${W}instance/statistics?modelId=model-leave`)).body.data.figures;
    expect(figures.slowest.length).toBeGreaterThan(0);
    const drill = (await b.get(`${W}instance/statistics_instances?modelId=model-leave&running=1&page=0&pageSize=100`)).body.data;
    expect(drill.list.map((i: { id: string }) => i.id)).toContain(id);
    expect(drill.total).toBe(figures.byStatus.pending);
  });

  it('the drill-down of a week lists exactly the week\'s submitted count', async () => {
    await b.as('u-ceo');
    const figures = (await b.get(`${W}instance/statistics`)).body.data.figures;
    const week = figures.weeks[0];
    const drill = (await b.get(`${W}instance/statistics_instances?week=${week.week}&weekStatus=submitted&page=0&pageSize=5`)).body.data;
    expect(drill.total).toBe(week.submitted);
  });

  it('按字段筛选 (issue 41): with a flow chosen, figures and drill-down count only instances whose 金额 / 成员 / 部门 meet the condition', async () => {
    await b.as('u-applicant');
    const launch = async (values: Record<string, unknown>) => {
      const res = await b.launch('model-purchase', { purchase_item: '显示器', ...values });
      expect(res.body.msg).toBe('ok');
      return res.body.data.id as string;
    };
    const big = await launch({ purchase_budget: 6800.5, purchase_dept: ['d-fe'], purchase_users: ['u-it-1'] });
    const small = await launch({ purchase_budget: '3000', purchase_dept: ['d-finance'], purchase_users: ['u-applicant'] });
    await b.as('u-ceo');
    const drilled = async (field: object) => {
      const q = `modelId=model-purchase&field=${encodeURIComponent(JSON.stringify(field))}`;
      const total = (await b.get(`${W}instance/statistics?${q}`)).body.data.figures.total as number;
      const list = (await b.get(`${W}instance/statistics_instances?${q}&page=0&pageSize=100`)).body.data;
      expect(list.total).toBe(total);
      return (list.list as Array<{ id: string }>).map((i) => i.id);
    };
    const overFive = await drilled({ controlId: 'purchase_budget', op: 'gt', value: 5000 });
    expect(overFive).toContain(big);
    expect(overFive).not.toContain(small);
    const underRd = await drilled({ controlId: 'purchase_dept', op: 'under', value: ['d-tech'] });
    expect(underRd).toContain(big);
    expect(underRd).not.toContain(small);
    const byPerson = await drilled({ controlId: 'purchase_users', op: 'inDept', value: ['d-tech'] });
    expect([byPerson.includes(big), byPerson.includes(small)]).toEqual([true, false]);
    // Without a chosen flow the field filter is not applied: the figures are the unfiltered ones.
    const field = encodeURIComponent(JSON.stringify({ controlId: 'purchase_budget', op: 'gt', value: 5000 }));
    const all = (await b.get(`${W}instance/statistics`)).body.data.figures.total;
    expect((await b.get(`${W}instance/statistics?field=${field}`)).body.data.figures.total).toBe(all);
  });

  it('a node timeout (props.timeout.after) counts in hours', () => {
    expect(timeoutHoursOf({ timeout: { after: { days: 1, hours: 2, minutes: 30 } } })).toBe(26.5);
    expect(timeoutHoursOf({})).toBeUndefined();
  });
});

describe('instance/export_instances', () => {
  const exported = async (userId: string) => {
    await b.as(userId);
    const res = await b.post(`${W}instance/export_instances`, { ids: ['inst-5', 'no-such-instance'] });
    return res.body.data as Array<{ id: string; form: { controls: Array<{ id: string }> }; values: Record<string, unknown> }>;
  };

  it('export batches leave out the fields hidden from the viewer (陈静 is copied where 请假事由 is hidden)', async () => {
    const [forCc] = await exported('u-admin-1');
    expect(forCc!.form.controls.map((c) => c.id)).not.toContain('leave_reason');
    expect(forCc!.values.leave_reason).toBeUndefined();
    const [forAdmin] = await exported('u-hr-head');
    expect(forAdmin!.form.controls.map((c) => c.id)).toContain('leave_reason');
  });

  it('a batch read with memoized reads answers each instance exactly as get_instance does, for several viewers', async () => {
    for (const userId of ['u-ceo', 'u-hr-head', 'u-admin-1']) {
      await b.as('u-ceo');
      const ids = ((await b.get(`${W}instance/query_instances?page=0&pageSize=200`)).body.data.list as Array<{ id: string }>).map((i) => i.id);
      await b.as(userId);
      const batch = (await b.post(`${W}instance/export_instances`, { ids })).body.data as Array<{ id: string }>;
      const one = await Promise.all(ids.map(async (id) => (await b.get(`${W}get_instance?id=${id}`)).body));
      expect(batch).toEqual(one.filter((r) => r.code === 0).map((r) => r.data));
      expect(batch.length).toBeGreaterThan(0);
    }
  });

  it('export batches leave out the instances the viewer may not see', async () => {
    expect(await exported('u-sunqi')).toEqual([]);
  });

  it('export batches are at most 200 instances', async () => {
    await b.as('u-ceo');
    const res = await b.post(`${W}instance/export_instances`, { ids: Array.from({ length: 201 }, (_, i) => `x${i}`) });
    expect([res.status, res.body.msg]).toEqual([400, '一次最多导出 200 条申请']);
  });
});
