// Issue 32, items 5 and 6: 我已审批 counted 2 and showed 1 row for someone who approved one instance twice (before and
// after a 退回). Every list shows one row per instance, and its count agrees with its rows.
import { approvalBackend } from './approval-kit';
import { leaveRange } from '../support/leave-dates';

const W = '/flow/workflow/';
const leave = { leave_type: 1, leave_days: 5, leave_range: leaveRange(5), leave_reason: '家中有事', leave_phone: '13800138000' };

type Backend = Awaited<ReturnType<typeof approvalBackend>>;

async function list(b: Backend, path: string) {
  const data = (await b.get(`${W}${path}`)).body.data as { list: Array<{ id: string }>; total: number };
  return { ids: data.list.map((i) => i.id), total: data.total };
}

test('issue 32: 我已审批 shows an instance approved twice (before and after a 退回) once, and counts it once', async () => {
  const b = await approvalBackend();
  await b.as('u-applicant');
  const id = (await b.launch('model-leave', leave)).body.data.id as string;
  await b.as('u-hr-head');
  const before = await list(b, 'instance/get_work_instances?kind=done');
  expect((await b.act(id, 'approve')).body.msg).toBe('ok');
  await b.as('u-hr-1');
  expect((await b.act(id, 'return', { nodeId: 'n-dept-head' })).body.msg).toBe('ok');
  await b.as('u-hr-head');
  expect((await b.act(id, 'approve')).body.msg).toBe('ok');

  const done = await list(b, 'instance/get_work_instances?kind=done');
  expect(done.ids.filter((i) => i === id)).toHaveLength(1);
  expect(done.total).toBe(before.total + 1);
  expect(done.total).toBe(done.ids.length);
  // A small page still fills with distinct instances, and the count is the same.
  const paged = await list(b, 'instance/get_work_instances?kind=done&page=0&pageSize=1');
  expect(paged).toEqual({ ids: [id], total: done.total });
});

test('the count agrees with the rows in every list (待我审批, 我已审批, 抄送我的, 我的申请)', async () => {
  const b = await approvalBackend();
  for (const user of ['u-applicant', 'u-hr-head', 'u-hr-1']) {
    await b.as(user);
    for (const path of ['instance/get_work_instances?kind=todo', 'instance/get_work_instances?kind=done', 'instance/get_cc_instances', 'instance/get_my_instances']) {
      const { ids, total } = await list(b, `${path}${path.includes('?') ? '&' : '?'}pageSize=100`);
      expect({ path, user, total }).toEqual({ path, user, total: ids.length });
      expect(new Set(ids).size).toBe(ids.length);
    }
  }
});

test('issue 32: an instance sent back to the applicant is marked resubmit at its waiting node in every list it is in (已退回 (待重新提交))', async () => {
  const b = await approvalBackend();
  await b.as('u-applicant');
  const id = (await b.launch('model-leave', leave)).body.data.id as string;
  await b.as('u-hr-head');
  expect((await b.act(id, 'return', { nodeId: 'start', comment: '请补充证明' })).body.msg).toBe('ok');
  const inList = async (path: string) => ((await b.get(`${W}${path}`)).body.data.list as Array<{ id: string; currentNodes?: unknown }>).find((i) => i.id === id);
  expect((await inList('instance/get_work_instances?kind=done'))?.currentNodes).toEqual([expect.objectContaining({ nodeId: 'start', kind: 'resubmit' })]);
  await b.as('u-applicant');
  expect((await inList('instance/get_my_instances'))?.currentNodes).toEqual([expect.objectContaining({ nodeId: 'start', kind: 'resubmit' })]);
  expect((await b.instance(id)).currentNodes).toEqual([expect.objectContaining({ kind: 'resubmit' })]);
});
