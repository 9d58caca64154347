// Issue 20: each row of the instance lists carries its key fields (`summary`) for the phone's cards — the
// first filled-in fields or the flow's chosen list columns, as the viewer may see them (隐藏 fields left out).
import { approvalBackend } from './approval-kit';
import { leaveRange } from '../support/leave-dates';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
let b: Backend;
beforeEach(async () => { b = await approvalBackend(); });

const W = '/flow/workflow/';
const leave = { leave_type: 1, leave_days: 5, leave_range: leaveRange(5), leave_reason: '家中有事', leave_phone: '13800138000' };
type Row = { id: string; summary: Array<{ label: string; text: string }> };

async function launchLeave(): Promise<string> {
  await b.as('u-applicant');
  return (await b.launch('model-leave', leave)).body.data.id;
}
const rowIn = async (path: string, id: string): Promise<Row> => (await b.get(`${W}${path}`)).body.data.list.find((row: Row) => row.id === id);

test('a list row carries the key field summary of its instance: 请假类型, 请假时间, 请假天数 of a leave', async () => {
  const id = await launchLeave();
  expect((await rowIn('instance/get_my_instances', id)).summary).toEqual([
    { label: '请假类型', text: '年假' }, { label: '请假时间', text: `${leaveRange(5)[0]} 00:00 至 ${leaveRange(5)[1]} 00:00` }, { label: '请假天数', text: '5 天' },
  ]);
  await b.as('u-hr-head');
  expect((await rowIn('instance/get_work_instances?kind=todo', id)).summary.map((f) => f.label)).toEqual(['请假类型', '请假时间', '请假天数']);
});

test('the summary never holds a field hidden at the viewer\'s node (人事专员 does not see 请假事由)', async () => {
  const id = await launchLeave();
  await b.as('u-hr-head');
  await b.act(id, 'approve');
  await b.as('u-hr-1');
  const row = await rowIn('instance/get_work_instances?kind=todo', id);
  expect(JSON.stringify(row)).not.toContain('家中有事');
  expect(row.summary.map((f) => f.label)).toEqual(['请假类型', '请假时间', '请假天数']);
});

test('the flow\'s chosen list columns (list_form_item) decide the summary', async () => {
  const id = await launchLeave();
  // A flow setting everyone sees: its admin (周敏 administers 请假) sets it (issue 38).
  await b.as('u-hr-head');
  expect((await b.post(`${W}user_model/model_setting/list_form_item/set`, { modelId: 'model-leave', controlIds: ['leave_phone', 'leave_days'] })).body.msg).toBe('ok');
  await b.as('u-applicant');
  expect((await rowIn('instance/get_my_instances', id)).summary).toEqual([
    { label: '请假天数', text: '5 天' }, { label: '紧急联系电话', text: '13800138000' },
  ]);
});
