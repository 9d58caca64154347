// Issue 38, finding 4: "own" settings were everyone's. 赵六's list_form_item/set changed the list columns 陈志远
// sees, user_model_notice_mode/set set 陈志远's notification mode, update_cellphone set 陈志远's phone number.
// Now notice_mode is per person and flow, the phone is one's own, and list columns are a flow setting that
// needs the flow's admin right.
import { approvalBackend } from './approval-kit';

const W = '/flow/workflow/';

test('list_form_item/set is a flow setting: 赵六 (no admin right) is refused, the columns 陈志远 sees stay', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  const before = (await b.get(`${W}setting/preview_field/get_list?modelId=model-expense`)).body.data;
  await b.as('u-zhaoliu');
  const set = await b.post(`${W}user_model/model_setting/list_form_item/set`, { modelId: 'model-expense', controlIds: [] });
  expect(set.status).toBe(403);
  await b.as('u-ceo');
  expect((await b.get(`${W}setting/preview_field/get_list?modelId=model-expense`)).body.data).toEqual(before);
  // The flow's admin (李四 administers 报销) may still set them.
  await b.as('u-approver');
  expect((await b.post(`${W}user_model/model_setting/list_form_item/set`, { modelId: 'model-expense', controlIds: [] })).status).toBe(200);
});

test('user_model_notice_mode is per person and flow: 赵六 setting his own changes nothing of 陈志远\'s', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  const before = (await b.get(`${W}user_model_notice_mode/get?modelId=model-leave`)).body.data;
  await b.as('u-zhaoliu');
  expect((await b.post(`${W}user_model_notice_mode/set`, { modelId: 'model-leave', noticeMode: 0 })).status).toBe(200);
  expect((await b.get(`${W}user_model_notice_mode/get?modelId=model-leave`)).body.data).toEqual({ notice_mode: 0 });
  await b.as('u-ceo');
  expect((await b.get(`${W}user_model_notice_mode/get?modelId=model-leave`)).body.data).toEqual(before);
});

test('update_cellphone sets one\'s own phone number only', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  expect((await b.post('/api/baseinfo/update_cellphone', { cellphone: '13900000001' })).status).toBe(200);
  await b.as('u-zhaoliu');
  expect((await b.post('/api/baseinfo/update_cellphone', { cellphone: '13800000666' })).status).toBe(200);
  expect((await b.get('/api/baseinfo/get_cellphone')).body.data).toEqual({ cellphone: '13800000666' });
  await b.as('u-ceo');
  expect((await b.get('/api/baseinfo/get_cellphone')).body.data).toEqual({ cellphone: '13900000001' });
});
