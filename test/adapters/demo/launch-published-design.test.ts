// Applicants launch the published design (应用发布), not whatever the designer saved last: a saved change waits
// for its publish, and a flow never published cannot be launched, even by a direct URL.
import { NOT_PUBLISHED_MESSAGE } from '../../../server/core/flow-runtime';
import { approvalBackend } from './approval-kit';

const W = '/flow/workflow/';
const leave = { leave_type: 1, leave_days: 5, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事', leave_phone: '13800138000' };

/** 陈志远 (系统管理员) saves a design whose flow goes straight to himself. */
async function saveFlowToCeo(b: Awaited<ReturnType<typeof approvalBackend>>) {
  await b.as('u-ceo');
  const design = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
  const flow = { ...design.flow, root: { ...design.flow.root, next: { id: 'n-ceo', type: 'approver', name: '总经理', props: { assignee: { type: 'users', userIds: ['u-ceo'] } } } } };
  return (await b.post(`${W}save_model_design`, { ...design, flow })).body.data.version as number;
}

test('a saved but unpublished design is not launched: the launch page and add_instance use the published version', async () => {
  const b = await approvalBackend();
  const saved = await saveFlowToCeo(b);
  expect((await b.get(`${W}get_model_design?modelId=model-leave&published=1`)).body.data.version).toBe(saved - 1);
  expect((await b.get(`${W}get_model_design?modelId=model-leave`)).body.data.version).toBe(saved);
  await b.as('u-applicant');
  const before = (await b.launch('model-leave', leave)).body.data.id;
  expect((await b.instance(before)).currentNodes[0].nodeName).not.toBe('总经理');
  await b.as('u-ceo');
  await b.post(`${W}apply`, { modelId: 'model-leave', version: saved });
  await b.as('u-applicant');
  const after = (await b.launch('model-leave', leave)).body.data.id;
  expect((await b.instance(after)).currentNodes[0].nodeName).toBe('总经理');
});

test('a flow never published cannot be launched, not even by a direct URL: 该流程尚未发布，无法发起', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  const created = (await b.post(`${W}create_model`, { name: '用印申请', categoryId: (await b.get(`${W}get_category_list`)).body.data[0].id })).body.data;
  const page = await b.get(`${W}get_model_design?modelId=${created.id}&published=1`);
  expect(page).toMatchObject({ status: 400, body: { msg: NOT_PUBLISHED_MESSAGE } });
  const launched = await b.launch(created.id, {});
  expect(launched).toMatchObject({ status: 400, body: { msg: NOT_PUBLISHED_MESSAGE } });
});
