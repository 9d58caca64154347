// Issue 25: an approver's edits of form values stay in the instance history (请假天数：5 天 → 4 天) and show in the
// timeline and the printed record; a field the reader may not see is never revealed through them.
import { timelineItems } from '../../../application/approvals/timeline-items';
import { approvalRecordRow } from '../../../domain/print/approval-record';
import { approvalBackend } from './approval-kit';
import { leaveRange } from '../support/leave-dates';

const leave = { leave_type: 1, leave_days: 5, leave_range: leaveRange(5), leave_reason: '家中有事', leave_phone: '13800138000' };

async function editedByHr() {
  const b = await approvalBackend();
  await b.as('u-applicant');
  const id = (await b.launch('model-leave', leave)).body.data.id as string;
  await b.as('u-hr-head'); // 周敏, 部门负责人
  await b.act(id, 'approve');
  await b.as('u-hr-1'); // 刘洋, 人事专员: 请假天数 可编辑, 请假原因 隐藏
  expect((await b.act(id, 'approve', { comment: '按实际天数', values: { ...leave, leave_days: 4 } })).status).toBe(200);
  return { b, id };
}

test('the approver\'s change of 请假天数 is kept in the history as 原值 → 新值, and the timeline shows it', async () => {
  const { b, id } = await editedByHr();
  await b.as('u-applicant');
  const instance = await b.instance(id);
  const approved = instance.history.find((h: { nodeId: string; action: string }) => h.nodeId === 'n-hr' && h.action === 'approve');
  expect(approved.edits).toEqual([{ controlId: 'leave_days', label: '请假天数', before: '5 天', after: '4 天' }]);
  expect(instance.values.leave_days).toBe(4);
  const item = timelineItems(instance, undefined, (userId) => userId).find((i) => i.node === '人事专员');
  expect(item?.edits).toEqual(['请假天数：5 天 → 4 天']);
});

test('the printed record carries the change with the comment', async () => {
  const { b, id } = await editedByHr();
  await b.as('u-applicant');
  const approved = (await b.instance(id)).history.find((h: { nodeId: string; action: string }) => h.nodeId === 'n-hr' && h.action === 'approve');
  expect(approvalRecordRow(approved).comment).toBe('按实际天数；请假天数：5 天 → 4 天');
});

test('a change of a field hidden from the reader is left out of the history they get', async () => {
  const { b, id } = await editedByHr();
  // Suppose the record also held a change of 请假原因, which 人事专员 may not see.
  await b.store.write(async (tx) => {
    const row = (await tx.instances.get(id))!;
    const extras = { ...row.historyExtras };
    const at = Number(Object.keys(extras).find((key) => extras[Number(key)]?.edits));
    extras[at] = { ...extras[at], edits: [...extras[at]!.edits!, { controlId: 'leave_reason', label: '请假原因', before: '家中有事', after: '私事' }] };
    await tx.instances.put({ ...row, historyExtras: extras });
  });
  const labels = async () => (await b.instance(id)).history.flatMap((h: { edits?: Array<{ label: string }> }) => h.edits ?? []).map((e: { label: string }) => e.label);
  await b.as('u-hr-1');
  expect(await labels()).toEqual(['请假天数']);
  await b.as('u-applicant');
  expect(await labels()).toEqual(['请假天数', '请假原因']);
});

test('重新提交 that changes a field the start node makes read-only is refused (403), nothing changed', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  const design = (await b.get('/flow/workflow/get_model_design?modelId=model-leave')).body.data;
  const root = { ...design.flow.root, props: { ...design.flow.root.props, fieldPerms: { leave_days: 'read' } } };
  const saved = await b.post('/flow/workflow/save_model_design', { ...design, flow: { ...design.flow, root } });
  await b.post('/flow/workflow/apply', { modelId: 'model-leave', version: saved.body.data.version });
  await b.as('u-applicant');
  const id = (await b.launch('model-leave', { ...leave, leave_days: 2 })).body.data.id as string;
  const supervisor = (await b.instance(id)).currentNodes[0].userIds[0];
  await b.as(supervisor);
  expect((await b.act(id, 'return', { comment: '请补充', nodeId: 'start' })).status).toBe(200);
  await b.as('u-applicant');
  const refused = await b.act(id, 'resubmit', { values: { ...leave, leave_days: 1, leave_reason: '改了原因' } });
  expect([refused.status, refused.body.msg]).toEqual([403, '以下字段不可修改：请假天数']);
  expect((await b.instance(id)).values.leave_days).toBe(2);
  expect((await b.act(id, 'resubmit', { values: { ...leave, leave_days: 2, leave_reason: '改了原因' } })).status).toBe(200);
});
