import { AxiosApiDefinitionApi } from '../../../adapters/http/axios-api-definition-api';
import { failureText } from '../../../application/shared/failure-text';
import { AxiosAssigneeRoleApi } from '../../../adapters/http/axios-assignee-role-api';
import { AxiosFlowModelApi } from '../../../adapters/http/axios-flow-model-api';
import { AxiosFormApi } from '../../../adapters/http/axios-form-api';
import { AxiosFormValueApi } from '../../../adapters/http/axios-form-value-api';
import { AxiosInstanceApi } from '../../../adapters/http/axios-instance-api';
import { AxiosOperationLogApi } from '../../../adapters/http/axios-operation-log-api';
import { AxiosPermissionApi } from '../../../adapters/http/axios-permission-api';
import type { ApiFailure } from '../../../application/ports/api-failure';
import { createHarness, lastRequest, resetHarness, VALID_LEAVE_VALUES, type Harness } from '../support/demo-harness';

let h: Harness & { close(): void };
let flows: AxiosFlowModelApi;
let instances: AxiosInstanceApi;
let forms: AxiosFormApi;
let apis: AxiosApiDefinitionApi;
let values: AxiosFormValueApi;
let roles: AxiosAssigneeRoleApi;
let permissions: AxiosPermissionApi;
let logs: AxiosOperationLogApi;

beforeAll(async () => {
  h = await createHarness();
  flows = new AxiosFlowModelApi(h.http, h.errors);
  instances = new AxiosInstanceApi(h.http);
  forms = new AxiosFormApi(h.http);
  apis = new AxiosApiDefinitionApi(h.http);
  values = new AxiosFormValueApi(h.http);
  roles = new AxiosAssigneeRoleApi(h.http);
  permissions = new AxiosPermissionApi(h.http);
  logs = new AxiosOperationLogApi(h.http);
});
afterEach(async () => { await resetHarness(h); });
afterAll(() => h.close());

const json = (suffix: string) => JSON.parse(lastRequest(h, suffix).body) as Record<string, unknown>;

describe('AxiosFlowModelApi contract', () => {
  // 陈志远 (系统管理员) makes these admin calls: the backend refuses them to anyone without the right (issue 25).
  beforeEach(async () => { await h.store.signInAs('u-ceo'); });

  it('GET get_category_list: categories with their flows (请假 报销 出差 采购)', async () => {
    const categories = await flows.getCategoryList();
    expect(lastRequest(h, '/flow/workflow/get_category_list').method).toBe('GET');
    expect(categories.flatMap((c) => c.models.map((m) => m.name))).toEqual(expect.arrayContaining(['请假', '报销', '出差', '采购']));
  });

  it('GET get_model?id and POST upd_model', async () => {
    expect((await flows.getModel('model-leave')).name).toBe('请假');
    expect(lastRequest(h, '/get_model').search.get('id')).toBe('model-leave');
    const updated = await flows.updateModel({ id: 'model-leave', description: '新的说明' });
    expect(json('/upd_model')).toEqual({ id: 'model-leave', description: '新的说明' });
    expect(updated.description).toBe('新的说明');
  });

  it('get_model_design / save_model_design: the version increases, a stale version is refused with a Chinese message', async () => {
    const design = await flows.getModelDesign('model-leave');
    expect(lastRequest(h, '/get_model_design').search.get('modelId')).toBe('model-leave');
    const saved = await flows.saveModelDesign({ ...design, form: { ...design.form, name: '请假申请（新）' } });
    expect(json('/save_model_design')).toMatchObject({ modelId: 'model-leave', version: design.version });
    expect(saved.version).toBe(design.version + 1);
    await expect(flows.saveModelDesign(design)).rejects.toMatchObject({ code: 409 });
    expect(h.notices.at(-1)).toEqual({ level: 'error', code: 409, text: '保存失败：该流程设计已被他人修改，请刷新后重试' });
    expect((await forms.getForm('form-leave')).name).toBe('请假申请（新）');
  });

  it('POST apply publishes the saved version; POST model/save_model_form saves the form', async () => {
    const design = await flows.getModelDesign('model-trip');
    await expect(flows.apply('model-trip', design.version)).resolves.toEqual({ publishedVersion: design.version, publishedAt: expect.any(String) });
    expect(json('/workflow/apply')).toEqual({ modelId: 'model-trip', version: design.version });
    const { version } = await flows.saveModelForm('model-trip', { ...design.form, name: '出差' });
    expect(json('/model/save_model_form')).toMatchObject({ modelId: 'model-trip', form: { name: '出差' } });
    expect(version).toBe(design.version + 1);
  });

  it('task form design, leader task, preview fields, list form items', async () => {
    expect((await flows.getTaskFormDesign('model-leave', 'n-hr')).form.id).toBe('form-leave');
    expect(lastRequest(h, '/get_task_form_design').search.get('taskId')).toBe('n-hr');
    await expect(flows.hasLeaderTask('model-leave')).resolves.toBe(true);
    expect(lastRequest(h, '/model/has_leader_task').method).toBe('GET');
    await flows.setListFormItems('model-leave', ['leave_type', 'leave_days']);
    expect(json('/list_form_item/set')).toEqual({ modelId: 'model-leave', controlIds: ['leave_type', 'leave_days'] });
    const fields = await flows.getPreviewFields('model-leave');
    expect(lastRequest(h, '/setting/preview_field/get_list').search.get('modelId')).toBe('model-leave');
    expect(fields.map((f) => f.id)).toEqual(['leave_type', 'leave_days']);
  });

  it('notice mode: reads notice_mode, 99 when none is stored; set posts {modelId, noticeMode}', async () => {
    await expect(flows.getNoticeMode('model-leave')).resolves.toBe(99);
    await expect(flows.getNoticeMode('model-expense')).resolves.toBe(10);
    await flows.setNoticeMode('model-leave', 0);
    expect(json('/user_model_notice_mode/set')).toEqual({ modelId: 'model-leave', noticeMode: 0 });
    await expect(flows.getNoticeMode('model-leave')).resolves.toBe(0);
  });

  it('a failed notice mode set shows 设置提醒失败', async () => {
    h.store.setFault('/user_model_notice_mode/set', '400');
    await expect(flows.setNoticeMode('model-leave', 10)).rejects.toMatchObject({ code: 400 });
    expect(h.notices).toEqual([{ level: 'error', code: 400, text: '设置提醒失败' }]);
  });

  it('GET /flow/expression/get_yw_assignee_expressions', async () => {
    expect((await flows.getAssigneeExpressions()).length).toBeGreaterThan(0);
    expect(lastRequest(h, '/flow/expression/get_yw_assignee_expressions').method).toBe('GET');
  });
});

describe('AxiosInstanceApi contract', () => {
  const page = { page: 0, pageSize: 20 };

  it('the four lists follow the signed-in person', async () => {
    const mine = await instances.getMyInstances(page);
    expect(lastRequest(h, '/instance/get_my_instances').search.get('pageSize')).toBe('20');
    expect(mine.list.every((i) => i.applicant.name === '张三')).toBe(true);
    expect(mine.total).toBe(3);
    const todo = await instances.getWorkInstances('todo', page);
    expect(lastRequest(h, '/instance/get_work_instances').search.get('kind')).toBe('todo');
    expect(todo.list.map((i) => i.id)).toEqual(['inst-8']);
    expect((await instances.getWorkInstances('done', page)).list.map((i) => i.id)).toEqual(['inst-9']);
    await h.store.signInAs('u-approver');
    expect((await instances.getCcInstances(page)).list.map((i) => i.id)).toEqual(['inst-2', 'inst-7']);
  });

  it('list filters: keyword and status', async () => {
    const found = await instances.getMyInstances({ ...page, keyword: '报销', status: 'approved' });
    expect(lastRequest(h, '/get_my_instances').search.get('keyword')).toBe('报销');
    expect(found.list.map((i) => i.id)).toEqual(['inst-2', 'inst-7']);
  });

  it('list filters: created-date range (inclusive days) is sent and honoured', async () => {
    const all = await instances.getMyInstances(page);
    const days = all.list.map((i) => i.createdAt.slice(0, 10)).sort();
    const first = days[0];
    const onlyFirstDay = await instances.getMyInstances({ ...page, createdFrom: first, createdTo: first });
    expect(lastRequest(h, '/get_my_instances').search.get('createdFrom')).toBe(first);
    expect(onlyFirstDay.list.every((i) => i.createdAt.startsWith(first))).toBe(true);
    expect(onlyFirstDay.total).toBe(days.filter((d) => d === first).length);
    const none = await instances.getMyInstances({ ...page, createdFrom: '2999-01-01' });
    expect(none.total).toBe(0);
  });

  it('add_instance carries Idempotency-Key and a repeated key creates nothing twice', async () => {
    const body = { modelId: 'model-leave', values: VALID_LEAVE_VALUES, title: '我的请假' };
    const first = await instances.addInstance(body, 'submit-1');
    const again = await instances.addInstance(body, 'submit-1');
    expect(again).toEqual(first);
    expect(lastRequest(h, '/add_instance').headers.get('idempotency-key')).toBe('submit-1');
    expect(json('/add_instance')).toEqual(body);
    const created = await instances.getInstance(first.id);
    expect(created).toMatchObject({ title: '我的请假', status: 'pending', values: { leave_reason: '测试' } });
    expect((await h.store.read((tx) => tx.instances.all())).filter((i) => i.title === '我的请假')).toHaveLength(1);
  });

  it('同意 goes through the one action call, instance/action {instanceId, action, comment}: the approver approves, idempotently', async () => {
    // 周敏's 2-day leave waits for her supervisor 陈志远.
    await h.store.signInAs('u-ceo');
    const decided = await instances.act({ instanceId: 'inst-6', action: 'approve', comment: '同意' }, 'approve-1');
    expect(json('/instance/action')).toEqual({ instanceId: 'inst-6', action: 'approve', comment: '同意' });
    expect(decided.status).toBe('approved');
    const replay = await instances.act({ instanceId: 'inst-6', action: 'approve', comment: '同意' }, 'approve-1');
    expect(replay.history.map((h) => h.action)).toEqual(['submit', 'approve', 'cc']);
  });

  it('instance/action and instance/urge reach their paths', async () => {
    await instances.act({ instanceId: 'inst-1', action: 'comment', comment: '麻烦尽快' }, 'act-1');
    expect(json('/instance/action')).toEqual({ instanceId: 'inst-1', action: 'comment', comment: '麻烦尽快' });
    expect(lastRequest(h, '/instance/action').headers.get('idempotency-key')).toBe('act-1');
    await expect(instances.urge('inst-1')).resolves.toEqual({ notified: ['u-hr-head'] });
    expect(json('/instance/urge')).toEqual({ instanceId: 'inst-1' });
  });

  it('a reject without a comment and a non-approver are refused with Chinese messages', async () => {
    // The page where the user acted shows the message (issue 18: once), so no global toast repeats it.
    const notices = h.notices.length;
    const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal'); }, (error: unknown) => error);
    const stranger = await refusal(instances.act({ instanceId: 'inst-6', action: 'approve', comment: '' }, 'k-a'));
    expect(stranger).toMatchObject({ code: 400 });
    expect(failureText(stranger, '')).toBe('你没有该审批的待处理任务，不能操作');
    await h.store.signInAs('u-ceo');
    const noReason = await refusal(instances.act({ instanceId: 'inst-6', action: 'reject', comment: ' ' }, 'k-b'));
    expect(failureText(noReason, '')).toBe('请填写拒绝理由');
    expect(h.notices.length).toBe(notices);
  });
});

describe('AxiosFormApi contract', () => {
  // 陈志远 (系统管理员) makes these admin calls: the backend refuses them to anyone without the right (issue 25).
  beforeEach(async () => { await h.store.signInAs('u-ceo'); });

  it('forms CRUD, list and items', async () => {
    const { id } = await forms.addForm({ name: '新表单', controls: [] });
    expect(json('/add_form')).toEqual({ name: '新表单', controls: [] });
    await forms.updateForm({ id, name: '改名', controls: [] });
    expect(json('/upd_form')).toEqual({ id, name: '改名', controls: [] });
    expect((await forms.getForm(id)).name).toBe('改名');
    const list = await forms.getFormList({ page: 0, pageSize: 50, keyword: '改名' });
    expect(list.list.map((f) => f.id)).toEqual([id]);
    await forms.deleteForms([id]);
    expect(json('/del_forms')).toEqual({ ids: [id] });
    await expect(forms.getForm(id)).rejects.toMatchObject({ code: 404 });
  });

  it('get_form_items lists the controls; data_table/get_by_id', async () => {
    const items = await forms.getFormItems('form-leave');
    expect(items[1]).toEqual({ id: 'leave_type', title: '请假类型', moduleId: 9 });
    const table = await forms.getDataTable('dt-budget');
    expect(lastRequest(h, '/data_table/get_by_id').search.get('id')).toBe('dt-budget');
    expect(table.rows.length).toBe(3);
  });
});

describe('AxiosApiDefinitionApi contract', () => {
  // 陈志远 (系统管理员) makes these admin calls: the backend refuses them to anyone without the right (issue 25).
  beforeEach(async () => { await h.store.signInAs('u-ceo'); });

  it('get_apis reads apis and total; CRUD + stop/active', async () => {
    const page = await apis.getApis({ page: 0, pageSize: 9999, status: 'Active' });
    expect(lastRequest(h, '/get_apis').search.get('status')).toBe('Active');
    expect(page.list.every((a) => a.status === 'Active')).toBe(true);
    const { id } = await apis.addApi({ name: '测试接口', url: '/api/demo/agents', request_method: 'POST', request_content_type: 'application/json', params: [] });
    expect(json('/add_api')).toMatchObject({ name: '测试接口' });
    await apis.updateApi({ id, name: '改名接口', url: '/api/demo/agents', request_method: 'GET', request_content_type: 'application/json', params: [] });
    expect((await apis.getApi(id)).name).toBe('改名接口');
    await apis.stopApi(id);
    expect(json('/stop_api')).toEqual({ id });
    expect((await apis.getApi(id)).status).toBe('Stopped');
    await apis.activateApi(id);
    expect((await apis.getApi(id)).status).toBe('Active');
    await apis.deleteApi(id);
    expect(json('/del_api')).toEqual({ id });
    await expect(apis.getApi(id)).rejects.toMatchObject({ code: 404 });
  });
});

describe('AxiosFormValueApi contract', () => {
  // 陈志远 (系统管理员) makes these admin calls: the backend refuses them to anyone without the right (issue 25).
  beforeEach(async () => { await h.store.signInAs('u-ceo'); });

  it('CRUD, one value and get_form_value_value', async () => {
    const { id } = await values.addFormValue({ name: '颜色', data: [{ value: '红' }] });
    await values.updateFormValue({ id, name: '颜色', data: [{ value: '红' }, { value: '蓝' }] });
    expect(json('/upd_form_value')).toEqual({ id, name: '颜色', data: [{ value: '红' }, { value: '蓝' }] });
    expect((await values.getFormValue(id)).data).toHaveLength(2);
    expect(await values.getFormValueItems(id)).toEqual([{ value: '红' }, { value: '蓝' }]);
    expect(json('/get_form_value_value')).toEqual({ id });
    const page = await values.getFormValues({ page: 0, pageSize: 999 });
    expect(lastRequest(h, '/get_form_values').search.get('pageSize')).toBe('999');
    expect(page.list.some((v) => v.id === id)).toBe(true);
  });
});

describe('AxiosAssigneeRoleApi, AxiosPermissionApi, AxiosOperationLogApi contracts', () => {
  // 陈志远 (系统管理员) makes these admin calls: the backend refuses them to anyone without the right (issue 25).
  beforeEach(async () => { await h.store.signInAs('u-ceo'); });

  it('assignee_role list/add/update/remove', async () => {
    const { id } = await roles.add({ name: '采购专员', description: '', userIds: [] });
    await roles.update({ id, name: '采购主管', description: 'x', userIds: ['u-applicant'] });
    expect(json('/assignee_role/update')).toEqual({ id, name: '采购主管', description: 'x', userIds: ['u-applicant'] });
    expect((await roles.list()).find((r) => r.id === id)?.name).toBe('采购主管');
    await roles.remove(id);
    expect(json('/assignee_role/remove')).toEqual({ id });
    expect((await roles.list()).some((r) => r.id === id)).toBe(false);
  });

  it('is_manager and get_managed_child_apps', async () => {
    await expect(permissions.isManager()).resolves.toBe(false);
    await h.store.setIdentity('approver');
    await expect(permissions.isManager()).resolves.toBe(true);
    expect((await permissions.getManagedChildApps()).length).toBeGreaterThan(0);
    expect(lastRequest(h, '/api/workflow/rbac/get_managed_child_apps').method).toBe('GET');
  });

  it('operation_log/add posts the entry and never shows an error', async () => {
    // Since issue 38 a client adds only the events the backend cannot see (an export, a print).
    await logs.add({ action: 'export_instances', target: 'model-leave' });
    expect(json('/operation_log/add')).toEqual({ action: 'export_instances', target: 'model-leave' });
    expect((await logs.list())[0]).toMatchObject({ action: 'export_instances', userName: '陈志远' });
    h.store.setFault('/operation_log/add', '500');
    await expect(logs.add({ action: 'x', target: 'y' })).rejects.toMatchObject({ code: 500 } satisfies Partial<ApiFailure>);
    expect(h.notices).toEqual([]);
  });
});
