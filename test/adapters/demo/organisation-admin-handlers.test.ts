// 组织架构 (issue 39): the department tree, people, import / export, 离职交接 — each rule through the routes, each
// change in 操作日志, and a person who left never chosen as an approver again.
import { approvalBackend } from './approval-kit';
import { leaveRange } from '../support/leave-dates';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
let b: Backend;
beforeEach(async () => {
  b = await approvalBackend();
  await b.as('u-ceo'); // 陈志远, 系统管理员: holds 组织管理
});

const O = '/api/organisation/';
const W = '/flow/workflow/';
const view = async () => (await b.get(`${O}view`)).body.data;
const person = async (id: string) => (await view()).people.find((p: { id: string }) => p.id === id);
const dept = async (id: string) => (await view()).departments.find((d: { id: string }) => d.id === id);
const logs = async () => (await b.get(`${W}operation_log/list`)).body.data.list as Array<{ action: string; target: string; change: string; right: string }>;
const leave = () => ({ leave_type: 1, leave_days: 1, leave_reason: '事', leave_range: leaveRange(1), leave_phone: '13800138000' });
const newHire = { name: '孙悦', employeeNumber: 'E1099', email: 'e1099@yunshan.example', deptIds: ['d-admin'], roleIds: [] as string[] };

describe('the department tree', () => {
  it('adds a department under a parent, renames it and moves it; each change is in 操作日志 with before → after', async () => {
    const added = await b.post(`${O}save_department`, { name: '培训组', parentId: 'd-admin', headId: 'u-hr-head' });
    expect(added.status).toBe(200);
    const id = added.body.data.id;
    expect(await dept(id)).toEqual({ id, name: '培训组', parentId: 'd-admin', headId: 'u-hr-head' });
    await b.post(`${O}save_department`, { id, name: '培训中心', parentId: 'd-tech', headId: 'u-rd-head' });
    expect(await dept(id)).toMatchObject({ name: '培训中心', parentId: 'd-tech', headId: 'u-rd-head' });
    const [update, add] = (await logs()).filter((e) => e.action.endsWith('_department'));
    expect(add).toMatchObject({ action: 'add_department', target: '培训组', right: 'organisation' });
    expect(update?.change).toBe('名称：培训组 → 培训中心；上级部门：人事行政部 → 研发中心；负责人：周敏 → 吴刚');
  });

  it('a department cannot move below itself, and a head must be someone in post', async () => {
    expect((await b.post(`${O}save_department`, { id: 'd-tech', name: '研发中心', parentId: 'd-fe' })).body).toMatchObject({ code: 400, msg: '不能把部门移到它自己或它的下级部门之下' });
    expect((await b.post(`${O}save_department`, { name: '新部门', headId: 'nobody' })).body.msg).toBe('负责人不存在或已离职');
    expect((await b.post(`${O}save_department`, { name: ' ' })).body.msg).toBe('请输入部门名称');
  });

  it('the app\'s organisation calls answer from the database: a new department and a renamed one appear in get_all_department_list', async () => {
    const { id } = (await b.post(`${O}save_department`, { name: '法务部', parentId: 'd-root' })).body.data;
    await b.post(`${O}save_department`, { id: 'd-east', name: '华东大区', parentId: 'd-sales', headId: 'u-east-head' });
    const list = (await b.get('/api/department/get_all_department_list')).body.data.list;
    expect(list.find((d: { id: string }) => d.id === id)?.name).toBe('法务部');
    expect(list.find((d: { id: string }) => d.id === 'd-east')?.name).toBe('华东大区');
  });
});

describe('people', () => {
  it('adds a person with a mail address and roles; they appear in get_staff_list and the role', async () => {
    const added = await b.post(`${O}save_person`, { ...newHire, roleIds: ['role-hr'] });
    expect(added.status).toBe(200);
    const id = added.body.data.id;
    expect(await person(id)).toMatchObject({ name: '孙悦', employeeNumber: 'E1099', email: 'e1099@yunshan.example', deptIds: ['d-admin'], roleIds: ['role-hr'], disabled: false });
    const staff = (await b.get('/api/baseinfo/get_staff_list?name=孙悦')).body.data.list;
    expect(staff).toEqual([expect.objectContaining({ id, departmentId: 'd-admin' })]);
    expect((await logs())[0]).toMatchObject({ action: 'add_person', target: '孙悦', right: 'organisation' });
  });

  it('moves a person to another department, with several departments and a main one, and sets the direct supervisor', async () => {
    await b.post(`${O}save_person`, { id: 'u-applicant', name: '张三', employeeNumber: 'E1001', email: 'e1001@yunshan.example', deptIds: ['d-finance', 'd-admin'], supervisorId: 'u-fin-1', roleIds: [] });
    expect(await person('u-applicant')).toMatchObject({ deptIds: ['d-finance', 'd-admin'], supervisorId: 'u-fin-1' });
    const staff = (await b.get('/api/baseinfo/get_staff_list?name=张三')).body.data.list[0];
    expect(staff).toMatchObject({ departmentId: 'd-finance', deptIds: ['d-finance', 'd-admin'], supervisorId: 'u-fin-1' });
    expect((await logs())[0]?.change).toContain('部门：人事行政部 → 财务部、人事行政部');
  });

  it('refuses a taken employee number, a bad mail address, no main department and the person as their own supervisor', async () => {
    expect((await b.post(`${O}save_person`, { ...newHire, employeeNumber: 'E1001' })).body.msg).toBe('工号 E1001 已被张三使用');
    expect((await b.post(`${O}save_person`, { ...newHire, email: 'not-a-mail' })).body.msg).toBe('邮箱格式不正确：not-a-mail');
    expect((await b.post(`${O}save_person`, { ...newHire, deptIds: [] })).body.msg).toBe('请选择主部门');
    expect((await b.post(`${O}save_person`, { id: 'u-applicant', name: '张三', employeeNumber: 'E1001', deptIds: ['d-admin'], supervisorId: 'u-applicant', roleIds: [] })).body.msg).toBe('直属主管不能是本人');
  });

  it('组织管理 is a right: an employee is refused with 403 and nothing changes', async () => {
    await b.as('u-zhaoliu');
    expect((await b.post(`${O}save_person`, newHire)).body).toMatchObject({ code: 403, msg: '你没有组织管理的权限' });
    expect((await b.get(`${O}view`)).status).toBe(403);
    await b.as('u-ceo');
    expect((await view()).people.some((p: { employeeNumber: string }) => p.employeeNumber === 'E1099')).toBe(false);
  });
});

describe('离职交接', () => {
  it('disabling a person asks who takes over: their open tasks go to the successor (转交, 离职交接) and their own pending requests stay visible to the successor', async () => {
    await b.as('u-applicant');
    const launched = (await b.launch('model-leave', leave())).body.data.id;
    const approverId = (await b.instance(launched)).currentApproverIds[0] as string;
    await b.as(approverId);
    const ownRequest = (await b.launch('model-leave', leave())).body.data.id;
    await b.as('u-ceo');
    expect((await b.post(`${O}disable_person`, { id: approverId })).body.msg).toBe('交接人无效：请选择组织中另一名在职成员');
    const answer = await b.post(`${O}disable_person`, { id: approverId, successorId: 'u-hr-1' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.refused).toEqual([]);
    expect(answer.body.data.moved).toBeGreaterThanOrEqual(1);
    expect(answer.body.data.shared).toBeGreaterThanOrEqual(1);
    expect(answer.body.data.namedIn.departments.length + answer.body.data.namedIn.flows.length).toBeGreaterThan(0);
    await b.as('u-hr-1');
    expect(await b.todo()).toContain(launched);
    expect(await b.cc()).toContain(ownRequest);
    const history = (await b.instance(launched)).history as Array<{ action: string; comment?: string; userId?: string; userName?: string; userNames?: string[] }>;
    // 转交 by the system, not by the person who left.
    expect(history.at(-1)).toMatchObject({ action: 'transfer', comment: '离职交接', bySystem: true, userName: '系统', userNames: ['刘洋'] });
    expect(history.at(-1)?.userId).toBeUndefined();
    expect((await b.get(`${W}get_instance?id=${ownRequest}`)).status).toBe(200);
    await b.as('u-ceo');
    expect(await person(approverId)).toMatchObject({ disabled: true, successorId: 'u-hr-1' });
    expect((await logs())[0]).toMatchObject({ action: 'disable_person', right: 'organisation' });
    expect((await logs())[0]?.change).toMatch(/状态：在职 → 已离职；交接人：.+；\d+ 项待办交接，\d+ 个进行中的申请转给交接人查看/);
  });

  it('a person who left is never chosen as an approver again: the node uses its when-empty rule (流程管理员)', async () => {
    // 张三's 报销 goes first to his 直属主管 周敏; once she has left, the node's rule sends it to the flow's admin 李四.
    const expense = { expense_title: '报销', expense_items: [[1, '100', '']], expense_total: '100.00', expense_advance: 0, expense_due: '100.00' };
    await b.as('u-applicant');
    const before = (await b.launch('model-expense', expense)).body.data.id;
    expect((await b.instance(before)).currentApproverIds).toEqual(['u-hr-head']);
    await b.as('u-ceo');
    expect((await b.post(`${O}disable_person`, { id: 'u-hr-head', successorId: 'u-hr-1' })).status).toBe(200);
    await b.as('u-applicant');
    const after = (await b.launch('model-expense', expense)).body.data.id;
    expect((await b.instance(after)).currentApproverIds).toEqual(['u-approver']);
    expect((await b.get('/api/baseinfo/get_staff_list?name=周敏')).body.data.list[0]).toMatchObject({ disabled: true });
  });

  it('when the when-empty rule names only people who left, the launch is refused with the node\'s reason', async () => {
    // The 请假 flow's only admin is 周敏.
    expect((await b.post(`${O}disable_person`, { id: 'u-hr-head', successorId: 'u-hr-1' })).status).toBe(200);
    await b.as('u-applicant');
    expect((await b.launch('model-leave', leave())).body.msg).toBe('「直属主管」找不到审批人，且没有可转交的流程管理员或指定人员');
  });

  it('a person cannot disable themself, nor disable someone twice; 恢复在职 brings them back', async () => {
    expect((await b.post(`${O}disable_person`, { id: 'u-ceo', successorId: 'u-hr-1' })).body.msg).toBe('不能停用自己');
    await b.post(`${O}disable_person`, { id: 'u-zhaoliu', successorId: 'u-hr-1' });
    expect((await b.post(`${O}disable_person`, { id: 'u-zhaoliu', successorId: 'u-hr-1' })).body.msg).toBe('此人已离职');
    expect((await b.post(`${O}enable_person`, { id: 'u-zhaoliu' })).status).toBe(200);
    expect(await person('u-zhaoliu')).toMatchObject({ disabled: false });
    expect((await logs())[0]).toMatchObject({ action: 'enable_person', change: '状态：已离职 → 在职' });
  });
});

describe('import and export', () => {
  const row = (n: number, over: Record<string, string> = {}) => ({
    row: n, employeeNumber: `E9${String(n).padStart(3, '0')}`, name: `新人${n}`, email: `e9${String(n).padStart(3, '0')}@yunshan.example`,
    mainDeptId: 'd-new', otherDeptIds: '', supervisorNumber: 'E1000', roles: '', status: '在职', ...over,
  });
  const department = { row: 2, id: 'd-new', name: '新业务部', parentId: 'd-root', headNumber: 'E9002' };

  it('imports departments and people in one go: new people, a new department headed by one of them, roles by name', async () => {
    const people = [row(2, { roles: '人事专员' }), row(3), row(4)];
    const answer = await b.post(`${O}import`, { departments: [department], people });
    expect(answer.body).toMatchObject({ code: 0, data: { departments: 1, people: 3 } });
    const v = await view();
    const hired = v.people.filter((p: { employeeNumber: string }) => p.employeeNumber.startsWith('E9'));
    expect(hired).toHaveLength(3);
    expect(v.departments.find((d: { id: string }) => d.id === 'd-new')).toMatchObject({ name: '新业务部', headId: hired.find((p: { employeeNumber: string }) => p.employeeNumber === 'E9002').id });
    expect(hired.find((p: { employeeNumber: string }) => p.employeeNumber === 'E9002')).toMatchObject({ roleIds: ['role-hr'], supervisorId: 'u-hr-head', email: 'e9002@yunshan.example' });
    expect((await logs())[0]).toMatchObject({ action: 'import_organisation', change: '导入部门 1 个、人员 3 人' });
  });

  it('a row that cannot be imported is listed with its row number and reason, and nothing of the file is imported', async () => {
    const people = Array.from({ length: 20 }, (_, i) => row(i + 2));
    people[6] = row(8, { mainDeptId: 'd-nowhere' });
    const before = await view();
    const answer = await b.post(`${O}import`, { departments: [department], people });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('导入失败：1 行有误，未导入任何数据');
    expect(answer.body.data.errors).toEqual([{ sheet: '人员', row: 8, reason: '部门不存在：d-nowhere' }]);
    expect(await view()).toEqual(before);
    expect((await logs()).some((e) => e.action === 'import_organisation')).toBe(false);
  });

  it('each kind of wrong row has its reason: a duplicate number, an unknown supervisor, an unknown role, a bad status, a bad mail', async () => {
    const answer = await b.post(`${O}import`, { departments: [], people: [
      row(2, { mainDeptId: 'd-admin' }), row(3, { mainDeptId: 'd-admin', employeeNumber: 'E9002' }), row(4, { mainDeptId: 'd-admin', supervisorNumber: 'X1' }),
      row(5, { mainDeptId: 'd-admin', roles: '无此角色' }), row(6, { mainDeptId: 'd-admin', status: '休假' }), row(7, { mainDeptId: 'd-admin', email: 'x@' }),
      row(8, { mainDeptId: 'd-admin', employeeNumber: 'E1001', status: '已离职' }),
    ] });
    expect(answer.body.data.errors.map((e: { row: number; reason: string }) => [e.row, e.reason])).toEqual([
      [3, '工号 E9002 在文件中重复'], [4, '直属主管工号不存在：X1'], [5, '角色不存在：无此角色'], [6, '状态只能是在职或已离职：休假'],
      [7, '邮箱格式不正确：x@'], [8, '离职请在组织架构页面办理交接'],
    ]);
  });

  it('export round-trip: importing what was exported changes nothing', async () => {
    await b.post(`${O}save_person`, { id: 'u-applicant', name: '张三', employeeNumber: 'E1001', email: 'e1001@yunshan.example', deptIds: ['d-admin', 'd-finance'], supervisorId: 'u-fin-1', roleIds: ['role-it'] });
    const exported = (await b.get(`${O}export`)).body.data;
    expect(exported.people.find((p: { employeeNumber: string }) => p.employeeNumber === 'E1001')).toMatchObject({
      name: '张三', email: 'e1001@yunshan.example', mainDeptId: 'd-admin', otherDeptIds: 'd-finance', supervisorNumber: 'E2002', status: '在职',
    });
    expect(exported.people.find((p: { employeeNumber: string }) => p.employeeNumber === 'E1000')).toMatchObject({ email: 'e1000@yunshan.example' });
    const before = await view();
    const reimported = await b.post(`${O}import`, exported);
    expect(reimported.body.data).toEqual({ departments: exported.departments.length, people: exported.people.length });
    expect(await view()).toEqual(before);
  });
});
