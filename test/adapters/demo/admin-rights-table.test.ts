// The backend decides (issue 25): every admin call of the demo backend × every kind of person → allowed, or 403
// with a Chinese reason and nothing changed. Then a property: in any sequence of calls by anyone, no refused
// call changes the store.
import fc from 'fast-check';
import { approvalBackend } from './approval-kit';
import { leaveRange } from '../support/leave-dates';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
type Persona = 'systemAdmin' | 'subAdminInScope' | 'subAdminOutOfScope' | 'employee' | 'applicant' | 'otherApprover';

/** Who each persona is in the seed (README: who is who). */
const PEOPLE: Record<Persona, string> = {
  systemAdmin: 'u-ceo', // 陈志远, 系统管理员
  subAdminInScope: 'u-hr-head', // 周敏, 子管理员 of 人事, acting on a 人事 flow
  subAdminOutOfScope: 'u-hr-head', // 周敏 acting on a 财务 flow
  employee: 'u-zhaoliu', // 赵六
  applicant: 'u-applicant', // 张三, applicant of inst-1
  otherApprover: 'u-approver', // 李四, approver at another node (财务)
};
const PERSONAS = Object.keys(PEOPLE) as Persona[];

interface Call {
  readonly name: string;
  readonly method: 'get' | 'post';
  readonly path: string;
  readonly body?: Record<string, unknown>;
  /** Who gets through besides the 系统管理员. */
  readonly alsoAllowed?: readonly Persona[];
  /** Which persona the call is made as, for the 子管理员: a 人事 flow (in scope) or a 财务 one (out of scope). */
  readonly flowOf?: 'hr' | 'finance';
}

const W = '/flow/workflow/';
const SUB_IN: readonly Persona[] = ['subAdminInScope'];
const SUB_BOTH: readonly Persona[] = ['subAdminInScope', 'subAdminOutOfScope'];
const model = (flowOf: 'hr' | 'finance') => (flowOf === 'hr' ? 'model-leave' : 'model-expense');

/** The flow calls, once on a 人事 flow (周敏 may) and once on a 财务 flow (周敏 may not). */
const flowCalls = (['hr', 'finance'] as const).flatMap((flowOf): Call[] => {
  const extra = { flowOf, alsoAllowed: flowOf === 'hr' ? SUB_IN : [] };
  return [
    { name: `create_model (${flowOf})`, method: 'post', path: `${W}create_model`, body: { name: '新流程', categoryId: flowOf === 'hr' ? 'cat-hr' : 'cat-finance', description: '' }, ...extra },
    { name: `copy_model (${flowOf})`, method: 'post', path: `${W}copy_model`, body: { id: model(flowOf) }, ...extra },
    { name: `del_model (${flowOf})`, method: 'post', path: `${W}del_model`, body: { id: model(flowOf) }, ...extra },
    { name: `upd_model 停用 (${flowOf})`, method: 'post', path: `${W}upd_model`, body: { id: model(flowOf), status: 'stopped' }, ...extra },
    { name: `save_model_design (${flowOf})`, method: 'post', path: `${W}save_model_design`, body: { modelId: model(flowOf), version: 1, form: { id: 'f', name: 'f', controls: [] }, flow: { nodes: [] }, settings: { printType: 'pdf' } }, ...extra },
    { name: `apply 发布 (${flowOf})`, method: 'post', path: `${W}apply`, body: { modelId: model(flowOf), version: 1 }, ...extra },
    { name: `model/save_model_form (${flowOf})`, method: 'post', path: `${W}model/save_model_form`, body: { modelId: model(flowOf), form: { id: 'f', name: 'f', controls: [] } }, ...extra },
  ];
});

const CALLS: readonly Call[] = [
  ...flowCalls,
  { name: 'upd_model moving a 人事 flow into 财务', method: 'post', path: `${W}upd_model`, body: { id: 'model-leave', categoryId: 'cat-finance' } },
  { name: 'get_category_list?scope=manage', method: 'get', path: `${W}get_category_list?scope=manage`, alsoAllowed: SUB_BOTH },
  { name: 'add_form', method: 'post', path: `${W}add_form`, body: { name: '新表单', controls: [] }, alsoAllowed: SUB_BOTH },
  { name: 'upd_form', method: 'post', path: `${W}upd_form`, body: { id: 'form-leave', name: '请假单', controls: [] }, alsoAllowed: SUB_BOTH },
  { name: 'del_forms', method: 'post', path: `${W}del_forms`, body: { ids: ['form-leave'] }, alsoAllowed: SUB_BOTH },
  { name: 'add_api', method: 'post', path: `${W}add_api`, body: { name: '新接口', url: '/api/x', request_method: 'GET', params: [] } },
  { name: 'upd_api', method: 'post', path: `${W}upd_api`, body: { id: 'api-staff', name: '员工', url: '/api/x', request_method: 'GET', params: [], status: 'Active' } },
  { name: 'del_api', method: 'post', path: `${W}del_api`, body: { id: 'api-schools' } },
  { name: 'stop_api', method: 'post', path: `${W}stop_api`, body: { id: 'api-staff' } },
  { name: 'active_api', method: 'post', path: `${W}active_api`, body: { id: 'api-staff' } },
  { name: 'add_form_value', method: 'post', path: `${W}add_form_value`, body: { name: '新列表', data: [] } },
  { name: 'upd_form_value', method: 'post', path: `${W}upd_form_value`, body: { id: 'fv-vehicle', name: '交通工具', data: [{ value: '步行' }] } },
  { name: 'assignee_role/add', method: 'post', path: `${W}assignee_role/add`, body: { name: '法务', description: '', userIds: [] } },
  { name: 'assignee_role/update 系统管理员 +赵六', method: 'post', path: `${W}assignee_role/update`, body: { id: 'role-system-admin', name: '系统管理员', description: '', userIds: ['u-ceo', 'u-zhaoliu'] } },
  { name: 'assignee_role/remove', method: 'post', path: `${W}assignee_role/remove`, body: { id: 'role-it' } },
  { name: 'data_table/get_access', method: 'get', path: `${W}data_table/get_access?id=dt-budget` },
  { name: 'data_table/set_access', method: 'post', path: `${W}data_table/set_access`, body: { id: 'dt-supplies', viewers: { everyone: true }, editors: { everyone: true } } },
  { name: 'timing_task/list', method: 'get', path: `${W}timing_task/list` },
  { name: 'timing_task/get', method: 'get', path: `${W}timing_task/get?id=timing-1` },
  { name: 'timing_task/save', method: 'post', path: `${W}timing_task/save`, body: { name: '夜间催办', kind: 'overdueRemind', schedule: { kind: 'daily', hour: 21, minute: 30 }, enabled: true, params: { hours: 12 } } },
  { name: 'timing_task/set_enabled', method: 'post', path: `${W}timing_task/set_enabled`, body: { id: 'timing-1', enabled: false } },
  { name: 'timing_task/run', method: 'post', path: `${W}timing_task/run`, body: { id: 'timing-3' } },
  { name: 'operation_log/list', method: 'get', path: `${W}operation_log/list` },
  { name: 'add_notice', method: 'post', path: '/api/baseinfo/add_notice', body: { title: '通知', content: '内容' } },
  { name: 'set_notice', method: 'post', path: '/api/baseinfo/set_notice', body: { id: 'notice-1', title: '改', content: '改' } },
  { name: 'del_notice', method: 'post', path: '/api/baseinfo/del_notice', body: { id: 'notice-1' } },
  { name: 'add_authority_by_user', method: 'post', path: '/api/baseinfo/add_authority_by_user', body: { userId: 'u1', app: 'workflow' } },
  { name: 'permission/list_grants', method: 'get', path: '/api/workflow/permission/list_grants', alsoAllowed: SUB_BOTH },
  { name: 'permission/save_grant 人事 flows to 赵六', method: 'post', path: '/api/workflow/permission/save_grant', body: { kind: 'flow', scope: { categoryIds: ['cat-hr'] }, userIds: ['u-zhaoliu'] }, alsoAllowed: SUB_BOTH },
  { name: 'permission/save_grant 财务 flows to 赵六', method: 'post', path: '/api/workflow/permission/save_grant', body: { kind: 'flow', scope: { categoryIds: ['cat-finance'] }, userIds: ['u-zhaoliu'] } },
  { name: 'permission/save_grant 系统管理员 to 赵六', method: 'post', path: '/api/workflow/permission/save_grant', body: { kind: 'system', userIds: ['u-zhaoliu'] } },
  { name: 'permission/remove_grant of 系统管理员', method: 'post', path: '/api/workflow/permission/remove_grant', body: { id: 'grant-system' } },
];

/** Everything the store holds, comparable (file bytes as plain arrays). */
async function contents(b: Backend): Promise<unknown> {
  return JSON.parse(JSON.stringify(await b.store.db.dump(), (_key, value) => (value instanceof ArrayBuffer ? [...new Uint8Array(value)] : value)));
}

async function send(b: Backend, call: Call) {
  return call.method === 'get' ? b.get(call.path) : b.post(call.path, call.body ?? {});
}

const allowed = (call: Call, persona: Persona) => persona === 'systemAdmin' || (call.alsoAllowed ?? []).includes(persona);

/** The 子管理员 personas only meet the calls of their side of the scope. */
const meets = (call: Call, persona: Persona) =>
  !call.flowOf || (persona !== 'subAdminInScope' || call.flowOf === 'hr') && (persona !== 'subAdminOutOfScope' || call.flowOf === 'finance');

const CASES = CALLS.flatMap((call) => PERSONAS.filter((persona) => meets(call, persona)).map((persona) => [call.name, persona, allowed(call, persona), call] as const));

describe('every admin call × every kind of person: allowed, or 403 with a Chinese reason and nothing changed', () => {
  let b: Backend;
  beforeAll(async () => { b = await approvalBackend(); });
  beforeEach(async () => { await b.store.reset(); });

  it.each(CASES)('%s as %s → allowed: %s', async (_name, persona, mayCall, call) => {
    await b.as(PEOPLE[persona]);
    const before = await contents(b);
    const answer = await send(b, call);
    if (mayCall) {
      expect(answer.status).not.toBe(403);
      return;
    }
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toMatch(/^(你没有|不能授予)[\u4e00-\u9fa5]/);
    expect(await contents(b)).toEqual(before);
  });
});

describe('the approval calls check rights too', () => {
  it('add_instance of a flow whose 谁可以发起 leaves the caller out is refused (403) and creates nothing', async () => {
    const b = await approvalBackend();
    await b.as('u-ceo');
    const design = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
    const saved = await b.post(`${W}save_model_design`, { ...design, settings: { ...design.settings, launchScope: { everyone: false, deptIds: ['d-admin'], userIds: [], roleIds: [] } } });
    await b.post(`${W}apply`, { modelId: 'model-leave', version: saved.body.data.version });
    await b.as('u-sunqi'); // 孙七, 后端组: not in 人事行政部
    const before = await contents(b);
    const refused = await b.launch('model-leave', { leave_type: 1, leave_days: 1, leave_reason: '事', leave_range: leaveRange(1), leave_phone: '13800138000' });
    expect([refused.status, refused.body.msg]).toEqual([403, '你不在该流程的发起范围内，无法发起']);
    expect(await contents(b)).toEqual(before);
    await b.as('u-applicant'); // 张三, 人事行政部: may
    expect((await b.launch('model-leave', { leave_type: 1, leave_days: 1, leave_reason: '事', leave_range: leaveRange(1), leave_phone: '13800138000' })).status).toBe(200);
  });

  it('data_table/get_by_id of a table the caller may not view is refused (403) with no rows', async () => {
    const b = await approvalBackend();
    await b.as('u-ceo');
    const onlyFinance = { everyone: false, deptIds: ['d-finance'], userIds: [], roleIds: [] };
    await b.post(`${W}data_table/set_access`, { id: 'dt-supplies', viewers: onlyFinance, editors: onlyFinance });
    await b.as('u-sunqi');
    const refused = await b.get(`${W}data_table/get_by_id?id=dt-supplies`);
    expect([refused.status, refused.body.msg, refused.body.data]).toEqual([403, '你没有查看该数据表的权限', null]);
    await b.as('u-approver'); // 李四, 财务部
    expect((await b.get(`${W}data_table/get_by_id?id=dt-supplies`)).body.data.rows).toHaveLength(3);
  });
});

describe('the last 系统管理员 cannot be removed', () => {
  it('neither by taking 陈志远 out of the 系统管理员 role nor by removing the grant', async () => {
    const b = await approvalBackend();
    await b.as('u-ceo');
    const emptied = await b.post(`${W}assignee_role/update`, { id: 'role-system-admin', name: '系统管理员', description: '', userIds: [] });
    expect([emptied.status, emptied.body.msg]).toEqual([400, '至少需要保留一名系统管理员']);
    const removed = await b.post('/api/workflow/permission/remove_grant', { id: 'grant-system' });
    expect([removed.status, removed.body.msg]).toEqual([400, '至少需要保留一名系统管理员']);
    // With a second one, the first may go.
    await b.post('/api/workflow/permission/save_grant', { kind: 'system', userIds: ['u-assistant'] });
    expect((await b.post(`${W}assignee_role/update`, { id: 'role-system-admin', name: '系统管理员', description: '', userIds: [] })).status).toBe(200);
  });
});

describe('property: no refused call changes the store', () => {
  it('holds over random sequences of calls by anyone (50 runs)', async () => {
    const b = await approvalBackend();
    const step = fc.record({ persona: fc.constantFrom(...PERSONAS), call: fc.constantFrom(...CALLS) });
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
      await b.store.reset();
      for (const { persona, call } of steps) {
        await b.as(PEOPLE[persona]);
        const before = await contents(b);
        const answer = await send(b, call);
        if (answer.status === 403) expect(await contents(b)).toEqual(before);
      }
    }), { numRuns: 50 });
  });
});
